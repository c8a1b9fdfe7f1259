/// The server-side settings of one mediation line for one format, as set up in the AdMob or Ad
/// Manager UI.
///
/// A custom event's "Parameter" field arrives as `settings["parameter"]`, usually the mediated
/// network's ad unit ID. Adapters read ``settings`` typed `[String: Any]`, as GMA types it, and
/// cast (`as? String`); the host stores the values as strings (every custom-event value is one),
/// so credentials stay typed and fit in a fixture.
///
/// ```swift
/// let credentials = MediationCredentials(settings: ["parameter": "ad-unit-1"], format: .banner)
/// credentials.settings["parameter"] as? String   // "ad-unit-1"
/// ```
public struct MediationCredentials: Codable, Equatable, Hashable, Sendable {
    /// The settings as the host holds them.
    public var stringSettings: [String: String]
    public var format: AdFormat

    public init(settings: [String: String], format: AdFormat) {
        self.stringSettings = settings
        self.format = format
    }

    /// The settings in GMA's shape, for adapters: the same strings, typed `Any`.
    public var settings: [String: Any] { stringSettings }

    private enum CodingKeys: String, CodingKey {
        case stringSettings = "settings", format
    }
}

/// What the host hands ``MediationAdapter/setUpWith(_:completionHandler:)``: the credentials of
/// every line that uses the adapter, so it can initialise its SDK once for all of them.
public struct MediationServerConfiguration: Codable, Equatable, Hashable, Sendable {
    public var credentials: [MediationCredentials]

    public init(credentials: [MediationCredentials]) {
        self.credentials = credentials
    }
}
