import Foundation
import Mediation

// Google Mobile Ads 11 and earlier imported its Objective-C API into Swift with the `GAD`
// prefix: `GADMediationAdapter`, `GADMobileAds.sharedInstance()`, `GADAdSizeBanner`,
// `GADAdSizeEqualToSize(_:_:)`. GMA 12 dropped the prefix from most names (`Mediation`'s own
// names). Every mediation-facing name of the older generation is here, over the newer one, so an
// adapter built against either compiles. Some `GAD` names were never renamed (the
// completion-handler blocks, `GADNativeAssetIdentifier`, `GADMaxAdContentRating`,
// `GADAdLoaderOptions`, `GADErrorDomain`, the legacy custom-event API): GMA 12 and 13 adapters
// use them too. `GADMediationAppOpenAdConfiguration` kept its name until GMA 13. Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/TestingTheAdapterYouShip.md
// has the table of both generations, generated from this file (GoogleMobileAdsCompatNamesTests).

// MARK: Adapters and set-up

/// `GADMediationAdapter` (GMA 12: `MediationAdapter`).
public typealias GADMediationAdapter = MediationAdapter
/// `GADRTBAdapter` (GMA 12: `RTBAdapter`).
public typealias GADRTBAdapter = RTBAdapter
/// `GADMediationAdapterSetUpCompletionBlock`: nil on success, the error otherwise (both generations).
public typealias GADMediationAdapterSetUpCompletionBlock = MediationAdapterSetUpCompletionHandler
/// `GADRTBSignalCompletionHandler`: the signals, or the error (both generations).
public typealias GADRTBSignalCompletionHandler = RTBSignalCompletionHandler
/// `GADMediationServerConfiguration` (GMA 12: `MediationServerConfiguration`).
public typealias GADMediationServerConfiguration = MediationServerConfiguration
/// `GADMediationCredentials` (GMA 12: `MediationCredentials`).
public typealias GADMediationCredentials = MediationCredentials
/// `GADRTBRequestParameters` (GMA 12: `RTBRequestParameters`).
public typealias GADRTBRequestParameters = RTBRequestParameters
/// `GADRTBMediationSignalsConfiguration` (GMA 12: `RTBMediationSignalsConfiguration`).
public typealias GADRTBMediationSignalsConfiguration = RTBMediationSignalsConfiguration
/// `GADAdFormat` (GMA 12: `AdFormat`).
public typealias GADAdFormat = AdFormat

// MARK: Configurations

/// `GADMediationAdConfiguration` (GMA 12: `MediationAdConfiguration`).
public typealias GADMediationAdConfiguration = MediationAdConfiguration
/// `GADMediationBannerAdConfiguration` (GMA 12: `MediationBannerAdConfiguration`).
public typealias GADMediationBannerAdConfiguration = MediationBannerAdConfiguration
/// `GADMediationInterstitialAdConfiguration` (GMA 12: `MediationInterstitialAdConfiguration`).
public typealias GADMediationInterstitialAdConfiguration = MediationInterstitialAdConfiguration
/// `GADMediationRewardedAdConfiguration` (GMA 12: `MediationRewardedAdConfiguration`).
public typealias GADMediationRewardedAdConfiguration = MediationRewardedAdConfiguration
/// `GADMediationNativeAdConfiguration` (GMA 12: `MediationNativeAdConfiguration`).
public typealias GADMediationNativeAdConfiguration = MediationNativeAdConfiguration
/// `GADMediationAppOpenAdConfiguration` (GMA 12: `MediationAppOpenAdConfiguration`).
public typealias GADMediationAppOpenAdConfiguration = MediationAppOpenAdConfiguration
/// `GADAdNetworkExtras` (GMA 12: `AdNetworkExtras`).
public typealias GADAdNetworkExtras = AdNetworkExtras
/// `GADExtras` (GMA 12: `Extras`).
public typealias GADExtras = Extras

