import Mediation
import NeutralUI

/// Native ads through the current API: the adapter's `loadNativeAd`, then the host presents the
/// mediated ad.
final class NativeHost: FormatHost {
    private let context: HostContext
    private var adapter: (any MediationAdapter)?
    private let presenter: NativeAdPresenter

    init(_ context: HostContext, adapter: any MediationAdapter) {
        self.context = context
        self.adapter = adapter
        presenter = NativeAdPresenter(root: context.root)
    }

    func load(_ number: Int) {
        let configuration = MediationNativeAdConfiguration(
            credentials: context.credentials, isTestRequest: context.scenario.isTestRequest, options: context.loaderOptions)
        adapter?.loadNativeAd(for: configuration) { [self] ad, error in
            if let ad { presenter.show(ad, handlesUserClicks: ad.handlesUserClicks, handlesUserImpressions: ad.handlesUserImpressions) }
            return context.complete(load: number, ad, error) {
                .native(NativeAssets($0, handlesUserClicks: $0.handlesUserClicks, handlesUserImpressions: $0.handlesUserImpressions))
            }
        }
    }

    func perform(_ action: HostAction) { presenter.perform(action) }

    var renderedView: View? { presenter.renderedView }

    func end() {
        adapter = nil
        presenter.end()
    }
}
