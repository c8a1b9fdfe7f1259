import BidMachine
import BigoADS
import GoogleMobileAdsCompat
import HyBid
import MolocoSDK
import OpenWrapSDK
import SASDisplayKit

// Two minimal interstitial adapters, this package's own, that drive the Bigo and BidMachine
// stand-ins the way a bidding adapter does: the slot from the credentials, the bid response
// from the configuration. They stand in for Google's adapters (never in this repository) so
// that the plug-ins' recording and replaying are tested here.

/// A Bigo bidding interstitial: loads with the scenario's bid response, presents, forwards
/// impression, click and close.
class BigoProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, BigoInterstitialAdLoaderDelegate, BigoAdInteractionDelegate {
    private var loader: BigoInterstitialAdLoader?
    private var ad: BigoInterstitialAd?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?
    /// Sends no bid payload (the variant a replay must tell apart).
    class var sendsPayload: Bool { true }
    /// Tells GMA of the SDK's clicks (the variant that does not breaks a forwarding rule).
    class var forwardsClicks: Bool { true }

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 5, minorVersion: 3) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let request = BigoInterstitialAdRequest(slotId: adConfiguration.credentials.settings["parameter"] as? String ?? "")
        if Self.sendsPayload { request.setServerBidPayload(adConfiguration.bidResponse) }
        let loader = BigoInterstitialAdLoader(interstitialAdLoaderDelegate: self)
        // Google's adapter builds its `ext` from a dictionary: keys in no stable order.
        loader.ext = #"{"mediationName": "probe", "adapterVersion": "1.0.0", "mediationVersion": "12.0.0"}"#
        self.loader = loader
        loader.loadAd(request)
    }

    func present(from viewController: UIViewController) {
        guard let ad else { return }
        delegate?.willPresentFullScreenView()
        ad.setAdInteractionDelegate(self)
        ad.show(viewController)
    }

    func onInterstitialAdLoaded(_ ad: BigoInterstitialAd) {
        self.ad = ad
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func onInterstitialAdLoadError(_ error: BigoAdError) {
        _ = completionHandler?(
            nil,
            NSError(
                domain: "com.google.mediation.bigo", code: Int(error.errorCode),
                userInfo: [NSLocalizedDescriptionKey: error.errorMsg]))
        completionHandler = nil
    }

    func onAd(_ ad: BigoAd, error: BigoAdError) {
        delegate?.didFailToPresentWithError(NSError(domain: "com.google.mediation.bigo", code: Int(error.errorCode)))
    }
    func onAdImpression(_ ad: BigoAd) { delegate?.reportImpression() }
    func onAdClicked(_ ad: BigoAd) {
        if Self.forwardsClicks { delegate?.reportClick() }
    }
    func onAdClosed(_ ad: BigoAd) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// ``BigoProbeAdapter`` with a bug: it forgets the bid payload.
final class BigoProbeAdapterWithoutPayload: BigoProbeAdapter {
    override class var sendsPayload: Bool { false }
}

/// ``BigoProbeAdapter`` with a bug: it drops the SDK's clicks.
final class BigoProbeAdapterWithoutClicks: BigoProbeAdapter {
    override class var forwardsClicks: Bool { false }
}

/// A BidMachine interstitial: a bidding auction when the configuration has a bid response, a
/// waterfall one otherwise; presents, forwards the delegate's calls.
final class BidMachineProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, BidMachineAdDelegate {
    private var interstitial: BidMachineInterstitial?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 3, minorVersion: 7, patchVersion: 1) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let placementId = adConfiguration.credentials.settings["parameter"] as? String
        do {
            let placement = try BidMachineSdk.shared.placement(from: .interstitial) { builder in
                if let placementId { builder.withPlacementId(placementId) }
            }
            let request = BidMachineSdk.shared.auctionRequest(placement: placement) { builder in
                if let bid = adConfiguration.bidResponse { builder.withPayload(bid) }
            }
            BidMachineSdk.shared.interstitial(request: request) { [self] interstitial, error in
                guard let interstitial else {
                    failed(error ?? NSError(domain: BidMachineSdk.errorDomain, code: 0))
                    return
                }
                self.interstitial = interstitial
                interstitial.delegate = self
                interstitial.rendererConfiguration.extras["google_watermark"] = "d2F0ZXJtYXJr"
                interstitial.loadAd()
            }
        } catch {
            failed(error)
        }
    }

    private func failed(_ error: any Error) {
        _ = completionHandler?(nil, error)
        completionHandler = nil
    }

    func present(from viewController: UIViewController) {
        interstitial?.controller = viewController
        interstitial?.presentAd()
    }

    func didLoadAd(_ ad: any BidMachineAdProtocol) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func didFailLoadAd(_ ad: any BidMachineAdProtocol, _ error: any Error) { failed(error) }
    func didPresentAd(_ ad: any BidMachineAdProtocol) { delegate?.willPresentFullScreenView() }
    func didFailPresentAd(_ ad: any BidMachineAdProtocol, _ error: any Error) { delegate?.didFailToPresentWithError(error) }
    func didTrackImpression(_ ad: any BidMachineAdProtocol) { delegate?.reportImpression() }
    func didUserInteraction(_ ad: any BidMachineAdProtocol) { delegate?.reportClick() }
    func didDismissAd(_ ad: any BidMachineAdProtocol) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// A HyBid (Verve) interstitial: renders the scenario's bid response, presents, forwards the