// MARK: Loaded ads and their event delegates

/// `GADMediationAd` (GMA 12: `MediationAd`).
public typealias GADMediationAd = MediationAd
/// `GADMediationBannerAd` (GMA 12: `MediationBannerAd`).
public typealias GADMediationBannerAd = MediationBannerAd
/// `GADMediationInterstitialAd` (GMA 12: `MediationInterstitialAd`).
public typealias GADMediationInterstitialAd = MediationInterstitialAd
/// `GADMediationRewardedAd` (GMA 12: `MediationRewardedAd`).
public typealias GADMediationRewardedAd = MediationRewardedAd
/// `GADMediationAppOpenAd` (GMA 12: `MediationAppOpenAd`).
public typealias GADMediationAppOpenAd = MediationAppOpenAd
/// `GADMediationNativeAd` (GMA 12: `MediationNativeAd`).
public typealias GADMediationNativeAd = MediationNativeAd
/// `GADMediationAdEventDelegate` (GMA 12: `MediationAdEventDelegate`).
public typealias GADMediationAdEventDelegate = MediationAdEventDelegate
/// `GADMediationBannerAdEventDelegate` (GMA 12: `MediationBannerAdEventDelegate`).
public typealias GADMediationBannerAdEventDelegate = MediationBannerAdEventDelegate
/// `GADMediationInterstitialAdEventDelegate` (GMA 12: `MediationInterstitialAdEventDelegate`).
public typealias GADMediationInterstitialAdEventDelegate = MediationInterstitialAdEventDelegate
/// `GADMediationRewardedAdEventDelegate` (GMA 12: `MediationRewardedAdEventDelegate`).
public typealias GADMediationRewardedAdEventDelegate = MediationRewardedAdEventDelegate
/// `GADMediationAppOpenAdEventDelegate` (GMA 12: `MediationAppOpenAdEventDelegate`).
public typealias GADMediationAppOpenAdEventDelegate = MediationAppOpenAdEventDelegate
/// `GADMediationNativeAdEventDelegate` (GMA 12: `MediationNativeAdEventDelegate`).
public typealias GADMediationNativeAdEventDelegate = MediationNativeAdEventDelegate
/// `GADMediationBannerLoadCompletionHandler` (both generations).
public typealias GADMediationBannerLoadCompletionHandler = MediationBannerLoadCompletionHandler
/// `GADMediationInterstitialLoadCompletionHandler` (both generations).
public typealias GADMediationInterstitialLoadCompletionHandler = MediationInterstitialLoadCompletionHandler
/// `GADMediationRewardedLoadCompletionHandler`, rewarded and rewarded interstitial (both generations).
public typealias GADMediationRewardedLoadCompletionHandler = MediationRewardedLoadCompletionHandler
/// `GADMediationNativeLoadCompletionHandler` (both generations).
public typealias GADMediationNativeLoadCompletionHandler = MediationNativeLoadCompletionHandler
/// `GADMediationAppOpenLoadCompletionHandler` (both generations).
public typealias GADMediationAppOpenLoadCompletionHandler = MediationAppOpenLoadCompletionHandler

// MARK: Native ads

