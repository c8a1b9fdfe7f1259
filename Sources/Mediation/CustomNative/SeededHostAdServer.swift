import AdWorld
import NeutralUI

/// An embedded stand-in for the host's ad server that serves the documented test ad units, with
/// one seeded draw per ad: same seed, same answers.
///
/// Ad units: ``directAdUnitIDs`` serve a direct-sold ad, ``backfillAdUnitIDs`` a backfill ad that
/// adds the AdChoices image and info URL. ``deepLinksAdUnitID`` is AdReplay's own, not Google's:
/// the direct-sold ad with two deep links, the first to another app, so that which deep link a
/// click takes (the first an installed app can open) shows in a fixture.
///
/// A modelling choice (fidelity C2): seeds 002/004 say the backfill test units serve
/// system-defined native ads (app install and content) with the AdChoices overlay. AdReplay's
/// host models custom native formats only, so its backfill units serve the custom format with
/// the AdChoices overlay instead — the shape seed 004 gives reservation ads with AdChoices — to
/// exercise an app's AdChoices handling. Both serve format ``formatID`` (`10063170`) with assets
/// Headline (text), MainImage (image, with its URL) and Caption (text), one deep link and a
/// destination URL.
///
/// Draws (SplitMix64, `SeededGenerator`): for each request that can fill, exactly one
/// `draw(below: 2)`; 1 means the video variant (`hasVideo`, so a media view), 0 the image-only
/// variant. A request for another ad unit, or one whose format IDs lack `10063170`, is answered
/// `failure(code: 1)` (no fill) without a draw.
///
/// ```swift
/// world.hostAdServer = .seeded(7)
/// ```
public final class SeededHostAdServer: HostAdServer {
    public static let formatID = "10063170"
    public static let directAdUnitIDs = ["/21775744923/example/native", "/6499/example/native"]
    public static let backfillAdUnitIDs = ["/21775744923/example/native-backfill", "/6499/example/native-backfill"]
    public static let deepLinksAdUnitID = "/adreplay/example/native-deep-links"

    /// The virtual delay of every answer.
    public let latency: Int
    private var generator: SeededGenerator

    public init(seed: UInt64, latency: Int = 0) {
        self.generator = SeededGenerator(seed: seed)
        self.latency = latency
    }

    public func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        let isDirect = Self.directAdUnitIDs.contains(request.adUnitID) || request.adUnitID == Self.deepLinksAdUnitID
        let isBackfill = Self.backfillAdUnitIDs.contains(request.adUnitID)
        guard isDirect || isBackfill, request.formatIDs.contains(Self.formatID) else {
            return .failure(code: MediationError.HostCode.noFill.rawValue, latency: latency)
        }
        let hasVideo = generator.draw(below: 2) == 1
        return .fill(Self.testAd(forAdUnit: request.adUnitID, hasVideo: hasVideo), latency: latency)
    }

    /// The test ad this server serves on `adUnitID`: the backfill ad on a backfill unit, the
    /// direct-sold ad on any other (for a network that forces a fill whatever the unit).
    public static func testAd(forAdUnit adUnitID: String, hasVideo: Bool) -> CustomNativeAdPayload {
        if backfillAdUnitIDs.contains(adUnitID) { return backfillAd(hasVideo: hasVideo) }
        var ad = directAd(hasVideo: hasVideo)
        if adUnitID == deepLinksAdUnitID { ad.deepLinkURLs.insert("examplemarket://listing/10063170", at: 0) }
        return ad
    }

    static func directAd(hasVideo: Bool) -> CustomNativeAdPayload {
        CustomNativeAdPayload(
            formatID: formatID,
            assets: [
                .init(key: "Headline", value: .text("Direct-sold custom native ad")),
                .init(key: "MainImage", value: .image(mainImage(color: Color(red: 0, green: 0.6, blue: 0.3)))),
                .init(key: "Caption", value: .text("Sold directly for this test ad unit.")),
            ],
            hasVideo: hasVideo,
            deepLinkURLs: ["examplestore://product/10063170"],
            destinationURL: "https://www.example.com/custom-native/direct"
        )
    }

    static func backfillAd(hasVideo: Bool) -> CustomNativeAdPayload {
        CustomNativeAdPayload(
            formatID: formatID,
            assets: [
                .init(key: "Headline", value: .text("Backfill custom native ad")),
                .init(key: "MainImage", value: .image(mainImage(color: Color(red: 0.9, green: 0.5, blue: 0)))),
                .init(key: "Caption", value: .text("Served as backfill, with AdChoices.")),
            ],
            hasVideo: hasVideo,
            deepLinkURLs: ["examplestore://product/10063170?backfill=1"],
            destinationURL: "https://www.example.com/custom-native/backfill",
            adChoices: .init(
                image: NativeAdImageValue(
                    image: Image(named: "adchoices", size: Size(width: 15, height: 15)),
                    url: "https://www.example.com/custom-native/adchoices.png"
                ),
                infoURL: "https://www.example.com/custom-native/why-this-ad"
            )
        )
    }

    private static func mainImage(color: Color) -> NativeAdImageValue {
        NativeAdImageValue(
            image: Image(size: Size(width: 1200, height: 627), color: color),
            url: "https://www.example.com/custom-native/main-image.png"
        )
    }
}

extension HostAdServer where Self == SeededHostAdServer {
    /// The embedded test ad server with `seed`; answers after `latency` virtual milliseconds.
    public static func seeded(_ seed: UInt64, latency: Int = 0) -> SeededHostAdServer {
        SeededHostAdServer(seed: seed, latency: latency)
    }
}
