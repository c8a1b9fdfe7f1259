import AdWorld
import Foundation
import NeutralUI

// A stand-in for the Moloco SDK (MolocoSDK), written from the call sites of Google's Moloco
// adapter. It does no I/O and has no seam: a load succeeds on the world's clock when given a
// non-empty bid response and fails otherwise; ads show a screen, count their impression when
// shown and their click when tapped. Enough for the adapter to compile and behave plausibly;
// not enough to record its sessions (the Bigo and BidMachine stand-ins are).

/// `MolocoInitParams`.
public struct MolocoInitParams: Sendable {
    public var appKey: String
    public var mediation: String

    public init(appKey: String, mediation: String) {
        self.appKey = appKey
        self.mediation = mediation
    }
}

/// `MolocoCreateAdParams`.
public struct MolocoCreateAdParams: Sendable {
    public var adUnit: String
    public var mediation: String
    public var watermarkData: Data?

    public init(adUnit: String, mediation: String, watermarkData: Data? = nil) {
        self.adUnit = adUnit
        self.mediation = mediation
        self.watermarkData = watermarkData
    }
}

/// `MolocoParams`.
public struct MolocoParams: Sendable {
    public var mediation: String

    public init(mediation: String) {
        self.mediation = mediation
    }
}

/// The SDK's privacy settings, kept in the current world.
public enum MolocoPrivacySettings {
    public static var isAgeRestrictedUser: Bool? {
        get { Moloco.shared.isAgeRestrictedUser }
        set { Moloco.shared.isAgeRestrictedUser = newValue }
    }
}

/// `Moloco`: the SDK's entry point; `shared` is one per world.
public final class Moloco {
    /// How long a load or an initialisation takes, in virtual milliseconds.
    static let latency = 100

    let world: World
    public private(set) var isInitialized = false
    var isAgeRestrictedUser: Bool?
    public let sdkVersion = "3.9.0"

    init(world: World) {
        self.world = world
    }

    public static var shared: Moloco {
        World.currentOrDetached(for: "Moloco")[SharedKey.self]
    }

    private enum SharedKey: WorldKey {
        static func defaultValue(in world: World) -> Moloco { Moloco(world: world) }
    }

    /// Initialises the SDK: fails for an empty app key, on the world's clock.
    public func initialize(params: MolocoInitParams, completion: ((Bool, (any Error)?) -> Void)?) {
        world.schedule(after: Self.latency) { [self] in
            if params.appKey.isEmpty {
                completion?(false, MolocoError.make(code: 1, "The app key is empty."))
            } else {
                isInitialized = true
                completion?(true, nil)
            }
        }
    }

    /// A bid token (deterministic: the number of tokens handed out in this world).
    public func getBidToken(params: MolocoParams, completion: @escaping (String?, (any Error)?) -> Void) {
        completion("moloco-token-\(params.mediation)-\(world.nextSerial("MolocoBidToken"))", nil)
    }

    public func createInterstitial(params: MolocoCreateAdParams) -> MolocoInterstitial? {
        isInitialized ? MolocoInterstitial(params: params, world: world) : nil
    }

    public func createRewarded(params: MolocoCreateAdParams) -> MolocoRewardedInterstitial? {
        isInitialized ? MolocoRewardedInterstitial(params: params, world: world) : nil
    }

    public func createMolocoBanner(params: MolocoCreateAdParams, size: MolocoBannerAdSize, viewController: ViewController) -> MolocoBannerAdView? {
        isInitialized ? MolocoBannerAdView(params: params, size: size, world: world) : nil
    }

    public func createNativeAd(params: MolocoCreateAdParams) -> MolocoNativeAd? {
        isInitialized ? MolocoNativeAd(params: params, world: world) : nil
    }
}

enum MolocoError {
    static let domain = "com.moloco.sdk"

    static func make(code: Int, _ message: String) -> NSError {
        NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