/// `GADNativeAdImage` (GMA 12: `NativeAdImage`).
public typealias GADNativeAdImage = NativeAdImage
/// `GADNativeAssetIdentifier` (GMA 12: `NativeAssetIdentifier`).
public typealias GADNativeAssetIdentifier = NativeAssetIdentifier
/// `GADAdLoaderOptions` (GMA 12: `AdLoaderOptions`).
public typealias GADAdLoaderOptions = AdLoaderOptions
/// `GADNativeAdImageAdLoaderOptions` (GMA 12: `NativeAdImageAdLoaderOptions`).
public typealias GADNativeAdImageAdLoaderOptions = NativeAdImageAdLoaderOptions
/// `GADNativeAdMediaAdLoaderOptions` (GMA 12: `NativeAdMediaAdLoaderOptions`).
public typealias GADNativeAdMediaAdLoaderOptions = NativeAdMediaAdLoaderOptions
/// `GADNativeAdViewAdOptions` (GMA 12: `NativeAdViewAdOptions`).
public typealias GADNativeAdViewAdOptions = NativeAdViewAdOptions
/// `GADAdChoicesPosition` (GMA 12: `AdChoicesPosition`).
public typealias GADAdChoicesPosition = AdChoicesPosition
/// `GADMediaAspectRatio` (GMA 12: `MediaAspectRatio`).
public typealias GADMediaAspectRatio = MediaAspectRatio
/// `GADNativeAdChoicesViewAsset` (both generations).
public let GADNativeAdChoicesViewAsset = NativeAdChoicesViewAsset

// MARK: Versions

/// `GADVersionNumber` (GMA 12: `VersionNumber`).
public typealias GADVersionNumber = VersionNumber

/// `GADGetStringFromVersionNumber(_:)` (GMA 12: `string(for:)`).
public func GADGetStringFromVersionNumber(_ version: VersionNumber) -> String {
    string(for: version)
}

// MARK: The SDK's global state

/// `GADMobileAds` (GMA 12: `MobileAds`).
public typealias GADMobileAds = MobileAds
/// `GADRequestConfiguration` (GMA 12: `RequestConfiguration`).
public typealias GADRequestConfiguration = RequestConfiguration
/// `GADMaxAdContentRating` (GMA 12: `MaxAdContentRating`).
public typealias GADMaxAdContentRating = MaxAdContentRating
/// `GADMaxAdContentRatingGeneral` (GMA 12: `MaxAdContentRating.general`).
public let GADMaxAdContentRatingGeneral = MaxAdContentRating.general
/// `GADMaxAdContentRatingParentalGuidance` (GMA 12: `MaxAdContentRating.parentalGuidance`).
public let GADMaxAdContentRatingParentalGuidance = MaxAdContentRating.parentalGuidance
/// `GADMaxAdContentRatingTeen` (GMA 12: `MaxAdContentRating.teen`).
public let GADMaxAdContentRatingTeen = MaxAdContentRating.teen
/// `GADMaxAdContentRatingMatureAudience` (GMA 12: `MaxAdContentRating.matureAudience`).
public let GADMaxAdContentRatingMatureAudience = MaxAdContentRating.matureAudience

extension MobileAds {
    /// `GADMobileAds.sharedInstance()` (GMA 12: `MobileAds.shared`).
    public static func sharedInstance() -> MobileAds { shared }

    /// `applicationMuted` (GMA 12: `isApplicationMuted`).
    public var applicationMuted: Bool {
        get { isApplicationMuted }
        set { isApplicationMuted = newValue }
    }
}

extension NativeAdImageAdLoaderOptions {
    /// `disableImageLoading` (GMA 12: `isImageLoadingDisabled`).
    public var disableImageLoading: Bool {
        get { isImageLoadingDisabled }
        set { isImageLoadingDisabled = newValue }
    }
}

/// `GADErrorCode` (GMA 12: `RequestError.Code`).
public typealias GADErrorCode = RequestError.Code
/// `GADPresentationErrorCode` (GMA 12: `PresentationError.Code`).
public typealias GADPresentationErrorCode = PresentationError.Code

/// `GADErrorDomain`: the domain of the errors the host itself reports (both generations).
public let GADErrorDomain = MediationError.hostDomain

// MARK: Ad sizes

