import Mediation

/// GMA's credentials with settable members, Google's `AUTKMediationCredentials`: a test sets the
/// settings an adapter reads (`credentials.settings = ["application_id": "test_id"]`) and the
/// format of the line.
///
/// A new one has no settings and the format `.banner` (GMA's zero value, what an unset
/// `GADAdFormat` reads as).
open class AUTKMediationCredentials: MediationCredentials, @unchecked Sendable {
    // GMA's own type for the settings: a test may set any value an adapter casts from.
    private var storedSettings: [String: Any] = [:]
    private var storedFormat: AdFormat = .banner

    public init() {
        super.init(settings: [:], format: .banner)
    }

    /// The AdMob UI's settings of the line.
    open override var settings: [String: Any] {
        get { storedSettings }
        set { storedSettings = newValue }
    }

    /// The format of the line.
    open override var format: AdFormat {
        get { storedFormat }
        set { storedFormat = newValue }
    }
}

/// GMA's server configuration with settable credentials, Google's
/// `AUTKMediationServerConfiguration`: what set-up hands an adapter. A new one holds none.
open class AUTKMediationServerConfiguration: MediationServerConfiguration, @unchecked Sendable {
    private var storedCredentials: [MediationCredentials] = []

    public init() {
        super.init(credentials: [])
    }

    /// Every line's credentials.
    open override var credentials: [MediationCredentials] {
        get { storedCredentials }
        set { storedCredentials = newValue }
    }
}
