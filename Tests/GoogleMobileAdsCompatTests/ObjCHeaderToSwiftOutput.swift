// Written by scripts/objc-header-to-swift from GADMAdapterAcme.h, GADMAdapterAcme.m.
// What Swift imports from these Objective-C headers, for a build against GoogleMobileAdsCompat.
#if !canImport(GoogleMobileAds)
import GoogleMobileAdsCompat

// GADMAdapterAcme.h:7
public let GADMAdapterAcmeErrorDomain: String = "com.example.acme"

// GADMAdapterAcme.h:8
public let GADMAdapterAcmeVersion: String = "1.2.3.0"

// GADMAdapterAcme.h:9
public let GADMAdapterAcmeMaxRetries: Int = 3

// GADMAdapterAcme.h:10
public let GADMAdapterAcmePlacementKey: String = "placement_id"

// GADMAdapterAcme.h:12
public struct GADMAdapterAcmeError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case invalidServerParameters = 101
        case sdkNotInitialized = 102
        case adNotReady = 103
    }

    public static var errorDomain: String { GADMAdapterAcmeErrorDomain }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }
    public static var invalidServerParameters: Code { .invalidServerParameters }
    public static var sdkNotInitialized: Code { .sdkNotInitialized }
    public static var adNotReady: Code { .adNotReady }
}

// GADMAdapterAcme.h:18
public enum GADMAdapterAcmeAdChoicesCorner: Int, Sendable {
    case topLeft = 0
    case bottomRight = 3
    public static var `default`: GADMAdapterAcmeAdChoicesCorner { .topLeft }
    @available(*, deprecated, message: "Use TopLeft.")
    case legacy = 7
}

// GADMAdapterAcme.h:26
public enum GADMAdapterAcmeState: Int, Sendable {
    case stateIdle = 0
    case staetLoading = 1
}

// GADMAdapterAcme.h:31
public struct GADMAdapterAcmeAdTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let video = GADMAdapterAcmeAdTypes(rawValue: 1)
    public static let display = GADMAdapterAcmeAdTypes(rawValue: 2)
}

// GADMAdapterAcme.h:37
open class GADMAdapterAcmeExtras: NSObject, AdNetworkExtras {
    open var muteAudio: Bool = false
    open var isTestMode: Bool = false
    open var userID: String?
    open var keywords: [String] = []
    open var corner: GADMAdapterAcmeAdChoicesCorner = .topLeft
    open var adTypes: GADMAdapterAcmeAdTypes = []
    @available(*, deprecated, message: "Use keywords.")
    open var age: Int = 0
}
#endif
