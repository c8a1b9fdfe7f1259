import Mediation

// The `GAD…` names Google Mobile Ads' Swift interface still uses (completion-handler and block
// typealiases, a few options and constants), over `Mediation`'s own.

/// `GADMediationAdapterSetUpCompletionBlock`: nil on success, the error otherwise.
public typealias GADMediationAdapterSetUpCompletionBlock = MediationAdapterSetUpCompletionHandler
/// `GADMediationBannerLoadCompletionHandler`.
public typealias GADMediationBannerLoadCompletionHandler = MediationBannerLoadCompletionHandler
/// `GADMediationInterstitialLoadCompletionHandler`.
public typealias GADMediationInterstitialLoadCompletionHandler = MediationInterstitialLoadCompletionHandler
/// `GADMediationRewardedLoadCompletionHandler`, for rewarded and rewarded interstitial loads.
public typealias GADMediationRewardedLoadCompletionHandler = MediationRewardedLoadCompletionHandler
/// `GADMediationNativeLoadCompletionHandler`.
public typealias GADMediationNativeLoadCompletionHandler = MediationNativeLoadCompletionHandler
/// `GADMediationAppOpenLoadCompletionHandler`.
public typealias GADMediationAppOpenLoadCompletionHandler = MediationAppOpenLoadCompletionHandler

/// `GADAdLoaderOptions`, the base of the native loader options.
public typealias GADAdLoaderOptions = AdLoaderOptions
/// `GADNativeAssetIdentifier`, the keys of the asset-view dictionaries.
public typealias GADNativeAssetIdentifier = NativeAssetIdentifier
/// `GADNativeAdImageAdLoaderOptions`.
public typealias GADNativeAdImageAdLoaderOptions = NativeAdImageAdLoaderOptions
/// `GADNativeAdMediaAdLoaderOptions`.
public typealias GADNativeAdMediaAdLoaderOptions = NativeAdMediaAdLoaderOptions
/// `GADNativeAdViewAdOptions`.
public typealias GADNativeAdViewAdOptions = NativeAdViewAdOptions
/// `GADAdChoicesPosition`.
public typealias GADAdChoicesPosition = AdChoicesPosition
/// `GADMediaAspectRatio`.
public typealias GADMediaAspectRatio = MediaAspectRatio
/// `GADVersionNumber` (Swift: `VersionNumber`).
public typealias GADVersionNumber = VersionNumber
/// `GADAdSize` (Swift: `AdSize`).
public typealias GADAdSize = AdSize
/// `GADAdNetworkExtras` (Swift: `AdNetworkExtras`).
public typealias GADAdNetworkExtras = AdNetworkExtras
/// `GADExtras` (Swift: `Extras`).
public typealias GADExtras = Extras

// The legacy (pre-v9) custom-event API, whose Swift names kept the prefix.

/// `GADCustomEventNativeAdDelegate`.
public typealias GADCustomEventNativeAdDelegate = CustomEventNativeAdDelegate
/// `GADMediatedUnifiedNativeAd`.
public typealias GADMediatedUnifiedNativeAd = MediatedUnifiedNativeAd
/// `GADMediatedUnifiedNativeAdNotificationSource`: how a legacy native ad reports its events.
public typealias GADMediatedUnifiedNativeAdNotificationSource = MediatedUnifiedNativeAdNotificationSource
/// `GADNativeAdImage`.
public typealias GADNativeAdImage = NativeAdImage

/// `GADErrorDomain`: the domain of the errors the host itself reports.
public let GADErrorDomain = MediationError.hostDomain
/// `GADNativeAdChoicesViewAsset`.
public let GADNativeAdChoicesViewAsset = NativeAdChoicesViewAsset
