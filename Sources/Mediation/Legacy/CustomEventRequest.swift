/// The targeting the legacy custom-event API hands an adapter with each request.
/// (`GoogleMobileAdsCompat` hands a GMA-written custom event its `GADCustomEventRequest` form.)
public struct CustomEventRequest: Codable, Equatable, Hashable, Sendable {
    /// Whether the app asked for test ads.
    public var isTesting: Bool
    /// The app's keywords, in the order it gave them.
    public var userKeywords: [String]
    /// The extras the app registered (the scenario's ``MediationRequest/extras``), nil when none.
    public var additionalParameters: [String: String]?

    public init(isTesting: Bool = false, userKeywords: [String] = [], additionalParameters: [String: String]? = nil) {
        self.isTesting = isTesting
        self.userKeywords = userKeywords
        self.additionalParameters = additionalParameters
    }
}
