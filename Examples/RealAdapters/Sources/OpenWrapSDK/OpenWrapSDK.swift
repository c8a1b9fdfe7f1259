import AdWorld
import Foundation
import NeutralUI

// A stand-in for PubMatic's OpenWrap SDK, written from the call sites of Google's PubMatic
// adapter. Every load, call into the app and visible effect goes through ``OpenWrapSeam``.

/// `OpenWrapSDK`: the SDK's global settings, kept in the current world.
public final class OpenWrapSDK {
    private var coppa: Bool?
    private var config: OpenWrapSDKConfig?

    public static func version() -> String { "4.8.0" }

    static var current: OpenWrapSDK { StandInShared.current { OpenWrapSDK() } }

    /// Keeps the app's COPPA setting, and logs it: the SDK sends it with every bid request, so a
    /// session shows what the adapter set (an adapter that sets the wrong value differs).
    public static func setCoppaEnabled(_ enabled: Bool) {
        current.coppa = enabled
        OpenWrapContext(for: "OpenWrapSDK").log("COPPA \(enabled ? "enabled" : "disabled")")
    }

    /// Initialises the SDK on the next turn of the world's clock: fails for an empty publisher ID.
    public static func initialize(with config: OpenWrapSDKConfig, andCompletionHandler completion: ((Bool, (any Error)?) -> Void)?) {
        let context = OpenWrapContext(for: "OpenWrapSDK")
        context.log("Initializing publisher \(config.publisherId)")
        context.after(0) {
            let success = !config.publisherId.isEmpty
            if success { current.config = config }
            let error: NSError? = success ? nil : OpenWrapNetwork.error(code: 1001, "The publisher ID is empty.")
            context.call(completion, .initializeCompletion(success: success)) { $0?(success, error) }
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

/// `POBAdSize`: a banner size. Any size, `CGSizeZero` included (`isZero()`), as the SDK's
/// `initWithCGSize:` takes; an initialiser without nullability annotations, hence `init!`.
public final class POBAdSize {
    private let size: CGSize

    public init!(cgSize: CGSize) {
        size = cgSize
    }

    public func cgSize() -> CGSize { size }
    public func isZero() -> Bool { size.width == 0 && size.height == 0 }
    public func width() -> CGFloat { size.width }
    public func height() -> CGFloat { size.height }
}

/// `POBReward`.
public final class POBReward {
    public let currencyType: String
    public let amount: NSNumber

    public init(currencyType: String, withAmount amount: NSNumber) {
        self.currencyType = currencyType
        self.amount = amount
    }

    /// A reward of no stated currency and amount 0 (`unspecifiedReward`, and the Objective-C
    /// class's `init()`).
    public convenience init() {
        self.init(currencyType: "", withAmount: 0)
    }

    public static func unspecifiedReward() -> POBReward { POBReward() }
}

/// A load every format shares, through ``OpenWrapSeam``: the creative, or the server's error.
typealias POBLoad = StandInLoad<OpenWrapNetwork, OpenWrapCreative>

extension StandInLoad where Network == OpenWrapNetwork {
    /// Loads `format` with the app's `request` options: a bidding load of `bidResponse`, or
    /// (nil) a waterfall one of `waterfall` (a banner's of `size`).
    func load(
        _ format: OpenWrapFormat, _ request: POBRequest, bidResponse: String?,
        waterfall: (publisherId: String, profileId: Int, adUnitId: String)?, size: String? = nil,
        loaded: @escaping (OpenWrapCreative) -> Void, failed: @escaping (Int, NSError) -> Void
    ) {
        let watermark = request.extraInfo[kPOBAdMobWatermarkKey]?.base64EncodedString()
        let ask = OpenWrapRequest(
            format: format, bidResponse: bidResponse, publisherId: waterfall?.publisherId,
            profileId: waterfall?.profileId, adUnitId: waterfall?.adUnitId, size: size, watermark: watermark,
            testMode: request.testModeEnabled)
        load(ask, log: "Loading \(ask)", loaded: loaded, failed: failed)
    }
}