/// `GADAdSize` (GMA 12: `AdSize`).
public typealias GADAdSize = AdSize
/// `GADAdSizeBanner` (GMA 12: `AdSizeBanner`).
public let GADAdSizeBanner = AdSizeBanner
/// `GADAdSizeLargeBanner` (GMA 12: `AdSizeLargeBanner`).
public let GADAdSizeLargeBanner = AdSizeLargeBanner
/// `GADAdSizeMediumRectangle` (GMA 12: `AdSizeMediumRectangle`).
public let GADAdSizeMediumRectangle = AdSizeMediumRectangle
/// `GADAdSizeFullBanner` (GMA 12: `AdSizeFullBanner`).
public let GADAdSizeFullBanner = AdSizeFullBanner
/// `GADAdSizeLeaderboard` (GMA 12: `AdSizeLeaderboard`).
public let GADAdSizeLeaderboard = AdSizeLeaderboard
/// `GADAdSizeSkyscraper` (GMA 12: `AdSizeSkyscraper`).
public let GADAdSizeSkyscraper = AdSizeSkyscraper
/// `GADAdSizeFluid` (GMA 12: `AdSizeFluid`).
public let GADAdSizeFluid = AdSizeFluid
/// `GADAdSizeInvalid` (GMA 12: `AdSizeInvalid`).
public let GADAdSizeInvalid = AdSizeInvalid
/// `kGADAdSizeBanner`, before GMA 9 (GMA 12: `AdSizeBanner`).
public let kGADAdSizeBanner = AdSizeBanner
/// `kGADAdSizeLargeBanner`, before GMA 9 (GMA 12: `AdSizeLargeBanner`).
public let kGADAdSizeLargeBanner = AdSizeLargeBanner
/// `kGADAdSizeMediumRectangle`, before GMA 9 (GMA 12: `AdSizeMediumRectangle`).
public let kGADAdSizeMediumRectangle = AdSizeMediumRectangle
/// `kGADAdSizeFullBanner`, before GMA 9 (GMA 12: `AdSizeFullBanner`).
public let kGADAdSizeFullBanner = AdSizeFullBanner
/// `kGADAdSizeLeaderboard`, before GMA 9 (GMA 12: `AdSizeLeaderboard`).
public let kGADAdSizeLeaderboard = AdSizeLeaderboard
/// `kGADAdSizeSkyscraper`, before GMA 9 (GMA 12: `AdSizeSkyscraper`).
public let kGADAdSizeSkyscraper = AdSizeSkyscraper
/// `kGADAdSizeFluid`, before GMA 9 (GMA 12: `AdSizeFluid`).
public let kGADAdSizeFluid = AdSizeFluid
/// `kGADAdSizeInvalid`, before GMA 9 (GMA 12: `AdSizeInvalid`).
public let kGADAdSizeInvalid = AdSizeInvalid

/// `GADAdSizeEqualToSize(_:_:)` (GMA 12: `isAdSizeEqualToSize(size1:size2:)`).
public func GADAdSizeEqualToSize(_ size1: AdSize, _ size2: AdSize) -> Bool {
    isAdSizeEqualToSize(size1: size1, size2: size2)
}

/// `IsGADAdSizeValid(_:)` (GMA 12: `isAdSizeValid(size:)`).
public func IsGADAdSizeValid(_ size: AdSize) -> Bool {
    isAdSizeValid(size: size)
}

/// `GADAdSizeIsFluid(_:)` (GMA 12: `isAdSizeFluid(size:)`).
public func GADAdSizeIsFluid(_ size: AdSize) -> Bool {
    isAdSizeFluid(size: size)
}

/// `GADAdSizeFromCGSize(_:)` (GMA 12: `adSizeFor(cgSize:)`).
public func GADAdSizeFromCGSize(_ size: CGSize) -> AdSize {
    adSizeFor(cgSize: size)
}

/// `NSValueFromGADAdSize(_:)` (GMA 12: `nsValue(for:)`).
public func NSValueFromGADAdSize(_ size: AdSize) -> NSValue {
    nsValue(for: size)
}

/// `GADAdSizeFromNSValue(_:)` (GMA 12: `adSizeFor(nsValue:)`).
public func GADAdSizeFromNSValue(_ value: NSValue) -> AdSize {
    adSizeFor(nsValue: value)
}

