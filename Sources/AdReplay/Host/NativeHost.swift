import Mediation
import NeutralUI

/// Native ads through the current API: each load gets a new adapter, as GMA does, kept until the
/// session ends, and its mediated ad goes to the presenter, which keeps every loaded ad.
final class NativeHost: FormatHost {
    private let context: HostContext
    private var makeAdapter: (() -> any MediationAdapter)?
    /// Every adapter made, one per load (see ``HostContext``).
    private var adapters: [any MediationAdapter] = []
    private let presenter: NativeAdPresenter

    init(_ context: HostContext, makeAdapter: @escaping () -> any MediationAdapter) {
        self.context = context
        self.makeAdapter = makeAdapter
        presenter = NativeAdPresenter(viewController: context.appScreen)
    }

    func load(_ number: Int) {
        guard let adapter = makeAdapter?() else { return }
        adapters.append(adapter)
        let configuration = context.withNetworkExtras(
            MediationNativeAdConfiguration(
                credentials: context.credentials, isTestRequest: context.scenario.isTestRequest, options: context.loaderOptions,
                request: context.request, topViewController: context.appScreen))
        context.load(ad: number, through: adapter) { [self] in
            adapter.loadNativeAd(for: configuration) { [self] ad, error in
                guard context.recorder.accepts(HostEventRecorder.loadCompletion) else { return nil }
                if let ad {
                    context.refuse(PreGMANames.refusal(of: ad))
                    presenter.keep(ad, handlesUserClicks: ad.handlesUserClicks(), handlesUserImpressions: ad.handlesUserImpressions())
                }
                return context.complete(load: number, ad, error) {
                    .native(
                        NativeAssets($0, handlesUserClicks: $0.handlesUserClicks(), handlesUserImpressions: $0.handlesUserImpressions()))
                }
            }
        }
    }

    func perform(_ action: HostAction) { presenter.perform(action) }

    var renderedView: View? { presenter.renderedView }

    func end() {
        makeAdapter = nil
        adapters = []
        presenter.end()
    }
}
