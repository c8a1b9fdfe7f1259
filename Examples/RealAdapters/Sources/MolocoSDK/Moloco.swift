import AdWorld
import Foundation
import NeutralUI

// A stand-in for the Moloco SDK (MolocoSDK), written from the call sites of Google's Moloco
// adapter. Every load, call into the app and visible effect goes through ``MolocoSeam``.

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
    let context: MolocoContext
    public private(set) var isInitialized = false
    var isAgeRestrictedUser: Bool?
    public let sdkVersion = "3.9.0"

    init(context: MolocoContext) {
        self.context = context
    }

    public static var shared: Moloco {
        World.currentOrDetached(for: "Moloco")[SharedKey.self]
    }

    private enum SharedKey: WorldKey {
        static func defaultValue(in world: World) -> Moloco { Moloco(context: world.run { MolocoContext(for: "Moloco") }) }
    }

    /// Initialises the SDK on the next turn of the world's clock: fails for an empty app key.
    public func initialize(params: MolocoInitParams, completion: ((Bool, (any Error)?) -> Void)?) {
        context.perform(.log("[Moloco] Initializing app \(params.appKey)"))
        context.after(0) { [self] in
            let success = !params.appKey.isEmpty
            if success { isInitialized = true }
            let error: NSError? = success ? nil : MolocoError.make(code: 1, "The app key is empty.")
            context.call(completion, .initializeCompletion(success: success)) { $0?(success, error) }
        }
    }

    /// A bid token (deterministic: the number of tokens handed out in this world).
    public func getBidToken(params: MolocoParams, completion: @escaping (String?, (any Error)?) -> Void) {
        let token = "moloco-token-\(params.mediation)-\(context.world.nextSerial("MolocoBidToken"))"
        context.call(completion, .bidTokenCompletion) { $0(token, nil) }
    }

    public func createInterstitial(params: MolocoCreateAdParams) -> MolocoInterstitial? {
        isInitialized ? MolocoInterstitial(params: params, context: context) : nil
    }

    public func createRewarded(params: MolocoCreateAdParams) -> MolocoRewardedInterstitial? {
        isInitialized ? MolocoRewardedInterstitial(params: params, context: context) : nil
    }

    public func createMolocoBanner(params: MolocoCreateAdParams, size: MolocoBannerAdSize, viewController: ViewController) -> MolocoBannerAdView? {
        isInitialized ? MolocoBannerAdView(params: params, size: size, context: context) : nil
    }

    public func createNativeAd(params: MolocoCreateAdParams) -> MolocoNativeAd? {
        isInitialized ? MolocoNativeAd(params: params, context: context) : nil
    }
}

enum MolocoError {
    static let domain = "com.moloco.sdk"

    static func make(code: Int, _ message: String) -> NSError {
        NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
