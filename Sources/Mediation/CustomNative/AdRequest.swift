/// What an app asks for when it loads one of the host's own ads (``CustomNativeAdLoader``).
public struct AdRequest: Codable, Equatable, Hashable, Sendable {
    /// Whether this is a test request; passed on to the ad server.
    public var isTestRequest: Bool
    /// Targeting keywords, in the order the app gave them.
    public var keywords: [String]

    public init(isTestRequest: Bool = false, keywords: [String] = []) {
        self.isTestRequest = isTestRequest
        self.keywords = keywords
    }
}
