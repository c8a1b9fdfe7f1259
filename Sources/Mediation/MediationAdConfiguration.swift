/// What every load request tells an adapter: the server-side credentials of the line being
/// served, and whether the request is a test request.
///
/// GMA models the configurations as a class hierarchy; here the base is a protocol and each
/// format a struct, so configurations are plain values. Adapters read
/// `adConfiguration.credentials.settings["parameter"]`.
public protocol MediationAdConfiguration {
    var credentials: MediationCredentials { get }
    var isTestRequest: Bool { get }
    /// The rest of the app's request, which an adapter reads through GMA's names
    /// (`bidResponse`, `extras`, `childDirectedTreatment`: `MediationAdConfiguration+GMA.swift`).
    var request: MediationRequest { get }
}

/// A banner request: also carries the size the host will display.
public struct MediationBannerAdConfiguration: MediationAdConfiguration, Codable, Equatable, Sendable {
    public var credentials: MediationCredentials
    public var isTestRequest: Bool
    public var request: MediationRequest
    public var adSize: AdSize

    public init(credentials: MediationCredentials, isTestRequest: Bool = false, adSize: AdSize, request: MediationRequest = MediationRequest()) {
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.request = request
        self.adSize = adSize
    }
}

/// An interstitial request.
public struct MediationInterstitialAdConfiguration: MediationAdConfiguration, Codable, Equatable, Sendable {
    public var credentials: MediationCredentials
    public var isTestRequest: Bool
    public var request: MediationRequest

    public init(credentials: MediationCredentials, isTestRequest: Bool = false, request: MediationRequest = MediationRequest()) {
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.request = request
    }
}

/// A rewarded request; rewarded interstitial requests use it too.
public struct MediationRewardedAdConfiguration: MediationAdConfiguration, Codable, Equatable, Sendable {
    public var credentials: MediationCredentials
    public var isTestRequest: Bool
    public var request: MediationRequest

    public init(credentials: MediationCredentials, isTestRequest: Bool = false, request: MediationRequest = MediationRequest()) {
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.request = request
    }
}

/// An app open request.
public struct MediationAppOpenAdConfiguration: MediationAdConfiguration, Codable, Equatable, Sendable {
    public var credentials: MediationCredentials
    public var isTestRequest: Bool
    public var request: MediationRequest

    public init(credentials: MediationCredentials, isTestRequest: Bool = false, request: MediationRequest = MediationRequest()) {
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.request = request
    }
}

/// A native request: also carries the app's loader options, in the order the app gave them
/// (adapters apply them in order, later entries overriding earlier ones).
///
/// Not `Codable`: the options are class instances that adapters inspect with `as?`.
public struct MediationNativeAdConfiguration: MediationAdConfiguration {
    public var credentials: MediationCredentials
    public var isTestRequest: Bool
    public var request: MediationRequest
    public var options: [AdLoaderOptions]

    public init(credentials: MediationCredentials, isTestRequest: Bool = false, options: [AdLoaderOptions] = [], request: MediationRequest = MediationRequest()) {
        self.credentials = credentials
        self.isTestRequest = isTestRequest
        self.request = request
        self.options = options
    }
}
