import Foundation

/// GMA's `MediationAdRequest` (GMA 11 and earlier: `GADMediationAdRequest`): what the oldest
/// mediation API, the ad-network connector an adapter was handed before GMA 8's configurations,
/// answers about a request. Its Swift form is a protocol of methods, so an adapter reads the
/// line's settings with `credentials()` (a dictionary) where a configuration-based load reads
/// `credentials.settings`.
///
/// The host never hands an adapter a connector: it loads through configurations only. The
/// protocol is here so that an adapter that still keeps a helper for connectors compiles
/// unchanged; a test that wants to call such a helper conforms a type of its own.
///
/// ```swift
/// func zone(for connector: MediationAdRequest) -> String? {
///     connector.credentials()?["zone_id"] as? String
/// }
/// ```
public protocol MediationAdRequest: AnyObject {
    /// The publisher ID the line was set up with; nil when unset.
    func publisherId() -> String?
    /// The line's settings, as GMA types them (`NSDictionary`); nil when it has none.
    func credentials() -> [AnyHashable: Any]?
    /// Whether the app asked for test ads.
    func testMode() -> Bool
    /// The extras the app registered for this adapter; nil when none.
    func networkExtras() -> (any AdNetworkExtras)?
    /// The app's child-directed tag (a boolean `NSNumber`); nil when the app did not set it.
    func childDirectedTreatment() -> NSNumber?
    /// The app's maximum content rating; nil when the app did not set one.
    func maxAdContentRating() -> MaxAdContentRating?
    /// The app's under-age-of-consent tag (a boolean `NSNumber`); nil when the app did not set it.
    func underAgeOfConsent() -> NSNumber?
    /// The app's keywords; nil when it gave none.
    func userKeywords() -> [Any]?
}
