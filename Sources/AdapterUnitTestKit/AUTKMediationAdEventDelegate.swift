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
///
/// Beyond Google's kit, it also keeps every call in order (``invocations``), so that a test can
/// assert the sequence an adapter reported, not only how often.
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
    /// Every call the adapter made on this delegate, in order, by the method's name; a failed
    /// present with its error's code (`"willPresentFullScreenView"`, `"reportImpression"`,
    /// `"didFailToPresentWithError 102"`). Not in Google's kit, which only counts.
    public private(set) var invocations: [String] = []
    /// Called with each invocation as it is made, after it is counted: a test that writes the
    /// SDK's callbacks and the host's events into one transcript hears the host's here.
    public var onInvocation: ((String) -> Void)?

    public override init() {
        super.init()
    }

    /// Writes an invocation down; every event method calls it.
    func invoked(_ name: String) {
        invocations.append(name)
        onInvocation?(name)
    }

    open func reportImpression() {
        reportImpressionInvokeCount += 1
        invoked("reportImpression")
    }
    open func reportClick() {
        reportClickInvokeCount += 1
        invoked("reportClick")
    }
    open func willPresentFullScreenView() {
        willPresentFullScreenViewInvokeCount += 1
        invoked("willPresentFullScreenView")
    }
    open func didFailToPresentWithError(_ error: any Error) {
        let error = MediationError.nsError(error)
        didFailToPresentError = error
        invoked("didFailToPresentWithError \(error.code)")
    }
    open func willDismissFullScreenView() {
        willDismissFullScreenViewInvokeCount += 1
        invoked("willDismissFullScreenView")
    }
    open func didDismissFullScreenView() {
        didDismissFullScreenViewInvokeCount += 1
        invoked("didDismissFullScreenView")
    }
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

    open func didPlayVideo() {
        didPlayVideoInvokeCount += 1
        invoked("didPlayVideo")
    }
    open func didPauseVideo() {
        didPauseVideoInvokeCount += 1
        invoked("didPauseVideo")
    }
    open func didEndVideo() {
        didEndVideoInvokeCount += 1
        invoked("didEndVideo")
    }
    open func didMuteVideo() {
        didMuteVideoInvokeCount += 1
        invoked("didMuteVideo")
    }
    open func didUnmuteVideo() {
        didUnmuteVideoInvokeCount += 1
        invoked("didUnmuteVideo")
    }
}

/// A rewarded (or rewarded interstitial) ad's event delegate, Google's
/// `AUTKMediationRewardedAdEventDelegate`: also counts rewards and the video's start and end.
open class AUTKMediationRewardedAdEventDelegate: AUTKMediationAdEventDelegate, MediationRewardedAdEventDelegate {
    /// The ad the load handed over; nil when it failed.
    public var rewardedAd: (any MediationRewardedAd)?
    public var didRewardUserInvokeCount: UInt = 0
    public var didStartVideoInvokeCount: UInt = 0
    public var didEndVideoInvokeCount: UInt = 0

    open func didRewardUser() {
        didRewardUserInvokeCount += 1
        invoked("didRewardUser")
    }
    open func didStartVideo() {
        didStartVideoInvokeCount += 1
        invoked("didStartVideo")
    }
    open func didEndVideo() {
        didEndVideoInvokeCount += 1
        invoked("didEndVideo")
    }
}
