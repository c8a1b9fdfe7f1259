import AdWorld
import Foundation
import NeutralUI

/// What every load request tells an adapter: the server-side credentials of the line being
/// served, whether it is a test request, and the rest of the app's request (bid response,
/// watermark, extras, child-directed tag, view controller).
///
/// Classes, as GMA declares them (`GADMediationAdConfiguration` and one subclass per format), so
/// an adapter's `adConfiguration.credentials.settings["parameter"]` reads as it does in an app,
/// and a test kit can subclass a configuration and override any member (every member is `open`;
/// override it with a computed property). The host builds them from the scenario, which a fixture
/// stores as values: a configuration itself is never stored.
open class MediationAdConfiguration: NSObject {
    private let storedCredentials: MediationCredentials
    private let storedIsTestRequest: Bool
    private weak var storedTopViewController: ViewController?
    /// Where reads of GMA's members are noted: the session's, when the host asked for them
    /// (``World/configurationReads``) in the world the configuration was made in.
    let readLog = World.current?.configurationReads

    /// What the scenario set of the app's request, beyond the credentials (AdReplay's, not GMA's:
    /// adapters read GMA's members below).
    public let request: MediationRequest

    /// A configuration of `credentials` for a request the app made with `request`'s settings,
    /// from the screen `topViewController`.
    public init(
        credentials: MediationCredentials, isTestRequest: Bool = false, request: MediationRequest = MediationRequest(),
        topViewController: ViewController? = nil
    ) {
        storedCredentials = credentials
        storedIsTestRequest = isTestRequest
        storedTopViewController = topViewController
        self.request = request
    }

    /// An unset configuration, as GMA's `init()` makes one (a test kit sets its members): empty
    /// banner credentials, no request.
    public override convenience init() {
        self.init(credentials: MediationCredentials())
    }

    /// The line's server-side settings.
    open var credentials: MediationCredentials {
        readLog?.note(.credentials, ConfigurationReads.text(keys: Array(storedCredentials.stringSettings.keys)))
        return storedCredentials
    }
    /// Whether the app asked for test ads.
    open var isTestRequest: Bool {
        readLog?.note(.isTestRequest, ConfigurationReads.text(storedIsTestRequest))
        return storedIsTestRequest
    }
    /// The bid response of a bidding line (the scenario's); nil for a waterfall line.
    open var bidResponse: String? {
        readLog?.note(.bidResponse, request.bidResponse == nil ? ConfigurationMember.unset : "set")
        return request.bidResponse
    }
    /// The watermark GMA hands a bidding load with its bid response (image data; the scenario's,
    /// stored as base64 text); nil when the scenario sets none.
    open var watermark: Data? {
        readLog?.note(.watermark, request.watermark == nil ? ConfigurationMember.unset : "set")
        return request.watermarkData
    }
    /// The publisher's extras: an instance of the adapter's own extras class when its
    /// registration says how the scenario's key-value pairs make one, else GMA's ``Extras``
    /// holding the pairs; nil when the scenario has none.
    open var extras: (any AdNetworkExtras)? {
        readLog?.note(.extras, request.extras.map { ConfigurationReads.text(keys: Array($0.keys)) } ?? ConfigurationMember.unset)
        return networkExtras ?? request.extras.map(Extras.init(parameters:))
    }

    /// The network's own extras the host made for this request from the scenario's pairs (the
    /// registration's factory); nil when it made none.
    package var networkExtras: (any AdNetworkExtras)?
    /// The screen on top when the app made the request (the host's app screen), as GMA hands it
    /// over; nil only for a configuration made outside a session.
    open var topViewController: ViewController? { storedTopViewController }
    /// The app's child-directed tag, an `NSNumber` of a Bool (the scenario's); nil when unset.
    open var childDirectedTreatment: NSNumber? {
        let tag = request.childDirectedTreatment.map { NSNumber(value: $0) }
        readLog?.note(.childDirectedTreatment, ConfigurationReads.text(tag))
        return tag
    }
    /// Whether the request carries the user's location; false (a scenario carries none).
    open var hasUserLocation: Bool { false }
    open var userLatitude: CGFloat { 0 }
    open var userLongitude: CGFloat { 0 }
    open var userLocationAccuracyInMeters: CGFloat { 0 }
}

/// A banner request: also carries the size the host will display.
open class MediationBannerAdConfiguration: MediationAdConfiguration {
    private let storedAdSize: AdSize

    public init(
        credentials: MediationCredentials, isTestRequest: Bool = false, adSize: AdSize, request: MediationRequest = MediationRequest(),
        topViewController: ViewController? = nil
    ) {
        storedAdSize = adSize
        super.init(credentials: credentials, isTestRequest: isTestRequest, request: request, topViewController: topViewController)
    }

    /// An unset banner configuration: ``AdSizeInvalid``.
    public convenience init() {
        self.init(credentials: MediationCredentials(), adSize: AdSizeInvalid)
    }

    /// The size the host asks for.
    open var adSize: AdSize {
        readLog?.note(.adSize, ConfigurationReads.text(storedAdSize))
        return storedAdSize
    }
}

/// An interstitial request.
open class MediationInterstitialAdConfiguration: MediationAdConfiguration {}

/// A rewarded request; rewarded interstitial requests use it too, as in GMA.
open class MediationRewardedAdConfiguration: MediationAdConfiguration {}

/// An app open request.
open class MediationAppOpenAdConfiguration: MediationAdConfiguration {}

/// A native request: also carries the app's loader options, in the order the app gave them
/// (adapters apply them in order, later entries overriding earlier ones).
open class MediationNativeAdConfiguration: MediationAdConfiguration {
    private let storedOptions: [AdLoaderOptions]

    public init(
        credentials: MediationCredentials, isTestRequest: Bool = false, options: [AdLoaderOptions] = [],
        request: MediationRequest = MediationRequest(), topViewController: ViewController? = nil
    ) {
        storedOptions = options
        super.init(credentials: credentials, isTestRequest: isTestRequest, request: request, topViewController: topViewController)
    }

    /// An unset native configuration: no options.
    public convenience init() {
        self.init(credentials: MediationCredentials())
    }

    /// The app's loader options (`GADAdLoaderOptions` subclasses), in order.
    open var options: [AdLoaderOptions] { storedOptions }
}
