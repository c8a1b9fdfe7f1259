import Mediation

/// GMA's signals configuration with settable credentials, Google's
/// `AUTKRTBMediationSignalsConfiguration`. A new one holds none.
open class AUTKRTBMediationSignalsConfiguration: RTBMediationSignalsConfiguration {
    private var storedCredentials: [MediationCredentials] = []

    public init() {
        super.init(credentials: [])
    }

    /// One per line that bids through the adapter.
    open override var credentials: [MediationCredentials] {
        get { storedCredentials }
        set { storedCredentials = newValue }
    }
}

/// GMA's signals request with settable members, Google's `AUTKRTBRequestParameters`: what a test
/// hands `collectSignals(for:completionHandler:)`. A new one has an empty signals configuration,
/// no extras and `Mediation/AdSizeInvalid` (a request for a format without a size).
open class AUTKRTBRequestParameters: RTBRequestParameters {
    private var storedConfiguration: RTBMediationSignalsConfiguration = AUTKRTBMediationSignalsConfiguration()
    private var storedExtras: (any AdNetworkExtras)?
    private var storedAdSize: AdSize = AdSizeInvalid

    public init() {
        super.init(configuration: RTBMediationSignalsConfiguration(credentials: []))
    }

    /// The lines' credentials.
    open override var configuration: RTBMediationSignalsConfiguration {
        get { storedConfiguration }
        set { storedConfiguration = newValue }
    }

    /// The app's extras for the request.
    open override var extras: (any AdNetworkExtras)? {
        get { storedExtras }
        set { storedExtras = newValue }
    }

    /// The requested banner size; `Mediation/AdSizeInvalid` for other formats.
    open override var adSize: AdSize {
        get { storedAdSize }
        set { storedAdSize = newValue }
    }
}
