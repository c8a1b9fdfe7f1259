import Dispatch
import SampleAdSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// What every hop adapter shares, as an adapter author factors it: makes the Sample banner,
/// forwards its load and click to Google Mobile Ads. The adapters differ only in how they get to
/// `fetch()`: directly, or across a thread hop or a timer.
final class BannerForwarder: NSObject, MediationBannerAd, SampleBannerAdDelegate, @unchecked Sendable {
    // @unchecked: as in the adapters this stands for, it is handed to main-queue blocks and tasks
    // and trusted to be used there only.
    private let banner: SampleBanner
    private let completionHandler: GADMediationBannerLoadCompletionHandler
    private var delegate: MediationBannerAdEventDelegate?
    /// Where the click is passed on to GMA: nil, at once, inside the SDK's callback.
    private let clickQueue: DispatchQueue?
    /// Where the load's completion is called: nil, at once, inside the SDK's callback.
    private let completionQueue: DispatchQueue?

    var view: UIView { banner }

    init(
        _ adConfiguration: MediationBannerAdConfiguration, clickQueue: DispatchQueue? = nil,
        completionQueue: DispatchQueue? = nil, completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        self.clickQueue = clickQueue
        self.completionQueue = completionQueue
        let size = adConfiguration.adSize.size
        banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        banner.adUnit = adConfiguration.credentials.settings["parameter"] as? String
        self.completionHandler = completionHandler
        super.init()
        banner.delegate = self
    }

    /// Asks the Sample SDK for the banner.
    func fetch() {
        banner.fetchAd(SampleAdRequest())
    }

    func bannerDidLoad(_ banner: SampleBanner) {
        guard let completionQueue else {
            delegate = completionHandler(self, nil)
            return
        }
        completionQueue.async { self.delegate = self.completionHandler(self, nil) }
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = NSError(
            domain: "com.example.hop", code: errorCode.rawValue, userInfo: [NSLocalizedDescriptionKey: "Sample SDK failed to load"])
        delegate = completionHandler(nil, error)
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        guard let clickQueue else {
            delegate?.reportClick()
            return
        }
        clickQueue.async { self.delegate?.reportClick() }
    }
}

/// The adapter class GMA makes by name, with the versions it asks for. Each hop adapter is one.
public class HopAdapter: NSObject, MediationAdapter {
    /// The banner of the latest load, kept alive as GMA keeps the ad.
    var forwarder: BannerForwarder?

    public required override init() {
        super.init()
    }

    public static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    public static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    public static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        completionHandler(nil)
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let forwarder = BannerForwarder(
            adConfiguration, clickQueue: Self.clickQueue, completionQueue: Self.completionQueue, completionHandler: completionHandler)
        self.forwarder = forwarder
        start(forwarder)
    }

    /// Where this adapter passes its clicks on to GMA: nil, inside the SDK's callback.
    class var clickQueue: DispatchQueue? { nil }

    /// Where this adapter calls its load's completion: nil, inside the SDK's callback.
    class var completionQueue: DispatchQueue? { nil }

    /// How this adapter gets to the SDK's load.
    func start(_ forwarder: BannerForwarder) {
        forwarder.fetch()
    }
}
