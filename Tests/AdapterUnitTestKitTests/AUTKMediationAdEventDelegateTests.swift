import AdapterUnitTestKit
import XCTest

/// Each event delegate counts what an adapter reports through the protocol GMA hands it.
final class AUTKMediationAdEventDelegateTests: XCTestCase {
    func test_baseDelegate_countsEveryCommonEvent_andKeepsTheLastPresentationError() {
        let spy = AUTKMediationAdEventDelegate()
        let delegate: any MediationAdEventDelegate = spy
        delegate.reportImpression()
        delegate.reportClick()
        delegate.reportClick()
        delegate.willPresentFullScreenView()
        delegate.willDismissFullScreenView()
        delegate.didDismissFullScreenView()
        XCTAssertNil(spy.didFailToPresentError)
        delegate.didFailToPresentWithError(NSError(domain: "first", code: 1))
        delegate.didFailToPresentWithError(NSError(domain: "com.example", code: 2))

        XCTAssertEqual(spy.reportImpressionInvokeCount, 1)
        XCTAssertEqual(spy.reportClickInvokeCount, 2)
        XCTAssertEqual(spy.willPresentFullScreenViewInvokeCount, 1)
        XCTAssertEqual(spy.willDismissFullScreenViewInvokeCount, 1)
        XCTAssertEqual(spy.didDismissFullScreenViewInvokeCount, 1)
        XCTAssertEqual(spy.didFailToPresentError?.domain, "com.example")
        XCTAssertEqual(spy.didFailToPresentError?.code, 2)
    }

    func test_formatDelegates_conformToTheirFormatsProtocols_andKeepTheirAds() {
        let banner = AUTKMediationBannerAdEventDelegate()
        let interstitial = AUTKMediationInterstitialAdEventDelegate()
        let appOpen = AUTKMediationAppOpenAdEventDelegate()
        let bannerDelegate: any MediationBannerAdEventDelegate = banner
        let interstitialDelegate: any MediationInterstitialAdEventDelegate = interstitial
        let appOpenDelegate: any MediationAppOpenAdEventDelegate = appOpen
        bannerDelegate.reportClick()
        interstitialDelegate.willPresentFullScreenView()
        appOpenDelegate.didDismissFullScreenView()
        XCTAssertEqual(banner.reportClickInvokeCount, 1)
        XCTAssertEqual(interstitial.willPresentFullScreenViewInvokeCount, 1)
        XCTAssertEqual(appOpen.didDismissFullScreenViewInvokeCount, 1)
        XCTAssertNil(banner.bannerAd)
        XCTAssertNil(interstitial.interstitialAd)
        XCTAssertNil(appOpen.appOpenAd)
    }

    func test_rewardedDelegate_countsRewardsAndVideo() {
        let spy = AUTKMediationRewardedAdEventDelegate()
        let delegate: any MediationRewardedAdEventDelegate = spy
        delegate.didStartVideo()
        delegate.didEndVideo()
        delegate.didRewardUser()
        delegate.didRewardUser()
        delegate.reportImpression()
        XCTAssertEqual(spy.didStartVideoInvokeCount, 1)
        XCTAssertEqual(spy.didEndVideoInvokeCount, 1)
        XCTAssertEqual(spy.didRewardUserInvokeCount, 2)
        XCTAssertEqual(spy.reportImpressionInvokeCount, 1)
        XCTAssertNil(spy.rewardedAd)
    }

    func test_nativeDelegate_countsVideoEvents() {
        let spy = AUTKMediationNativeAdEventDelegate()
        let delegate: any MediationNativeAdEventDelegate = spy
        delegate.didPlayVideo()
        delegate.didPauseVideo()
        delegate.didPlayVideo()
        delegate.didMuteVideo()
        delegate.didUnmuteVideo()
        delegate.didEndVideo()
        XCTAssertEqual(spy.didPlayVideoInvokeCount, 2)
        XCTAssertEqual(spy.didPauseVideoInvokeCount, 1)
        XCTAssertEqual(spy.didMuteVideoInvokeCount, 1)
        XCTAssertEqual(spy.didUnmuteVideoInvokeCount, 1)
        XCTAssertEqual(spy.didEndVideoInvokeCount, 1)
        XCTAssertNil(spy.nativeAd)
    }

    func test_invocations_keepEveryCallInOrder_andOnInvocationHearsEachAsItIsMade() {
        let spy = AUTKMediationRewardedAdEventDelegate()
        var heard: [String] = []
        spy.onInvocation = { heard.append("\($0) after \(spy.invocations.count) kept") }
        let delegate: any MediationRewardedAdEventDelegate = spy
        delegate.willPresentFullScreenView()
        delegate.didStartVideo()
        delegate.didRewardUser()
        delegate.didFailToPresentWithError(NSError(domain: "com.example", code: 102))
        delegate.didEndVideo()
        delegate.didDismissFullScreenView()

        XCTAssertEqual(
            spy.invocations,
            [
                "willPresentFullScreenView", "didStartVideo", "didRewardUser", "didFailToPresentWithError 102",
                "didEndVideo", "didDismissFullScreenView",
            ])
        XCTAssertEqual(heard.first, "willPresentFullScreenView after 1 kept")
        XCTAssertEqual(heard.last, "didDismissFullScreenView after 6 kept")

        let native = AUTKMediationNativeAdEventDelegate()
        let nativeDelegate: any MediationNativeAdEventDelegate = native
        nativeDelegate.didPlayVideo()
        nativeDelegate.didMuteVideo()
        nativeDelegate.reportClick()
        XCTAssertEqual(native.invocations, ["didPlayVideo", "didMuteVideo", "reportClick"])
    }
}
