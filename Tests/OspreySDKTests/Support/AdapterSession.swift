import GoogleMobileAdsCompat
import OspreyAdapter

/// One load of ``OspreyMediationAdapter`` through the mediation API, as the host drives it: the
/// configuration with the line's parameter, the completion handler, then the host's actions.
final class AdapterSession {
    let osprey: OspreyWorld
    let host: HostEvents
    private var adapter: OspreyMediationAdapter?
    private(set) var banner: (any MediationBannerAd)?
    private(set) var interstitial: (any MediationInterstitialAd)?
    private(set) var rewarded: (any MediationRewardedAd)?
    private(set) var native: (any MediationNativeAd)?

    init(_ server: FakeAdServer) {
        osprey = OspreyWorld(server)
        host = HostEvents(transcript: osprey.transcript)
    }

    private func credentials(_ parameter: String?, _ format: AdFormat) -> MediationCredentials {
        MediationCredentials(settings: parameter.map { ["parameter": $0] } ?? [:], format: format)
    }

    func loadBanner(parameter: String? = "home-top", request: MediationRequest = MediationRequest()) {
        osprey.run {
            let adapter = OspreyMediationAdapter()
            self.adapter = adapter
            let configuration = MediationBannerAdConfiguration(
                credentials: credentials(parameter, .banner), adSize: AdSizeBanner, request: request)
            adapter.loadBanner(for: configuration) { [weak self, host] ad, error in
                self?.banner = ad
                host.loadCompleted(ad, error)
                return ad == nil ? nil : host.banner
            }
        }
    }

    func loadInterstitial(parameter: String? = "level-end") {
        osprey.run {
            let adapter = OspreyMediationAdapter()
            self.adapter = adapter
            adapter.loadInterstitial(for: MediationInterstitialAdConfiguration(credentials: credentials(parameter, .interstitial))) {
                [weak self, host] ad, error in
                self?.interstitial = ad
                host.loadCompleted(ad, error)
                return ad == nil ? nil : host.interstitial
            }
        }
    }

    func loadRewarded(parameter: String? = "daily-bonus") {
        osprey.run {
            let adapter = OspreyMediationAdapter()
            self.adapter = adapter
            adapter.loadRewardedAd(for: MediationRewardedAdConfiguration(credentials: credentials(parameter, .rewarded))) {
                [weak self, host] ad, error in
                self?.rewarded = ad
                host.loadCompleted(ad, error)
                return ad == nil ? nil : host.rewarded
            }
        }
    }

    func loadNative(parameter: String? = "feed") {
        osprey.run {
            let adapter = OspreyMediationAdapter()
            self.adapter = adapter
            adapter.loadNativeAd(for: MediationNativeAdConfiguration(credentials: credentials(parameter, .native))) {
                [weak self, host] ad, error in
                self?.native = ad
                host.loadCompleted(ad, error)
                return ad == nil ? nil : host.native
            }
        }
    }

    /// The host presents the loaded full-screen ad from the app's screen.
    func present() {
        let screen = osprey.appScreen
        osprey.run {
            interstitial?.present(from: screen)
            rewarded?.present(from: screen)
        }
    }

    /// The host lays the native ad out in a view and tells the adapter; returns the view.
    @discardableResult
    func render() -> UIView? {
        guard let native else { return nil }
        let screen = osprey.appScreen
        return osprey.run {
            let view = UIView(frame: Rect(width: 320, height: 320))
            native.didRender(in: view, clickableAssetViews: [:], nonclickableAssetViews: [:], viewController: screen)
            return view
        }
    }

    func advance(to time: Int) { osprey.advance(to: time) }

    /// The SDK's callbacks and the host's events, one line each.
    var calls: [String] { osprey.transcript.calls }
}
