import Foundation
import Mediation

/// An event delegate that counts what the adapter reported, Google's
/// `AUTKMediationAdEventDelegate`: the wait-and-assert load functions return one of its
/// format's subclasses, and a test reads the counts after driving the ad.
///
/// ```swift
/// let delegate = AUTKWaitAndAssertLoadBannerAd(adapter, configuration)
/// // … the SDK reports an impression …
/// XCTAssertEqual(delegate.reportImpressionInvokeCount, 1)
/// ```
open class AUTKMediationAdEventDelegate: NSObject, MediationAdEventDelegate {
    /// How many times the adapter reported an impression.
    public var reportImpressionInvokeCount: UInt = 0
    /// How many times the adapter reported a click.
    public var reportClickInvokeCount: UInt = 0
    /// How many times the adapter said a full-screen view will appear.
    public var willPresentFullScreenViewInvokeCount: UInt = 0
    /// The error of the adapter's last `didFailToPresentWithError`; nil when it never reported one.
    public var didFailToPresentError: NSError?
    /// How many times the adapter said a full-screen view will close.
    public var willDismissFullScreenViewInvokeCount: UInt = 0
    /// How many times the adapter said a full-screen view closed.
    public var didDismissFullScreenViewInvokeCount: UInt = 0

    public override init() {
        super.init()
    }

    open func reportImpression() { reportImpressionInvokeCount += 1 }
    open func reportClick() { reportClickInvokeCount += 1 }
    open func willPresentFullScreenView() { willPresentFullScreenViewInvokeCount += 1 }
    open func didFailToPresentWithError(_ error: any Error) { didFailToPresentError = error as NSError }
    open func willDismissFullScreenView() { willDismissFullScreenViewInvokeCount += 1 }
    open func didDismissFullScreenView() { didDismissFullScreenViewInvokeCount += 1 }
}

/// An app open ad's event delegate, Google's `AUTKMediationAppOpenAdEventDelegate`.
open class AUTKMediationAppOpenAdEventDelegate: AUTKMediationAdEventDelegate, MediationAppOpenAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var appOpenAd: (any MediationAppOpenAd)?
}

/// A banner's event delegate, Google's `AUTKMediationBannerAdEventDelegate`.
open class AUTKMediationBannerAdEventDelegate: AUTKMediationAdEventDelegate, MediationBannerAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var bannerAd: (any MediationBannerAd)?
}

/// An interstitial's event delegate, Google's `AUTKMediationInterstitialAdEventDelegate`.
open class AUTKMediationInterstitialAdEventDelegate: AUTKMediationAdEventDelegate, MediationInterstitialAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var interstitialAd: (any MediationInterstitialAd)?
}

/// A native ad's event delegate, Google's `AUTKMediationNativeAdEventDelegate`: also counts the
/// video events.
open class AUTKMediationNativeAdEventDelegate: AUTKMediationAdEventDelegate, MediationNativeAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var nativeAd: (any MediationNativeAd)?
    public var didPlayVideoInvokeCount: UInt = 0
    public var didPauseVideoInvokeCount: UInt = 0
    public var didEndVideoInvokeCount: UInt = 0
    public var didMuteVideoInvokeCount: UInt = 0
    public var didUnmuteVideoInvokeCount: UInt = 0

    open func didPlayVideo() { didPlayVideoInvokeCount += 1 }
    open func didPauseVideo() { didPauseVideoInvokeCount += 1 }
    open func didEndVideo() { didEndVideoInvokeCount += 1 }
    open func didMuteVideo() { didMuteVideoInvokeCount += 1 }
    open func didUnmuteVideo() { didUnmuteVideoInvokeCount += 1 }
}

/// A rewarded (or rewarded interstitial) ad's event delegate, Google's
/// `AUTKMediationRewardedAdEventDelegate`: also counts rewards and the video's start and end.
open class AUTKMediationRewardedAdEventDelegate: AUTKMediationAdEventDelegate, MediationRewardedAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var rewardedAd: (any MediationRewardedAd)?
    public var didRewardUserInvokeCount: UInt = 0
    public var didStartVideoInvokeCount: UInt = 0
    public var didEndVideoInvokeCount: UInt = 0

    open func didRewardUser() { didRewardUserInvokeCount += 1 }
    open func didStartVideo() { didStartVideoInvokeCount += 1 }
    open func didEndVideo() { didEndVideoInvokeCount += 1 }
}
