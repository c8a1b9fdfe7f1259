import Foundation
import Mediation
import NeutralUI

// GMA's ad configurations with settable members, Google's `AUTKMediation…AdConfiguration`
// classes: a test builds one (`let config = AUTKMediationBannerAdConfiguration()`), sets what the
// adapter reads (`config.bidResponse`, `config.adSize`, `config.credentials`) and hands it to a
// load. Each subclasses the configuration GMA hands that format's load, so an adapter sees the
// type it declares. A new one holds what GMA's reads as when nothing is set: empty credentials
// (format `.banner`), no bid response, watermark, extras, view controller or child-directed tag,
// not a test request.

/// What every configuration below holds; one value, so the classes differ only in their type.
struct AUTKAdConfigurationValues {
    var bidResponse: String?
    var topViewController: ViewController?
    var credentials: MediationCredentials = AUTKMediationCredentials()
    var watermark: Data?
    var extras: (any AdNetworkExtras)?
    var childDirectedTreatment: NSNumber?
    var isTestRequest = false
}

/// An app open load's configuration with settable members.
open class AUTKMediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration {
    private var values = AUTKAdConfigurationValues()

    /// The bid response of a bidding line; nil for a waterfall line.
    open override var bidResponse: String? {
        get { values.bidResponse }
        set { values.bidResponse = newValue }
    }

    /// The view controller to present from.
    open override var topViewController: ViewController? {
        get { values.topViewController }
        set { values.topViewController = newValue }
    }

    /// The line's credentials (empty settings until set).
    open override var credentials: MediationCredentials {
        get { values.credentials }
        set { values.credentials = newValue }
    }

    /// The watermark identifying the ad's source.
    open override var watermark: Data? {
        get { values.watermark }
        set { values.watermark = newValue }
    }

    /// The publisher's extras.
    open override var extras: (any AdNetworkExtras)? {
        get { values.extras }
        set { values.extras = newValue }
    }

    /// The child-directed tag: nil when unset, an `NSNumber` of a Bool otherwise.
    open override var childDirectedTreatment: NSNumber? {
        get { values.childDirectedTreatment }
        set { values.childDirectedTreatment = newValue }
    }

    /// Whether the publisher asks for test ads.
    open override var isTestRequest: Bool {
        get { values.isTestRequest }
        set { values.isTestRequest = newValue }
    }

    public init() {
        super.init(credentials: AUTKMediationCredentials())
    }
}

/// A banner load's configuration with settable members.
open class AUTKMediationBannerAdConfiguration: MediationBannerAdConfiguration {
    private var values = AUTKAdConfigurationValues()

    /// The bid response of a bidding line; nil for a waterfall line.
    open override var bidResponse: String? {
        get { values.bidResponse }
        set { values.bidResponse = newValue }
    }

    /// The view controller to present from.
    open override var topViewController: ViewController? {
        get { values.topViewController }
        set { values.topViewController = newValue }
    }

    /// The line's credentials (empty settings until set).
    open override var credentials: MediationCredentials {
        get { values.credentials }
        set { values.credentials = newValue }
    }

    /// The watermark identifying the ad's source.
    open override var watermark: Data? {
        get { values.watermark }
        set { values.watermark = newValue }
    }

    /// The publisher's extras.
    open override var extras: (any AdNetworkExtras)? {
        get { values.extras }
        set { values.extras = newValue }
    }

    /// The child-directed tag: nil when unset, an `NSNumber` of a Bool otherwise.
    open override var childDirectedTreatment: NSNumber? {
        get { values.childDirectedTreatment }
        set { values.childDirectedTreatment = newValue }
    }

    /// Whether the publisher asks for test ads.
    open override var isTestRequest: Bool {
        get { values.isTestRequest }
        set { values.isTestRequest = newValue }
    }

    private var storedAdSize = AdSizeInvalid

    /// The banner size asked of the adapter (`Mediation/AdSizeInvalid` until set).
    open override var adSize: AdSize {
        get { storedAdSize }
        set { storedAdSize = newValue }
    }

    public init() {
        super.init(credentials: AUTKMediationCredentials(), adSize: AdSizeInvalid)
    }
}

/// An interstitial load's configuration with settable members.
open class AUTKMediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration {
    private var values = AUTKAdConfigurationValues()

