import AdWorld
import Foundation
import NeutralUI

// A stand-in for Verve's HyBid SDK, written from the call sites of Google's Verve adapter (its
// loaders, and the Objective-C selectors its HyBidClient.swift sends, whose Swift names these
// are). Every render, call into the app and visible effect goes through ``HyBidSeam``.

/// `HyBid`: the SDK's entry point.
public enum HyBid {
    public static let version = "3.6.0"

    public static func sdkVersion() -> String { version }

    /// Initialises the SDK on the next turn of the world's clock: fails for an empty app token.
    public static func initWithAppToken(_ appToken: String, completion: @escaping (Bool) -> Void) {
        let context = HyBidContext(for: "HyBid")
        context.log("Initializing with app token \(appToken)")
        context.after(0) {
            let success = !appToken.isEmpty
            context.call(completion, .initCompletion(success: success)) { $0(success) }
        }
    }

    /// The signal for a bidding request (deterministic: the mediation's name).
    public static func getEncodedCustomRequestSignalData(_ mediation: String) -> String? {
        "hybid-signal-\(mediation)"
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

    static let all: [HyBidAdSize] = [
        size_320x50, size_300x250, size_300x50, size_320x480, size_1024x768, size_768x1024,
        size_728x90, size_160x600, size_250x250, size_300x600, size_320x100, size_480x320,
    ]

    /// The listed size of `width`×`height`, nil when HyBid lists none (not in the real SDK: a
    /// convenience for AdReplay's replacement of the adapter's client file).
    public static func matching(width: Int, height: Int) -> HyBidAdSize? {
        all.first { $0.width == width && $0.height == height }
    }
}

/// Renders a bid response through the seam: the creative, or HyBid's error as an `NSError`.
typealias HyBidRender = StandInLoad<HyBidNetwork, HyBidCreative>

extension StandInLoad where Network == HyBidNetwork {
    func render(_ request: HyBidRequest, loaded: @escaping (HyBidCreative) -> Void, failed: @escaping (Int, NSError) -> Void) {
        load(request, log: "Rendering \(request)", loaded: loaded, failed: failed)
    }
}
