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
    public var isApplicationMuted: Bool
    /// The app's audio volume, 0 (silent) to 1 (the device's volume).
    public var applicationVolume: Float

    /// State as `settings` sets it.
    public init(_ settings: MobileAdsSettings = MobileAdsSettings()) {
        requestConfiguration = RequestConfiguration(settings)
        isApplicationMuted = settings.isApplicationMuted ?? false
        applicationVolume = Float(settings.applicationVolume ?? 1)
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
    public var tagForChildDirectedTreatment: NSNumber?
    /// The under-age-of-consent tag as an `NSNumber` of a Bool; nil when unset.
    public var tagForUnderAgeOfConsent: NSNumber?
    /// The age-restricted treatment; `.unspecified` unless the app set one.
    public var ageRestrictedTreatment: AgeRestrictedTreatment
    /// The maximum content rating; nil when unset.
    public var maxAdContentRating: MaxAdContentRating?
    /// The devices that get test ads; nil when unset.
    public var testDeviceIdentifiers: [String]?

    init(_ settings: MobileAdsSettings) {
        tagForChildDirectedTreatment = settings.tagForChildDirectedTreatment.map { NSNumber(value: $0) }
        tagForUnderAgeOfConsent = settings.tagForUnderAgeOfConsent.map { NSNumber(value: $0) }
        ageRestrictedTreatment = settings.ageRestrictedTreatment ?? .unspecified
        maxAdContentRating = settings.maxAdContentRating.map(MaxAdContentRating.init(rawValue:))
        testDeviceIdentifiers = settings.testDeviceIdentifiers
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
