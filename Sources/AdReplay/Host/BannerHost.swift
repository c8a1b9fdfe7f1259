import Mediation
import NeutralUI

/// Banners, through the current API. Each load gets a new adapter, as GMA does; every adapter
/// and loaded banner stays alive until the session ends, and the latest banner is the one on the
/// page (the one a tap reaches): as GMA puts a loaded ad's view inside the app's banner view, the
/// host puts it in the app's screen, so that the adapter's view has a superview and a
/// controller up its responder chain (an SDK asking the adapter where to present a landing page
/// finds the app's screen there), and takes the previous one out.
final class BannerHost: FormatHost {
    private let context: HostContext
    private var makeAdapter: (() -> any MediationAdapter)?
    /// Every adapter made, one per load (see ``HostContext``).
    private var adapters: [any MediationAdapter] = []
    /// Every banner loaded, oldest first.
    private var banners: [any MediationBannerAd] = []

    init(_ context: HostContext, makeAdapter: @escaping () -> any MediationAdapter) {
        self.context = context
        self.makeAdapter = makeAdapter
    }

    func load(_ number: Int) {
        guard let adapter = makeAdapter?() else { return }
        adapters.append(adapter)
        let size = context.scenario.adSize.map { adSizeFor(cgSize: CGSize($0)) } ?? AdSizeBanner
        let configuration = context.withNetworkExtras(
            MediationBannerAdConfiguration(
                credentials: context.credentials, isTestRequest: context.scenario.isTestRequest, adSize: size, request: context.request,
                topViewController: context.appScreen))
        context.load(ad: number, through: adapter, adSize: size) { [self] in
            adapter.loadBanner(for: configuration) { [self] ad, error in
                guard context.recorder.accepts(HostEventRecorder.loadCompletion) else { return nil }
                if let ad, !banners.contains(where: { $0 === ad }) {
                    banners.last?.view.removeFromSuperview()
                    banners.append(ad)
                    context.appScreen.view.addSubview(ad.view)
                }
                return context.complete(load: number, ad, error) {
                    .banner(BannerSummary(size: Size($0.view.frame.size), text: ($0.view as? Label)?.text))
                }
            }
        }
    }

    func perform(_ action: HostAction) {}

    func tapAd() -> Bool {
        guard let banner = banners.last else { return false }
        banner.view.tap()
        return true
    }

    func end() {
        makeAdapter = nil
        adapters = []
        banners.last?.view.removeFromSuperview()
        banners = []
    }
}
