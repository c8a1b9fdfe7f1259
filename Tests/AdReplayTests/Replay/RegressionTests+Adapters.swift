import Foundation
import Mediation
import NeutralUI
import SampleAdSDK

// Adapters written from scratch in the tests, against the Sample SDK, the way an adapter author
// writes the real ones. Each can carry one deliberate regression, so that replaying a committed
// fixture against it shows what the tool reports. Registered under the real adapter's class name.

/// What a hand-written banner does differently from the real adapter.
enum BannerChange: Sendable {
    /// Behaves like the real adapter.
    case none
    /// Reports load failures with this code instead of 101.
    case errorCode(Int)
    /// Reports load failures in this domain instead of the adapter's.
    case errorDomain(String)
    /// Forgets to report the click when the user leaves the app.
    case noClickReport
    /// Calls the load completion handler twice on a fill.
    case completesTwice
}

/// A banner built on `SampleBanner`.
final class HandWrittenBanner: MediationBannerAd, SampleBannerAdDelegate {
    private let change: BannerChange
    private var banner: SampleBanner?
    private var completion: MediationBannerLoadCompletionHandler?
    private var eventDelegate: (any MediationBannerAdEventDelegate)?

    init(change: BannerChange) {
        self.change = change
    }

    func load(
        for configuration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        completion = completionHandler
        let size = configuration.adSize.size
        let banner = SampleBanner(frame: Rect(width: size.width, height: size.height))
        banner.adUnit = configuration.credentials.settings["parameter"] as? String
        banner.delegate = self
        self.banner = banner
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        banner.fetchAd(request)
    }

    var view: View { banner ?? View() }

    func bannerDidLoad(_ banner: SampleBanner) {
        eventDelegate = completion?(self, nil)
        if case .completesTwice = change {
            _ = completion?(self, nil)
        } else {
            completion = nil
        }
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        var domain = "com.google.customevent.samplenetwork"
        var code = 101
        switch change {
        case .errorCode(let changed): code = changed
        case .errorDomain(let changed): domain = changed
        default: break
        }
        let description = "Sample SDK returned an ad load failure callback with error code: \(errorCode.rawValue)"
        let error = MediationError(
            domain: domain, code: code,
            userInfo: [
                MediationError.localizedDescriptionKey: description,
                MediationError.localizedFailureReasonKey: description,
            ])
        eventDelegate = completion?(nil, error)
        completion = nil
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        if case .noClickReport = change { return }
        eventDelegate?.reportClick()
    }
}

/// The mediation adapter around ``HandWrittenBanner``; one type per change, because the host
/// creates adapters with `init()`.
class HandWrittenBannerAdapter: MediationAdapter {
    class var change: BannerChange { .none }
    private var banner: HandWrittenBanner?

    required init() {}

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 9, minorVersion: 9, patchVersion: 9) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        let banner = HandWrittenBanner(change: Self.change)
        self.banner = banner
        banner.load(for: adConfiguration, completionHandler: completionHandler)
    }
}

final class WrongErrorCodeBannerAdapter: HandWrittenBannerAdapter {
    override class var change: BannerChange { .errorCode(999) }
}

final class WrongErrorDomainBannerAdapter: HandWrittenBannerAdapter {
    override class var change: BannerChange { .errorDomain("com.example.changed") }
}

final class NoClickReportBannerAdapter: HandWrittenBannerAdapter {
    override class var change: BannerChange { .noClickReport }
}

final class DoubleCompletionBannerAdapter: HandWrittenBannerAdapter {
    override class var change: BannerChange { .completesTwice }
}

/// A native ad built on `SampleNativeAdLoader`, mapping the assets as the real adapter does,
/// except that it may claim a `hasVideoContent` of its own.
final class HandWrittenNativeAd: MediationNativeAd, SampleNativeAdLoaderDelegate {
    /// nil: video content exactly when there is a media view (the honest answer).
    private let claimedVideoContent: Bool?
    private var loader: SampleNativeAdLoader?
    private var nativeAd: SampleNativeAd?
    private var completion: MediationNativeLoadCompletionHandler?
    private var eventDelegate: (any MediationNativeAdEventDelegate)?
    private(set) var images: [NativeAdImage]?
    private(set) var icon: NativeAdImage?
    private(set) var adChoicesView: View?

