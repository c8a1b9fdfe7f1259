import Mediation
import NeutralUI

/// What the host asked for: the format, the adapter, its configuration, and the script of
/// host and user actions. Everything a replay needs to rebuild the session besides the answers.
public struct Scenario: Codable, Equatable, Sendable {
    public enum Format: String, Codable, CaseIterable, Sendable {
        case banner, interstitial, rewarded, rewardedInterstitial, appOpen, native, nativeLegacy,
            nativeSelfTracking, customNative
        // Everything that depends on the format is in its profile (FormatProfile.swift).
    }

    /// For the host's own custom native ads.
    public struct CustomNativeSettings: Codable, Equatable, Sendable {
        public var formatIDs: [String]
        /// URL schemes of apps installed on the simulated device (for deep-link clicks).
        public var installedAppSchemes: [String]

        public init(formatIDs: [String] = ["10063170"], installedAppSchemes: [String] = []) {
            self.formatIDs = formatIDs
            self.installedAppSchemes = installedAppSchemes
        }
    }

    public var format: Format
    /// The adapter's class name, looked up in the ``AdapterRegistry``; nil for custom native.
    public var adapterClassName: String?
    /// The server parameter (the network's ad unit); nil means missing.
    public var parameter: String?
    /// The line's other server-side settings, as a network's own adapter reads them
    /// (`credentials.settings["application_id"]`); nil when the line has only its parameter, and
    /// then not stored.
    public var credentials: [String: String]?
    public var isTestRequest: Bool
    public var adSize: Size?
    public var loaderOptions: LoaderOptions?
    public var customNative: CustomNativeSettings?
    /// What else the app's request carried (a bid response, extras, the child-directed tag);
    /// nil when it carried none of it, and then not stored, so older fixtures keep their bytes.
    public var request: MediationRequest?
    /// What the app set on the SDK before loading (`MobileAds/shared`: the request
    /// configuration's tags, the app's volume); nil when it set nothing, and then not stored.
    public var mobileAds: MobileAdsSettings?
    public var script: [ScriptStep]

    public init(
        format: Format, adapterClassName: String?, parameter: String?, credentials: [String: String]? = nil,
        isTestRequest: Bool = false,
        adSize: Size? = nil, loaderOptions: LoaderOptions? = nil,
        customNative: CustomNativeSettings? = nil, request: MediationRequest? = nil, mobileAds: MobileAdsSettings? = nil,
        script: [ScriptStep]
    ) {
        self.format = format
        self.adapterClassName = adapterClassName
        self.parameter = parameter
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.adSize = adSize
        self.loaderOptions = loaderOptions
        self.customNative = customNative
        self.request = request
        self.mobileAds = mobileAds
        self.script = script
    }
}
