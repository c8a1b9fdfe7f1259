/// Called once when an adapter's set-up finishes: nil on success, the error otherwise.
public typealias MediationAdapterSetUpCompletionHandler = (MediationError?) -> Void

// Load completion handlers. An adapter calls one exactly once: (ad, nil) on success, returning
// the event delegate it must use for every later event; (nil, error) on failure, returning nil.
// The host implements them; the harness records each call.

/// Finishes a banner load.
public typealias MediationBannerLoadCompletionHandler =
    ((any MediationBannerAd)?, MediationError?) -> (any MediationBannerAdEventDelegate)?

/// Finishes an interstitial load.
public typealias MediationInterstitialLoadCompletionHandler =
    ((any MediationInterstitialAd)?, MediationError?) -> (any MediationInterstitialAdEventDelegate)?

/// Finishes a rewarded or rewarded interstitial load.
public typealias MediationRewardedLoadCompletionHandler =
    ((any MediationRewardedAd)?, MediationError?) -> (any MediationRewardedAdEventDelegate)?

/// Finishes a native load.
public typealias MediationNativeLoadCompletionHandler =
    ((any MediationNativeAd)?, MediationError?) -> (any MediationNativeAdEventDelegate)?

/// Finishes an app open load.
public typealias MediationAppOpenLoadCompletionHandler =
    ((any MediationAppOpenAd)?, MediationError?) -> (any MediationAppOpenAdEventDelegate)?
