import AdWorld
import Foundation
import NeutralUI

// A stand-in for Verve's HyBid SDK, written from the call sites of Google's Verve adapter (its
// loaders, and the Objective-C selectors its HyBidClient.swift sends, whose Swift names these
// are). No I/O and no seam: rendering a bid response succeeds on the world's clock when the
// response is not empty; ads count their impression when shown and their click when tapped.

/// `HyBid`: the SDK's entry point.
public enum HyBid {
    static let latency = 100

    public static func sdkVersion() -> String { "3.6.0" }

    /// Initialises the SDK: fails for an empty app token, on the world's clock.
    public static func initWithAppToken(_ appToken: String, completion: @escaping (Bool) -> Void) {
        World.currentOrDetached(for: "HyBid").schedule(after: latency) { completion(!appToken.isEmpty) }
    }

    /// The signal for a bidding request (deterministic: the mediation's name).
    public static func getEncodedCustomRequestSignalData(_ mediation: String) -> String? {
        "hybid-signal-\(mediation)"
    }
}

enum HyBidError {
    static func make(code: Int, _ message: String) -> NSError {
        NSError(domain: "net.pubnative.PubnativeLite", code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// A banner size HyBid serves.
public struct HyBidAdSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    public static let size_320x50 = HyBidAdSize(width: 320, height: 50)
    public static let size_300x250 = HyBidAdSize(width: 300, height: 250)
    public static let size_300x50 = HyBidAdSize(width: 300, height: 50)
    public static let size_320x480 = HyBidAdSize(width: 320, height: 480)
    public static let size_1024x768 = HyBidAdSize(width: 1024, height: 768)
    public static let size_768x1024 = HyBidAdSize(width: 768, height: 1024)
    public static let size_728x90 = HyBidAdSize(width: 728, height: 90)
    public static let size_160x600 = HyBidAdSize(width: 160, height: 600)
    public static let size_250x250 = HyBidAdSize(width: 250, height: 250)
    public static let size_300x600 = HyBidAdSize(width: 300, height: 600)
    public static let size_320x100 = HyBidAdSize(width: 320, height: 100)
    public static let size_480x320 = HyBidAdSize(width: 480, height: 320)

    static let all: [HyBidAdSize] = [size_320x50, size_300x250, size_300x50, size_320x480, size_1024x768, size_768x1024,
                                     size_728x90, size_160x600, size_250x250, size_300x600, size_320x100, size_480x320]

    /// The listed size of `width`×`height`, nil when HyBid lists none (not in the real SDK: a
    /// convenience for AdReplay's replacement of the adapter's client file).
    public static func matching(width: Int, height: Int) -> HyBidAdSize? {
        all.first { $0.width == width && $0.height == height }
    }
}

/// Renders a bid response after ``HyBid/latency``: an empty one fails.
final class HyBidRender {
    let world = World.currentOrDetached(for: "HyBidAd")
    private(set) var isLoaded = false

    func render(_ content: String, loaded: @escaping () -> Void, failed: @escaping (NSError) -> Void) {
        world.schedule(after: HyBid.latency) { [self] in
            if content.isEmpty {
                failed(HyBidError.make(code: 1, "The ad content is empty."))
            } else {
                isLoaded = true
                loaded()
            }
        }
    }

    func click() {
        world.application.open("https://verve.example/click")
    }
}
