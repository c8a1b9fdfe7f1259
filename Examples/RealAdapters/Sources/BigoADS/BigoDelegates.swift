// The SDK's delegate protocols. Their methods are optional in the real (Objective-C) SDK; here
// each has an empty default, so an adapter implements the ones it wants.

/// Told what a shown ad does.
public protocol BigoAdInteractionDelegate: AnyObject {
    func onAd(_ ad: BigoAd, error: BigoAdError)
    func onAdImpression(_ ad: BigoAd)
    func onAdClicked(_ ad: BigoAd)
    func onAdOpened(_ ad: BigoAd)
    func onAdClosed(_ ad: BigoAd)
}

extension BigoAdInteractionDelegate {
    public func onAd(_ ad: BigoAd, error: BigoAdError) {}
    public func onAdImpression(_ ad: BigoAd) {}
    public func onAdClicked(_ ad: BigoAd) {}
    public func onAdOpened(_ ad: BigoAd) {}
    public func onAdClosed(_ ad: BigoAd) {}
}

/// A rewarded video's delegate: also told when the user earned the reward.
public protocol BigoRewardVideoAdInteractionDelegate: BigoAdInteractionDelegate {
    func onAdRewarded(_ ad: BigoRewardVideoAd)
}

extension BigoRewardVideoAdInteractionDelegate {
    public func onAdRewarded(_ ad: BigoRewardVideoAd) {}
}

/// A splash ad's delegate: also told when the user skipped it or it played to its end.
public protocol BigoSplashAdInteractionDelegate: BigoAdInteractionDelegate {
    func onAdSkipped(_ ad: BigoAd)
    func onAdFinished(_ ad: BigoAd)
}

extension BigoSplashAdInteractionDelegate {
    public func onAdSkipped(_ ad: BigoAd) {}
    public func onAdFinished(_ ad: BigoAd) {}
}

public protocol BigoBannerAdLoaderDelegate: AnyObject {
    func onBannerAdLoaded(_ ad: BigoBannerAd)
    func onBannerAdLoadError(_ error: BigoAdError)
}

public protocol BigoInterstitialAdLoaderDelegate: AnyObject {
    func onInterstitialAdLoaded(_ ad: BigoInterstitialAd)
    func onInterstitialAdLoadError(_ error: BigoAdError)
}

public protocol BigoRewardVideoAdLoaderDelegate: AnyObject {
    func onRewardVideoAdLoaded(_ ad: BigoRewardVideoAd)
    func onRewardVideoAdLoadError(_ error: BigoAdError)
}

public protocol BigoSplashAdLoaderDelegate: AnyObject {
    func onSplashAdLoaded(_ ad: BigoSplashAd)
    func onSplashAdLoadError(_ error: BigoAdError)
}

public protocol BigoNativeAdLoaderDelegate: AnyObject {
    func onNativeAdLoaded(_ ad: BigoNativeAd)
    func onNativeAdLoadError(_ error: BigoAdError)
}

/// Told what a native ad's video does.
public protocol BGVideoLifeCallbackDelegate: AnyObject {
    func onVideoStart(_ videoController: BigoVideoController)
    func onVideoPlay(_ videoController: BigoVideoController)
    func onVideoPause(_ videoController: BigoVideoController)
    func onVideoEnd(_ videoController: BigoVideoController)
    func onVideo(_ videoController: BigoVideoController, mute: Bool)
}

extension BGVideoLifeCallbackDelegate {
    public func onVideoStart(_ videoController: BigoVideoController) {}
    public func onVideoPlay(_ videoController: BigoVideoController) {}
    public func onVideoPause(_ videoController: BigoVideoController) {}
    public func onVideoEnd(_ videoController: BigoVideoController) {}
    public func onVideo(_ videoController: BigoVideoController, mute: Bool) {}
}