/// `CGSizeFromGADAdSize(_:)` (GMA 12: `cgSize(for:)`).
public func CGSizeFromGADAdSize(_ size: AdSize) -> CGSize {
    cgSize(for: size)
}

/// `NSStringFromGADAdSize(_:)` (GMA 12: `string(for:)`).
public func NSStringFromGADAdSize(_ size: AdSize) -> String {
    string(for: size)
}

/// `GADClosestValidSizeForAdSizes(_:_:)` (GMA 12: `closestValidSizeForAdSizes(original:possibleAdSizes:)`).
public func GADClosestValidSizeForAdSizes(_ original: AdSize, _ possibleAdSizes: [NSValue]) -> AdSize {
    closestValidSizeForAdSizes(original: original, possibleAdSizes: possibleAdSizes)
}

/// `GADAdSizeFullWidthPortraitWithHeight(_:)` (GMA 12: `fullWidthPortrait(height:)`).
public func GADAdSizeFullWidthPortraitWithHeight(_ height: CGFloat) -> AdSize {
    fullWidthPortrait(height: height)
}

/// `GADAdSizeFullWidthLandscapeWithHeight(_:)` (GMA 12: `fullWidthLandscape(height:)`).
public func GADAdSizeFullWidthLandscapeWithHeight(_ height: CGFloat) -> AdSize {
    fullWidthLandscape(height: height)
}

/// `GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `currentOrientationAnchoredAdaptiveBanner(width:)`).
public func GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    currentOrientationAnchoredAdaptiveBanner(width: width)
}

/// `GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `portraitAnchoredAdaptiveBanner(width:)`).
public func GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    portraitAnchoredAdaptiveBanner(width: width)
}

/// `GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `landscapeAnchoredAdaptiveBanner(width:)`).
public func GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    landscapeAnchoredAdaptiveBanner(width: width)
}

/// `GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `currentOrientationInlineAdaptiveBanner(width:)`).
public func GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    currentOrientationInlineAdaptiveBanner(width: width)
}

/// `GADPortraitInlineAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `portraitInlineAdaptiveBanner(width:)`).
public func GADPortraitInlineAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    portraitInlineAdaptiveBanner(width: width)
}

/// `GADLandscapeInlineAdaptiveBannerAdSizeWithWidth(_:)` (GMA 12: `landscapeInlineAdaptiveBanner(width:)`).
public func GADLandscapeInlineAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> AdSize {
    landscapeInlineAdaptiveBanner(width: width)
}

/// `GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(_:_:)` (GMA 12: `inlineAdaptiveBanner(width:maxHeight:)`).
public func GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(_ width: CGFloat, _ maxHeight: CGFloat) -> AdSize {
    inlineAdaptiveBanner(width: width, maxHeight: maxHeight)
}

// MARK: The legacy (pre-v9) custom-event API, whose Swift names kept the prefix

/// `GADCustomEventNativeAdDelegate` (both generations).
public typealias GADCustomEventNativeAdDelegate = CustomEventNativeAdDelegate
/// `GADMediatedUnifiedNativeAd` (GMA 12: `MediatedUnifiedNativeAd`).
public typealias GADMediatedUnifiedNativeAd = MediatedUnifiedNativeAd
/// `GADMediationAdRequest` (GMA 12: `MediationAdRequest`): the request of the connector-based API
/// before GMA 8's configurations, read with `credentials()`; the host never hands one.
public typealias GADMediationAdRequest = MediationAdRequest
/// `GADMediatedUnifiedNativeAdNotificationSource` (GMA 12: `MediatedUnifiedNativeAdNotificationSource`): how a legacy
/// native ad reports its events.
public typealias GADMediatedUnifiedNativeAdNotificationSource = MediatedUnifiedNativeAdNotificationSource
