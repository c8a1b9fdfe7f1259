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

/// The SDK's privacy settings: the current session's (kept in its world, so that nothing one
/// session sets reaches the next); outside any session, the process's, as in the SDK (what a unit
/// test sets, the adapter it calls reads).
public enum MolocoPrivacySettings {
    /// Whether the user is to be treated as age-restricted; false until set.
    public static var isAgeRestrictedUser: Bool {
        get {
            guard World.current != nil else { return outsideSessions.isAgeRestrictedUser }
            return Moloco.shared.isAgeRestrictedUser
        }
        set {
            guard World.current != nil else {
                outsideSessions.isAgeRestrictedUser = newValue
                return
            }
            Moloco.shared.isAgeRestrictedUser = newValue
            // The SDK sends it with every ad request: the session shows what the adapter set.
            Moloco.shared.context.log("isAgeRestrictedUser = \(newValue)")
        }
    }

    private static let outsideSessions = OutsideSessions()

    /// The settings read and written outside any session, locked (a test may use any thread).
    private final class OutsideSessions: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isAgeRestrictedUser: Bool {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}

/// `Moloco`: the SDK's entry point; `shared` is one per world.
public final class Moloco {
    let context: MolocoContext
    public private(set) var isInitialized = false
    var isAgeRestrictedUser = false
    public let sdkVersion = "3.9.0"

    init(context: MolocoContext) {
        self.context = context
    }

    public static var shared: Moloco { StandInShared.current { Moloco(context: MolocoContext(for: "Moloco")) } }

    /// Initialises the SDK on the next turn of the world's clock: fails for an empty app key.
    public func initialize(params: MolocoInitParams, completion: ((Bool, (any Error)?) -> Void)?) {
        context.log("Initializing app \(params.appKey)")
        context.after(0) { [self] in
            let success = !params.appKey.isEmpty
            if success { isInitialized = true }
            let error: NSError? = success ? nil : MolocoNetwork.error(code: 1, "The app key is empty.")
            context.call(completion, .initializeCompletion(success: success)) { $0?(success, error) }
        }
    }

    /// A bid token (deterministic: the number of tokens handed out in this world); an error (7)
    /// before the SDK is initialised, as the SDK signs its tokens with what initialisation
    /// fetched (the stand-in's guess, README).
    public func getBidToken(params: MolocoParams, completion: @escaping (String?, (any Error)?) -> Void) {
        guard isInitialized else {
            let error = MolocoNetwork.error(code: 7, "The SDK is not initialized.")
            context.call(completion, .bidTokenFailure(code: 7)) { $0(nil, error) }
            return
        }
        let token = "moloco-token-\(params.mediation)-\(context.world.nextSerial("MolocoBidToken"))"
        context.call(completion, .bidTokenCompletion) { $0(token, nil) }
    }

    public func createInterstitial(params: MolocoCreateAdParams) -> (any MolocoInterstitial)? {
        isInitialized ? MolocoInterstitialAd(params: params) : nil
    }

    public func createRewarded(params: MolocoCreateAdParams) -> (any MolocoRewardedInterstitial)? {
        isInitialized ? MolocoRewardedInterstitialAd(params: params) : nil
    }

    public func createMolocoBanner(
        params: MolocoCreateAdParams, size: MolocoBannerAdSize, viewController: ViewController
    ) -> MolocoBannerAdView? {
        isInitialized ? MolocoBannerAdView(params: params, size: size) : nil
    }

    public func createNativeAd(params: MolocoCreateAdParams) -> (any MolocoNativeAd)? {
        isInitialized ? MolocoNativeAdObject(params: params) : nil
    }
}
