import AdWorld
import Mediation
import NeutralUI

/// Plays the app: lists format IDs and keeps whatever the loader delivers.
final class AppSpy: CustomNativeAdLoaderDelegate {
    var formatIDs: [String]
    private(set) var ads: [CustomNativeAd] = []
    private(set) var errors: [MediationError] = []
    private(set) var formatQuestions = 0

    init(formatIDs: [String] = [SeededHostAdServer.formatID]) {
        self.formatIDs = formatIDs
    }

    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String] {
        formatQuestions += 1
        return formatIDs
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd) {
        ads.append(customNativeAd)
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {
        errors.append(error)
    }
}

/// Hears a custom native ad's delegate calls, in order.
final class AdDelegateSpy: CustomNativeAdDelegate {
    private(set) var calls: [String] = []

    func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd) {
        calls.append("impression \(nativeAd.identifier)")
    }

    func customNativeAdDidRecordClick(_ nativeAd: CustomNativeAd) {
        calls.append("click \(nativeAd.identifier)")
    }
}

/// A world with a virtual clock, an event log and (optionally) a chosen ad server.
struct Session {
    let world = World(clock: VirtualClock())
    let log = MediationEventLog()
    let app: AppSpy

    init(server: (any HostAdServer)? = nil, formatIDs: [String] = [SeededHostAdServer.formatID]) {
        app = AppSpy(formatIDs: formatIDs)
        world.mediationObserver = log
        if let server { world.hostAdServer = server }
    }

    /// Loads once from `adUnitID` inside the world; returns the loader (kept alive by the caller
    /// when the answer comes later).
    @discardableResult
    func load(_ adUnitID: String, request: AdRequest = AdRequest()) -> CustomNativeAdLoader {
        world.run {
            let loader = CustomNativeAdLoader(adUnitID: adUnitID, rootViewController: ViewController())
            loader.delegate = app
            loader.load(request)
            return loader
        }
    }

    /// Loads once and returns the delivered ad, if any.
    func loadAd(_ adUnitID: String) -> CustomNativeAd? {
        load(adUnitID)
        return app.ads.last
    }
}

/// The Headline / MainImage / Caption ad the tests script, with knobs for what each test varies.
func scriptedPayload(
    formatID: String = SeededHostAdServer.formatID,
    hasVideo: Bool = false,
    deepLinks: [String] = ["examplestore://product/1", "otherstore://item/1"],
    adChoices: CustomNativeAdPayload.AdChoices? = nil
) -> CustomNativeAdPayload {
    CustomNativeAdPayload(
        formatID: formatID,
        assets: [
            .init(key: "Headline", value: .text("Scripted headline")),
            .init(
                key: "MainImage",
                value: .image(
                    NativeAdImageValue(
                        image: Image(size: Size(width: 600, height: 300), color: .white),
                        url: "https://www.example.com/main.png",
                        scale: 2
                    ))),
            .init(key: "Caption", value: .text("Scripted caption")),
        ],
        hasVideo: hasVideo,
        deepLinkURLs: deepLinks,
        destinationURL: "https://www.example.com/landing",
        adChoices: adChoices
    )
}
