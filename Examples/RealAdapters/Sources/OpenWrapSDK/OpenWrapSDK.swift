import AdWorld
import Foundation
import NeutralUI

// A stand-in for PubMatic's OpenWrap SDK, written from the call sites of Google's PubMatic
// adapter. No I/O and no seam: a load succeeds on the world's clock (a bidding load when given a
// non-empty response, a waterfall load when given a non-empty ad unit), ads count their
// impression when shown and their click when tapped.

/// `OpenWrapSDK`: the SDK's global settings, kept in the current world.
public final class OpenWrapSDK {
    static let latency = 100

    private var coppa: Bool?
    private var config: OpenWrapSDKConfig?

    public static func version() -> String { "4.8.0" }

    static var current: OpenWrapSDK {
        World.currentOrDetached(for: "OpenWrapSDK")[SharedKey.self]
    }

    private enum SharedKey: WorldKey {
        static func defaultValue(in world: World) -> OpenWrapSDK { OpenWrapSDK() }
    }

    public static func setCoppaEnabled(_ enabled: Bool) {
        current.coppa = enabled
    }

    /// Initialises the SDK: fails for an empty publisher ID, on the world's clock.
    public static func initialize(with config: OpenWrapSDKConfig, andCompletionHandler completion: ((Bool, (any Error)?) -> Void)?) {
        let world = World.currentOrDetached(for: "OpenWrapSDK")
        world.schedule(after: latency) {
            if config.publisherId.isEmpty {
                completion?(false, POBError.make(code: 1001, "The publisher ID is empty."))
            } else {
                current.config = config
                completion?(true, nil)
            }
        }
    }
}

/// `OpenWrapSDKConfig`.
public final class OpenWrapSDKConfig {
    public let publisherId: String
    public let profileIds: [NSNumber]

    public init(publisherId: String, andProfileIds profileIds: [NSNumber]) {
        self.publisherId = publisherId
        self.profileIds = profileIds
    }
}

enum POBError {
    static let domain = "com.pubmatic.openwrap"

    static func make(code: Int, _ message: String) -> NSError {
        NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// The formats a signal can be asked for.
public enum POBAdFormat: Int, Sendable {
    case banner, MREC, interstitial, rewarded, native
}

/// Who the signal is for.
public enum POBBiddingHost: Int, Sendable {
    case adMob
}

public final class POBSignalConfig {
    public let adFormat: POBAdFormat

    public init(adFormat: POBAdFormat) {
        self.adFormat = adFormat
    }
}

public enum POBSignalGenerator {
    /// The signal for a bidding request (deterministic: the host and the format).
    public static func generateSignal(for host: POBBiddingHost, andConfig config: POBSignalConfig) -> String {
        "openwrap-signal-\(host)-\(config.adFormat)"
    }
}

/// The key of GMA's watermark among a request's extra info.
public let kPOBAdMobWatermarkKey = "admob_watermark"

/// A request's options.
public final class POBRequest {
    public var testModeEnabled = false
    var extraInfo: [String: Data] = [:]
}

/// `POBAdSize`: a banner size.
public final class POBAdSize {
    public let width: Int
    public let height: Int

    /// Nil for a size without width or height.
    public init?(cgSize: CGSize) {
        guard cgSize.width >= 1, cgSize.height >= 1 else { return nil }
        width = Int(cgSize.width)
        height = Int(cgSize.height)
    }
}

/// `POBReward`.
public final class POBReward {
    public let currencyType: String
    public let amount: NSNumber

    init(currencyType: String, amount: NSNumber) {
        self.currencyType = currencyType
        self.amount = amount
    }
}

/// A load every format shares: a bidding load with a non-empty response, or a waterfall load
/// with a non-empty ad unit, succeeds after ``OpenWrapSDK/latency``.
final class POBLoad {
    let world = World.currentOrDetached(for: "POBAd")
    let request = POBRequest()
    private(set) var isLoaded = false

    func load(valid: Bool, loaded: @escaping () -> Void, failed: @escaping (NSError) -> Void) {
        world.schedule(after: OpenWrapSDK.latency) { [self] in
            if valid {
                isLoaded = true
                loaded()
            } else {
                failed(POBError.make(code: 1002, "No ads available."))
            }
        }
    }

    func open(_ url: String) {
        world.application.open(url)
    }
}