    init(claimedVideoContent: Bool?) {
        self.claimedVideoContent = claimedVideoContent
    }

    func load(
        for configuration: MediationNativeAdConfiguration,
        completionHandler: @escaping MediationNativeLoadCompletionHandler
    ) {
        completion = completionHandler
        let request = SampleNativeAdRequest()
        request.testMode = configuration.isTestRequest
        let loader = SampleNativeAdLoader()
        loader.adUnitID = configuration.credentials.settings["parameter"] as? String
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(request)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        self.nativeAd = nativeAd
        images = Self.image(nativeAd.image, url: nativeAd.imageURL, scale: nativeAd.imageScale).map { [$0] } ?? []
        icon = Self.image(nativeAd.icon, url: nativeAd.iconURL, scale: nativeAd.iconScale)
        adChoicesView = SampleAdInfoView()
        eventDelegate = completion?(self, nil)
        completion = nil
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let description = "Sample SDK returned an ad load failure callback with error code: \(errorCode.rawValue)"
        eventDelegate = completion?(
            nil,
            MediationError(
                domain: "com.google.customevent.samplenetwork", code: 101,
                userInfo: [
                    MediationError.localizedDescriptionKey: description, MediationError.localizedFailureReasonKey: description,
                ]))
        completion = nil
    }

    private static func image(_ image: NeutralUI.Image?, url: String?, scale: Double) -> NativeAdImage? {
        if let image { return NativeAdImage(image: image) }
        return url.map { NativeAdImage(url: URL(fileURLWithPath: $0), scale: scale) }
    }

    var headline: String? { nativeAd?.headline }
    var body: String? { nativeAd?.body }
    var callToAction: String? { nativeAd?.callToAction }
    var starRating: NSDecimalNumber? { nativeAd?.starRating }
    var store: String? { nativeAd?.store }
    var price: String? { nativeAd?.price }
    var advertiser: String? { nativeAd?.advertiser }
    var extraAssets: [String: Any]? { nativeAd?.degreeOfAwesomeness.map { ["DegreeOfAwesomeness": $0] } }
    var mediaView: View? { nativeAd?.mediaView }
    var hasVideoContent: Bool { claimedVideoContent ?? (nativeAd?.mediaView != nil) }

    func didRender(
        in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
        nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController
    ) {
        nativeAd?.playVideo()
    }

    func didRecordImpression() {
        nativeAd?.recordImpression()
    }

    func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {
        nativeAd?.handleClick(on: view)
    }
}

/// The mediation adapter around ``HandWrittenNativeAd``.
class HandWrittenNativeAdapter: MediationAdapter {
    class var claimedVideoContent: Bool? { nil }
    private var native: HandWrittenNativeAd?

    required init() {}

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 9, minorVersion: 9, patchVersion: 9) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping MediationNativeLoadCompletionHandler
    ) {
        let native = HandWrittenNativeAd(claimedVideoContent: Self.claimedVideoContent)
        self.native = native
        native.load(for: adConfiguration, completionHandler: completionHandler)
    }
}

final class AlwaysVideoNativeAdapter: HandWrittenNativeAdapter {
    override class var claimedVideoContent: Bool? { true }
}

final class NeverVideoNativeAdapter: HandWrittenNativeAdapter {
    override class var claimedVideoContent: Bool? { false }
}

