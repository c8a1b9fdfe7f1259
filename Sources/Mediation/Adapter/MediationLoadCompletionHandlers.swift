/// Called once when an adapter's set-up finishes: nil on success, the error otherwise.
public typealias MediationAdapterSetUpCompletionHandler = ((any Error)?) -> Void

// Load completion handlers. An adapter calls one exactly once: (ad, nil) on success, returning
// the event delegate it must use for every later event; (nil, error) on failure, returning nil.
// The error is any `Error`, as in GMA: the host converts it once, through
// `MediationError(_:)`, into the typed value a fixture stores.
// The host implements them; the harness records each call.

/// Finishes a banner load.
public typealias MediationBannerLoadCompletionHandler =
    ((any MediationBannerAd)?, (any Error)?) -> (any MediationBannerAdEventDelegate)?

/// Finishes an interstitial load.
public typealias MediationInterstitialLoadCompletionHandler =
    ((any MediationInterstitialAd)?, (any Error)?) -> (any MediationInterstitialAdEventDelegate)?

/// Finishes a rewarded or rewarded interstitial load.
public typealias MediationRewardedLoadCompletionHandler =
    ((any MediationRewardedAd)?, (any Error)?) -> (any MediationRewardedAdEventDelegate)?

/// Finishes a native load.
public typealias MediationNativeLoadCompletionHandler =
    ((any MediationNativeAd)?, (any Error)?) -> (any MediationNativeAdEventDelegate)?

/// Finishes an app open load.
public typealias MediationAppOpenLoadCompletionHandler =
    ((any MediationAppOpenAd)?, (any Error)?) -> (any MediationAppOpenAdEventDelegate)?
