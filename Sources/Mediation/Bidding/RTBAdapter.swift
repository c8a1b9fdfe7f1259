import AdWorld
import Foundation

/// Called once with the signals an adapter collected for a bid request (its SDK's bidder token),
/// or with the error that kept it from collecting them.
public typealias RTBSignalCompletionHandler = (String?, (any Error)?) -> Void

/// An adapter that takes part in bidding, GMA's `RTBAdapter` (`GADRTBAdapter`): before the
/// auction the host asks it for signals; the auction's bid response and watermark then reach its
/// load through the configuration (`bidResponse`, `watermark`).
///
/// The host runs a bidding load as GMA does: a scenario whose request carries a bid response is a
/// bidding line; each `load` first collects the adapter's signals (recorded as a host entry), then
/// loads with the bid response and watermark. An adapter whose signals fail is left out of the
/// auction: its load is not made (GMA would serve another line).
public protocol RTBAdapter: MediationAdapter {
    /// Collects the signals for one bid request; calls `completionHandler` once.
    func collectSignals(for params: RTBRequestParameters, completionHandler: @escaping RTBSignalCompletionHandler)
}

/// What a bid request asks an adapter's signals for: the lines' credentials, the banner size when
/// the format has one, and the app's extras. A class, as GMA's `GADRTBRequestParameters` is.
open class RTBRequestParameters: NSObject {
    private let storedConfiguration: RTBMediationSignalsConfiguration
    private let storedAdSize: AdSize
    private let storedExtras: (any AdNetworkExtras)?
    /// Where reads are noted: the session's, when its host asked (``World/configurationReads``).
    let readLog = World.current?.configurationReads

    public init(configuration: RTBMediationSignalsConfiguration, adSize: AdSize = AdSizeInvalid, extras: (any AdNetworkExtras)? = nil) {
        storedConfiguration = configuration
        storedAdSize = adSize
        storedExtras = extras
    }

    /// Unset parameters, as GMA's `init()` makes them: no lines, ``AdSizeInvalid``, no extras.
    public override convenience init() {
        self.init(configuration: RTBMediationSignalsConfiguration())
    }

    /// The lines' credentials, each with its format.
    open var configuration: RTBMediationSignalsConfiguration { storedConfiguration }
    /// The requested banner size; ``AdSizeInvalid`` for a format without one.
    open var adSize: AdSize {
        readLog?.note(.adSize, ConfigurationReads.text(storedAdSize))
        return storedAdSize
    }
    /// The app's extras for the request, or nil.
    open var extras: (any AdNetworkExtras)? {
        readLog?.note(.extras, ConfigurationReads.text(extras: storedExtras))
        return storedExtras
    }
}

/// The credentials a signals request covers, GMA's `GADRTBMediationSignalsConfiguration`.
open class RTBMediationSignalsConfiguration: NSObject {
    private let storedCredentials: [MediationCredentials]

    public init(credentials: [MediationCredentials]) {
        storedCredentials = credentials
    }

    /// A signals configuration of no lines.
    public override convenience init() {
        self.init(credentials: [])
    }

    /// One per line that bids through the adapter.
    open var credentials: [MediationCredentials] { storedCredentials }
}
