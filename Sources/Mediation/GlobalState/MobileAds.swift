import AdWorld
import Foundation

/// The Google Mobile Ads SDK's global state as an adapter reads it, GMA 12's `MobileAds`
/// (`GADMobileAds`): `MobileAds.shared.requestConfiguration`, `isApplicationMuted`,
/// `applicationVolume`, the SDK's version.
///
/// "Global" per session: ``shared`` is the current world's, so a session starts with what its
/// scenario sets (``MobileAdsSettings``) and nothing one session changes reaches the next.
/// Outside any session it is one process-wide instance, as GMA's singleton is.
public final class MobileAds: NSObject {
    /// The SDK version the host plays: GMA 12.0.0.
    public static let hostVersion = VersionNumber(majorVersion: 12, minorVersion: 0, patchVersion: 0)

    /// The request configuration every load of the session shares.
    public let requestConfiguration: RequestConfiguration
    /// Whether the app muted its audio; ads should start muted.
    public var isApplicationMuted: Bool {
        get {
            readLog?.note(.isApplicationMuted, ConfigurationReads.text(storedMuted))
            return storedMuted
        }
        set { storedMuted = newValue }
    }
    /// The app's audio volume, 0 (silent) to 1 (the device's volume).
    public var applicationVolume: Float {
        get {
            readLog?.note(.applicationVolume, ConfigurationReads.text(volume: storedVolume))
            return storedVolume
        }
        set { storedVolume = newValue }
    }
    private var storedMuted: Bool
    private var storedVolume: Float

    /// Where reads of the state are noted, once the host asks for them (``World/configurationReads``);
    /// set on the request configuration too.
    package var readLog: ConfigurationReads? {
        didSet { requestConfiguration.readLog = readLog }
    }

    /// State as `settings` sets it.
    public init(_ settings: MobileAdsSettings = MobileAdsSettings()) {
        requestConfiguration = RequestConfiguration(settings)
        storedMuted = settings.isApplicationMuted ?? false
        storedVolume = Float(settings.applicationVolume ?? 1)
    }

    /// The current session's SDK state; outside any session, the process's one instance (what a
    /// unit test sets before calling an adapter directly is what the adapter reads, as on iOS).
    public static var shared: MobileAds {
        World.current?.mobileAds ?? outsideSessions
    }

    /// The state read outside any session. Sessions never see it: each has its own.
    nonisolated(unsafe) private static let outsideSessions = MobileAds()

    /// The SDK's version.
    public var versionNumber: VersionNumber { Self.hostVersion }

    /// The SDK's version (GMA 12's class method).
    public static func version() -> VersionNumber { hostVersion }

    /// The SDK's version as text, "12.0.0".
    public var sdkVersion: String { Self.hostVersion.description }
}

/// The app's request configuration, GMA's `RequestConfiguration` (`GADRequestConfiguration`).
public final class RequestConfiguration: NSObject {
    /// The child-directed tag as an `NSNumber` of a Bool; nil when the app did not set it.
    public var tagForChildDirectedTreatment: NSNumber? {
        get {
            readLog?.note(.tagForChildDirectedTreatment, ConfigurationReads.text(storedChildDirected))
            return storedChildDirected
        }
        set { storedChildDirected = newValue }
    }
    /// The under-age-of-consent tag as an `NSNumber` of a Bool; nil when unset.
    public var tagForUnderAgeOfConsent: NSNumber? {
        get {
            readLog?.note(.tagForUnderAgeOfConsent, ConfigurationReads.text(storedUnderAge))
            return storedUnderAge
        }
        set { storedUnderAge = newValue }
    }
    /// The age-restricted treatment; `.unspecified` unless the app set one.
    public var ageRestrictedTreatment: AgeRestrictedTreatment {
        get {
            readLog?.note(.ageRestrictedTreatment, storedAgeRestricted.rawValue)
            return storedAgeRestricted
        }
        set { storedAgeRestricted = newValue }
    }
    /// The maximum content rating; nil when unset.
    public var maxAdContentRating: MaxAdContentRating? {
        get {
            readLog?.note(.maxAdContentRating, storedRating?.rawValue ?? ConfigurationMember.unset)
            return storedRating
        }
        set { storedRating = newValue }
    }
    /// The devices that get test ads; nil when unset.
    public var testDeviceIdentifiers: [String]? {
        get {
            readLog?.note(
                .testDeviceIdentifiers,
                storedTestDevices.map { "\($0.count) identifier\($0.count == 1 ? "" : "s")" } ?? ConfigurationMember.unset)
            return storedTestDevices
        }
        set { storedTestDevices = newValue }
    }
    private var storedChildDirected: NSNumber?
    private var storedUnderAge: NSNumber?
    private var storedAgeRestricted: AgeRestrictedTreatment
    private var storedRating: MaxAdContentRating?
    private var storedTestDevices: [String]?

    /// Where reads are noted (``MobileAds/readLog``); nil notes nothing.
    package var readLog: ConfigurationReads?

    init(_ settings: MobileAdsSettings) {
        storedChildDirected = settings.tagForChildDirectedTreatment.map { NSNumber(value: $0) }
        storedUnderAge = settings.tagForUnderAgeOfConsent.map { NSNumber(value: $0) }
        storedAgeRestricted = settings.ageRestrictedTreatment ?? .unspecified
        storedRating = settings.maxAdContentRating.map(MaxAdContentRating.init(rawValue:))
        storedTestDevices = settings.testDeviceIdentifiers
    }
}

/// A maximum content rating, GMA's `GADMaxAdContentRating` (a string-typed enum).
public struct MaxAdContentRating: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let general = MaxAdContentRating(rawValue: "G")
    public static let parentalGuidance = MaxAdContentRating(rawValue: "PG")
    public static let teen = MaxAdContentRating(rawValue: "T")
    public static let matureAudience = MaxAdContentRating(rawValue: "MA")
}

private enum MobileAdsKey: WorldKey {
    static func defaultValue(in world: World) -> MobileAds { MobileAds() }
}

extension World {
    /// This world's Google Mobile Ads state; what the scenario sets, once the host sets it.
    public var mobileAds: MobileAds {
        get { self[MobileAdsKey.self] }
        set { self[MobileAdsKey.self] = newValue }
    }
}