/// A legacy custom-event native adapter that never admits to video: the mapped ad's
/// `hasVideoContent` keeps the protocol default (false) even with a media view.
final class NoVideoLegacyNativeAd: CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    weak var delegate: (any CustomEventNativeAdDelegate)?
    private var loader: SampleNativeAdLoader?

    init() {}

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = serverParameter
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(SampleNativeAdRequest())
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        delegate?.customEventNativeAd(self, didReceive: MappedWithoutVideo(nativeAd))
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        delegate?.customEventNativeAd(
            self, didFailToLoadWithError: MediationError(domain: "com.google.CustomEvent", code: errorCode.rawValue))
    }

    /// Maps every asset but `hasVideoContent`.
    final class MappedWithoutVideo: MediatedUnifiedNativeAd {
        let ad: SampleNativeAd
        let images: [NativeAdImage]?
        let icon: NativeAdImage?
        let adChoicesView: View? = SampleAdInfoView()

        init(_ ad: SampleNativeAd) {
            self.ad = ad
            images = ad.image.map { [NativeAdImage(image: $0)] } ?? []
            icon = ad.icon.map { NativeAdImage(image: $0) }
        }

        var headline: String? { ad.headline }
        var body: String? { ad.body }
        var callToAction: String? { ad.callToAction }
        var starRating: NSDecimalNumber? { ad.starRating }
        var store: String? { ad.store }
        var price: String? { ad.price }
        var advertiser: String? { ad.advertiser }
        var extraAssets: [String: Any]? { ad.degreeOfAwesomeness.map { ["DegreeOfAwesomeness": $0] } }
        var mediaView: View? { ad.mediaView }

        func didRender(
            in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
            nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController
        ) {
            ad.playVideo()
        }

        func didRecordImpression() { ad.recordImpression() }

        func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {
            ad.handleClick(on: view)
        }
    }
}

/// A self-tracking legacy native adapter that forgets to stop tracking: `didUntrackView` does
/// nothing, so the Sample SDK keeps counting the view the host still holds.
final class UntrackIgnoringCustomEventNativeAd: CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    weak var delegate: (any CustomEventNativeAdDelegate)?
    private var loader: SampleNativeAdLoader?

    init() {}

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = serverParameter
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(SampleNativeAdRequest())
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        delegate?.customEventNativeAd(self, didReceive: Tracked(nativeAd))
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        delegate?.customEventNativeAd(
            self, didFailToLoadWithError: MediationError(domain: "com.google.CustomEvent", code: errorCode.rawValue))
    }

    /// Hands the rendered view to the SDK and reports what it counts; never takes the view back.
    final class Tracked: MediatedUnifiedNativeAd, SampleNativeAdDelegate {
        let ad: SampleNativeAd

        init(_ ad: SampleNativeAd) {
            self.ad = ad
            ad.delegate = self
        }

        var headline: String? { ad.headline }
        var images: [NativeAdImage]? { ad.image.map { [NativeAdImage(image: $0)] } }
        var body: String? { ad.body }
        var icon: NativeAdImage? { ad.icon.map { NativeAdImage(image: $0) } }
        var callToAction: String? { ad.callToAction }
        var starRating: NSDecimalNumber? { ad.starRating }
        var store: String? { ad.store }
        var price: String? { ad.price }
        var advertiser: String? { ad.advertiser }
        var extraAssets: [String: Any]? { ad.degreeOfAwesomeness.map { ["DegreeOfAwesomeness": $0] } }
        let adChoicesView: View? = SampleAdInfoView()
        var mediaView: View? { ad.mediaView }
        var hasVideoContent: Bool { ad.mediaView != nil }

        func didRender(
            in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
            nonclickableAssetViews: [NativeAssetIdentifier: View], viewController: ViewController
        ) {
            ad.trackView(view)
        }

        func didUntrackView(_ view: View?) {}

        func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(self)
        }

        func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordClick(self)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillLeaveApplication(self)
        }
    }
}

/// The legacy native adapter as Google wrote it: the loader is a local (fidelity A9), kept alive
/// only by the Sample SDK while its request is in flight.
final class LocalLoaderLegacyNativeAd: CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    weak var delegate: (any CustomEventNativeAdDelegate)?

    init() {}

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = serverParameter
        loader.delegate = self
        loader.fetchAd(SampleNativeAdRequest())
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        delegate?.customEventNativeAd(self, didReceive: NoVideoLegacyNativeAd.MappedWithoutVideo(nativeAd))
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        delegate?.customEventNativeAd(
            self, didFailToLoadWithError: MediationError(domain: "com.google.CustomEvent", code: errorCode.rawValue))
    }
}