    /// The bid response of a bidding line; nil for a waterfall line.
    open override var bidResponse: String? {
        get { values.bidResponse }
        set { values.bidResponse = newValue }
    }

    /// The view controller to present from.
    open override var topViewController: ViewController? {
        get { values.topViewController }
        set { values.topViewController = newValue }
    }

    /// The line's credentials (empty settings until set).
    open override var credentials: MediationCredentials {
        get { values.credentials }
        set { values.credentials = newValue }
    }

    /// The watermark identifying the ad's source.
    open override var watermark: Data? {
        get { values.watermark }
        set { values.watermark = newValue }
    }

    /// The publisher's extras.
    open override var extras: (any AdNetworkExtras)? {
        get { values.extras }
        set { values.extras = newValue }
    }

    /// The child-directed tag: nil when unset, an `NSNumber` of a Bool otherwise.
    open override var childDirectedTreatment: NSNumber? {
        get { values.childDirectedTreatment }
        set { values.childDirectedTreatment = newValue }
    }

    /// Whether the publisher asks for test ads.
    open override var isTestRequest: Bool {
        get { values.isTestRequest }
        set { values.isTestRequest = newValue }
    }

    public init() {
        super.init(credentials: AUTKMediationCredentials())
    }
}

/// A rewarded or rewarded interstitial load's configuration with settable members.
open class AUTKMediationRewardedAdConfiguration: MediationRewardedAdConfiguration {
    private var values = AUTKAdConfigurationValues()

    /// The bid response of a bidding line; nil for a waterfall line.
    open override var bidResponse: String? {
        get { values.bidResponse }
        set { values.bidResponse = newValue }
    }

    /// The view controller to present from.
    open override var topViewController: ViewController? {
        get { values.topViewController }
        set { values.topViewController = newValue }
    }

    /// The line's credentials (empty settings until set).
    open override var credentials: MediationCredentials {
        get { values.credentials }
        set { values.credentials = newValue }
    }

    /// The watermark identifying the ad's source.
    open override var watermark: Data? {
        get { values.watermark }
        set { values.watermark = newValue }
    }

    /// The publisher's extras.
    open override var extras: (any AdNetworkExtras)? {
        get { values.extras }
        set { values.extras = newValue }
    }

    /// The child-directed tag: nil when unset, an `NSNumber` of a Bool otherwise.
    open override var childDirectedTreatment: NSNumber? {
        get { values.childDirectedTreatment }
        set { values.childDirectedTreatment = newValue }
    }

    /// Whether the publisher asks for test ads.
    open override var isTestRequest: Bool {
        get { values.isTestRequest }
        set { values.isTestRequest = newValue }
    }

    public init() {
        super.init(credentials: AUTKMediationCredentials())
    }
}

/// A native load's configuration with settable members.
open class AUTKMediationNativeAdConfiguration: MediationNativeAdConfiguration {
    private var values = AUTKAdConfigurationValues()

    /// The bid response of a bidding line; nil for a waterfall line.
    open override var bidResponse: String? {
        get { values.bidResponse }
        set { values.bidResponse = newValue }
    }

    /// The view controller to present from.
    open override var topViewController: ViewController? {
        get { values.topViewController }
        set { values.topViewController = newValue }
    }

    /// The line's credentials (empty settings until set).
    open override var credentials: MediationCredentials {
        get { values.credentials }
        set { values.credentials = newValue }
    }

    /// The watermark identifying the ad's source.
    open override var watermark: Data? {
        get { values.watermark }
        set { values.watermark = newValue }
    }

    /// The publisher's extras.
    open override var extras: (any AdNetworkExtras)? {
        get { values.extras }
        set { values.extras = newValue }
    }

    /// The child-directed tag: nil when unset, an `NSNumber` of a Bool otherwise.
    open override var childDirectedTreatment: NSNumber? {
        get { values.childDirectedTreatment }
        set { values.childDirectedTreatment = newValue }
    }

    /// Whether the publisher asks for test ads.
    open override var isTestRequest: Bool {
        get { values.isTestRequest }
        set { values.isTestRequest = newValue }
    }

    private var storedOptions: [AdLoaderOptions] = []

    /// The publisher's loader options, in order (none until set).
    open override var options: [AdLoaderOptions] {
        get { storedOptions }
        set { storedOptions = newValue }
    }

    public init() {
        super.init(credentials: AUTKMediationCredentials())
    }
}
