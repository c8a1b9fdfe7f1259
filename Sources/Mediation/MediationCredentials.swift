/// The server-side settings of one mediation line for one format, as set up in the AdMob or Ad
/// Manager UI.
///
/// A custom event's "Parameter" field arrives as `settings["parameter"]`, usually the mediated
/// network's ad unit ID. Values are strings (GMA types them `Any`; every custom-event value is a
/// string), so credentials can be stored in a fixture.
///
/// ```swift
/// let credentials = MediationCredentials(settings: ["parameter": "ad-unit-1"], format: .banner)
/// credentials.settings["parameter"]   // "ad-unit-1"
/// ```
public struct MediationCredentials: Codable, Equatable, Hashable, Sendable {
    public var settings: [String: String]
    public var format: AdFormat

    public init(settings: [String: String], format: AdFormat) {
        self.settings = settings
        self.format = format
    }
}

/// What the host hands ``MediationAdapter/setUp(with:completionHandler:)``: the credentials of
/// every line that uses the adapter, so it can initialise its SDK once for all of them.
public struct MediationServerConfiguration: Codable, Equatable, Hashable, Sendable {
    public var credentials: [MediationCredentials]

    public init(credentials: [MediationCredentials]) {
        self.credentials = credentials
    }
}
