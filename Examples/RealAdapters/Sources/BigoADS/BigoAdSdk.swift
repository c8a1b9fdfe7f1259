import AdWorld
import Foundation

/// `BigoAdConfig`: how the app initialises the SDK.
public final class BigoAdConfig {
    public let appId: String
    /// Test ads; the stand-in's server answers the same either way.
    public var testMode = false

    public init(appId: String) {
        self.appId = appId
    }
}

/// A consent the app reports (`BigoConsentOptions` in the real SDK, an Objective-C string enum).
public struct BigoConsentOptions: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// COPPA: `consent: false` says the user is a child under 13.
public let BigoConsentOptionsCOPPA = BigoConsentOptions(rawValue: "COPPA")
/// GDPR.
public let BigoConsentOptionsGDPR = BigoConsentOptions(rawValue: "GDPR")
/// CCPA.
public let BigoConsentOptionsCCPA = BigoConsentOptions(rawValue: "CCPA")

/// `BigoAdSdk`: the SDK's entry point. `sharedInstance()` is one per world, never one per
/// process, so sessions running side by side do not share its state.
public final class BigoAdSdk {
    /// The stand-in's version (the one Google's adapter 5.3.0.0 was built against is 5.3.0).
    public static let version = "5.3.0"
    /// Where every Bigo ad takes the user when clicked.
    public static let clickURL = "https://bigo-ads.example/click"

    private let context: BigoContext
    private var initialized = false
    private var appId: String?
    /// The consents reported, by option.
    public private(set) var consents: [BigoConsentOptions: Bool] = [:]

    init(context: BigoContext) {
        self.context = context
    }

    /// The world's SDK.
    public static func sharedInstance() -> BigoAdSdk {
        StandInShared.current { BigoAdSdk(context: BigoContext(for: "BigoAdSdk")) }
    }

    /// Initialises the SDK; `completion` is called on the next turn of the world's clock.
    public func initializeSdk(with config: BigoAdConfig, completion: (() -> Void)?) {
        appId = config.appId
        context.log("Initializing with app \(config.appId)\(config.testMode ? " (test mode)" : "")")
        context.after(0) { [self] in
            initialized = true
            context.call(completion, .sdkInitialized) { $0() }
        }
    }

    public func isInitialized() -> Bool { initialized }

    /// The bidder token for a bidding request: nil before initialisation (the real SDK returns
    /// nil then too). Deterministic: the app ID and the number of tokens handed out.
    public func getBidderToken() -> String? {
        guard initialized, let appId else { return nil }
        return "bigo-token-\(appId)-\(context.world.nextSerial("BigoBidderToken"))"
    }

    public func getVersionName() -> String { Self.version }

    /// Reports a consent (for example `BigoConsentOptionsCOPPA`).
    public static func setUserConsentWithOption(_ option: BigoConsentOptions, consent: Bool) {
        let sdk = sharedInstance()
        sdk.consents[option] = consent
        sdk.context.log("Consent \(option.rawValue) = \(consent)")
    }
}
