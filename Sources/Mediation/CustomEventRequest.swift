/// The targeting the legacy custom-event API hands an adapter with each request.
public struct CustomEventRequest: Codable, Equatable, Hashable, Sendable {
    /// Whether the app asked for test ads.
    public var isTesting: Bool
    /// The app's keywords, in the order it gave them.
    public var userKeywords: [String]

    public init(isTesting: Bool = false, userKeywords: [String] = []) {
        self.isTesting = isTesting
        self.userKeywords = userKeywords
    }
}
