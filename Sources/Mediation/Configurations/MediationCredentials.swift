import Foundation

/// The server-side settings of one mediation line for one format, as set up in the AdMob or Ad
/// Manager UI.
///
/// A custom event's "Parameter" field arrives as `settings["parameter"]`, usually the mediated
/// network's ad unit ID. Adapters read ``settings`` typed `[String: Any]`, as GMA types it, and
/// cast (`as? String`); the host holds the values as strings (every custom-event value is one),
/// so what it hands over is typed and fits in a fixture.
///
/// A class, as GMA's `GADMediationCredentials` is, whose members a test kit may override.
///
/// ```swift
/// let credentials = MediationCredentials(settings: ["parameter": "ad-unit-1"], format: .banner)
/// credentials.settings["parameter"] as? String   // "ad-unit-1"
/// ```
open class MediationCredentials: NSObject, @unchecked Sendable {
    /// The settings as the host holds them.
    public let stringSettings: [String: String]
    private let storedFormat: AdFormat

    public init(settings: [String: String], format: AdFormat) {
        stringSettings = settings
        storedFormat = format
    }

    /// Unset credentials, as GMA's `init()` makes them: no settings, format banner.
    public override convenience init() {
        self.init(settings: [:], format: .banner)
    }

    /// The settings in GMA's shape, for adapters: the same strings, typed `Any`.
    open var settings: [String: Any] { stringSettings }
    /// The format of the line.
    open var format: AdFormat { storedFormat }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MediationCredentials else { return false }
        return other.stringSettings == stringSettings && other.format == format
    }

    // Deterministic (a String's hashValue is seeded per process).
    open override var hash: Int { stringSettings.count &* 31 &+ format.rawValue.utf8.count }
}

/// What the host hands ``MediationAdapter/setUp(with:completionHandler:)``: the credentials of
/// every line that uses the adapter, so it can initialise its SDK once for all of them. A class,
/// as GMA's `GADMediationServerConfiguration` is.
open class MediationServerConfiguration: NSObject, @unchecked Sendable {
    private let storedCredentials: [MediationCredentials]

    public init(credentials: [MediationCredentials]) {
        storedCredentials = credentials
    }

    /// A configuration of no lines.
    public override convenience init() {
        self.init(credentials: [])
    }

    /// Every line's credentials.
    open var credentials: [MediationCredentials] { storedCredentials }
}