/// delegate's calls.
final class HyBidProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, HyBidInterstitialAdDelegate {
    private var interstitial: HyBidInterstitialAd?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 3, minorVersion: 6) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let interstitial = HyBidInterstitialAd(delegate: self)
        self.interstitial = interstitial
        interstitial.prepareAd(withContent: adConfiguration.bidResponse ?? "")
    }

    func present(from viewController: UIViewController) {
        delegate?.willPresentFullScreenView()
        interstitial?.show(from: viewController)
    }

    func interstitialDidLoad() {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func interstitialDidFailWithError(_ error: (any Error)!) {
        _ = completionHandler?(nil, error)
        completionHandler = nil
    }

    func interstitialDidTrackImpression() { delegate?.reportImpression() }
    func interstitialDidTrackClick() { delegate?.reportClick() }
    func interstitialDidDismiss() {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// An Equativ (Display SDK 8) interstitial: the placement from the parameter `site/page/format`.
final class SASProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, SASInterstitialManagerDelegate {
    private var manager: SASInterstitialManager?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 8, minorVersion: 1) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let ids = (adConfiguration.credentials.settings["parameter"] as? String ?? "").split(separator: "/").map { Int($0) ?? 0 }
        let placement = SASAdPlacement(siteId: ids.first ?? 0, pageId: ids.dropFirst().first ?? 0, formatId: ids.dropFirst(2).first ?? 0)
        let manager = SASInterstitialManager(adPlacement: placement)
        manager.delegate = self
        self.manager = manager
        manager.loadAd()
    }

    func present(from viewController: UIViewController) {
        manager?.show(from: viewController)
    }

    func interstitialManager(_ interstitialManager: SASInterstitialManager, didLoadWith adInfo: SASAdInfo) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func interstitialManager(_ interstitialManager: SASInterstitialManager, didFailToLoad error: any Error) {
        _ = completionHandler?(nil, error)
        completionHandler = nil
    }

    func interstitialManagerDidShow(_ interstitialManager: SASInterstitialManager) {
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func interstitialManagerClicked(_ interstitialManager: SASInterstitialManager) { delegate?.reportClick() }

    func interstitialManagerDidClose(_ interstitialManager: SASInterstitialManager) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// A PubMatic (OpenWrap) waterfall interstitial: the ad unit from the parameter.
final class OpenWrapProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, POBInterstitialDelegate {
    private var interstitial: POBInterstitial?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 4, minorVersion: 8) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let interstitial = POBInterstitial(
            publisherId: "pub-1", profileId: 1234,
            adUnitId: adConfiguration.credentials.settings["parameter"] as? String ?? "")
        interstitial.delegate = self
        self.interstitial = interstitial
        interstitial.loadAd()
    }

    func present(from viewController: UIViewController) {
        interstitial?.show(from: viewController)
    }

    func interstitialDidReceiveAd(_ interstitial: POBInterstitial) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func interstitial(_ interstitial: POBInterstitial, didFailToReceiveAdWithError error: any Error) {
        _ = completionHandler?(nil, error)
        completionHandler = nil
    }

    func interstitialWillPresentAd(_ interstitial: POBInterstitial) { delegate?.willPresentFullScreenView() }
    func interstitial(_ interstitial: POBInterstitial, didFailToShowAdWithError error: any Error) {
        delegate?.didFailToPresentWithError(error)
    }
    func interstitialDidRecordImpression(_ interstitial: POBInterstitial) { delegate?.reportImpression() }
    func interstitialDidClickAd(_ interstitial: POBInterstitial) { delegate?.reportClick() }
    func interstitialDidDismissAd(_ interstitial: POBInterstitial) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
}

/// A Moloco bidding interstitial: initialises the SDK with the parameter as its app key, then
/// loads the scenario's bid response.
final class MolocoProbeAdapter: NSObject, MediationAdapter, MediationInterstitialAd, MolocoInterstitialDelegate {
    private var interstitial: MolocoInterstitial?
    private var completionHandler: GADMediationInterstitialLoadCompletionHandler?
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 3, minorVersion: 9) }

    required override init() {
        super.init()
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        self.completionHandler = completionHandler
        let appKey = adConfiguration.credentials.settings["parameter"] as? String ?? ""
        let bidResponse = adConfiguration.bidResponse ?? ""
        Moloco.shared.initialize(params: MolocoInitParams(appKey: appKey, mediation: "AdMob")) { [self] _, _ in
            guard let interstitial = Moloco.shared.createInterstitial(params: MolocoCreateAdParams(adUnit: "unit-1", mediation: "AdMob"))
            else {
                _ = self.completionHandler?(nil, NSError(domain: "probe", code: 1))
                self.completionHandler = nil
                return
            }
            interstitial.interstitialDelegate = self
            self.interstitial = interstitial
            interstitial.load(bidResponse: bidResponse)
        }
    }

    func present(from viewController: UIViewController) {
        delegate?.willPresentFullScreenView()
        interstitial?.show(from: viewController)
    }

    func didLoad(ad: any MolocoAd) {
        delegate = completionHandler?(self, nil)
        completionHandler = nil
    }

    func failToLoad(ad: any MolocoAd, with error: (any Error)?) {
        _ = completionHandler?(nil, error)
        completionHandler = nil
    }

    func didShow(ad: any MolocoAd) { delegate?.reportImpression() }
    func failToShow(ad: any MolocoAd, with error: (any Error)?) {
        delegate?.didFailToPresentWithError(error ?? NSError(domain: "probe", code: 2))
    }
    func didHide(ad: any MolocoAd) {
        delegate?.willDismissFullScreenView()
        delegate?.didDismissFullScreenView()
    }
    func didClick(on ad: any MolocoAd) { delegate?.reportClick() }
}
