import Mediation
import NeutralUI

/// Banners, through the current API: the host keeps the loaded banner on its page.
final class BannerHost: FormatHost {
    private let context: HostContext
    private var adapter: (any MediationAdapter)?
    private var bannerAd: (any MediationBannerAd)?

    init(_ context: HostContext, adapter: any MediationAdapter) {
        self.context = context
        self.adapter = adapter
    }

    func load(_ number: Int) {
        let size = context.scenario.adSize ?? AdSize.banner.size
        let configuration = MediationBannerAdConfiguration(credentials: context.credentials, isTestRequest: context.scenario.isTestRequest,
                                                           adSize: AdSize(size: size))
        adapter?.loadBanner(for: configuration) { [self] ad, error in
            if let ad { bannerAd = ad }
            return context.complete(load: number, ad, error) {
                .banner(BannerSummary(size: $0.view.frame.size, text: ($0.view as? Label)?.text))
            }
        }
    }

    func perform(_ action: HostAction) {}

    func tapAd() -> Bool {
        guard let bannerAd else { return false }
        bannerAd.view.tap()
        return true
    }

    func end() {
        adapter = nil
        bannerAd = nil
    }
}
