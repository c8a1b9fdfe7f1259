import Foundation
import Mediation

// Google's `AUTKWaitAndAssertLoad…` functions, one pair per format: each starts a load on the
// adapter, waits for its completion handler (``AUTKWaiter``: virtual time and the main thread's
// queued work, at most ``AUTKExpectationTimeout``) and asserts its outcome, reporting to the
// running Swift Testing test or XCTest case at the caller's line.
//
//     let delegate = AUTKWaitAndAssertLoadBannerAd(BigoAdapter(), configuration)
//     XCTAssertNotNil(delegate.bannerAd)
//     AUTKWaitAndAssertLoadBannerAdFailure(BigoAdapter(), configuration, expectedError)

/// Loads an app open ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadAppOpenAd(
    _ adapter: any MediationAdapter, _ configuration: MediationAppOpenAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationAppOpenAdEventDelegate {
    let delegate = AUTKMediationAppOpenAdEventDelegate()
    let record = AUTKLoadRecord<any MediationAppOpenAd>()
    adapter.loadAppOpenAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.appOpenAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "app open", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads an app open ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadAppOpenAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationAppOpenAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationAppOpenAd>()
    adapter.loadAppOpenAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationAppOpenAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "app open", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Loads a banner ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadBannerAd(
    _ adapter: any MediationAdapter, _ configuration: MediationBannerAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationBannerAdEventDelegate {
    let delegate = AUTKMediationBannerAdEventDelegate()
    let record = AUTKLoadRecord<any MediationBannerAd>()
    adapter.loadBanner(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.bannerAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "banner", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads a banner ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadBannerAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationBannerAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationBannerAd>()
    adapter.loadBanner(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationBannerAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "banner", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Loads an interstitial ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadInterstitialAd(
    _ adapter: any MediationAdapter, _ configuration: MediationInterstitialAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationInterstitialAdEventDelegate {
    let delegate = AUTKMediationInterstitialAdEventDelegate()
    let record = AUTKLoadRecord<any MediationInterstitialAd>()
    adapter.loadInterstitial(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.interstitialAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "interstitial", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads an interstitial ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadInterstitialAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationInterstitialAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationInterstitialAd>()
    adapter.loadInterstitial(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationInterstitialAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "interstitial", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Loads a native ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadNativeAd(
    _ adapter: any MediationAdapter, _ configuration: MediationNativeAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationNativeAdEventDelegate {
    let delegate = AUTKMediationNativeAdEventDelegate()
    let record = AUTKLoadRecord<any MediationNativeAd>()
    adapter.loadNativeAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.nativeAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "native", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads a native ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadNativeAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationNativeAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationNativeAd>()
    adapter.loadNativeAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationNativeAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "native", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Loads a rewarded ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadRewardedAd(
    _ adapter: any MediationAdapter, _ configuration: MediationRewardedAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationRewardedAdEventDelegate {
    let delegate = AUTKMediationRewardedAdEventDelegate()
    let record = AUTKLoadRecord<any MediationRewardedAd>()
    adapter.loadRewardedAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.rewardedAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "rewarded", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads a rewarded ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadRewardedAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationRewardedAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationRewardedAd>()
    adapter.loadRewardedAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationRewardedAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "rewarded", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Loads a rewarded interstitial ad and asserts that it loads: the completion handler is called once,
/// with an ad and no error. Returns the event delegate handed back to the adapter, holding the ad.
@discardableResult
public func AUTKWaitAndAssertLoadRewardedInterstitialAd(
    _ adapter: any MediationAdapter, _ configuration: MediationRewardedAdConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AUTKMediationRewardedAdEventDelegate {
    let delegate = AUTKMediationRewardedAdEventDelegate()
    let record = AUTKLoadRecord<any MediationRewardedAd>()
    adapter.loadRewardedInterstitialAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        if error == nil { delegate.rewardedAd = ad }
        return delegate
    }
    AUTKAssertLoad(
        record, format: "rewarded interstitial", expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return delegate
}

/// Loads a rewarded interstitial ad and asserts that it fails with `expectedError`'s domain and code.
public func AUTKWaitAndAssertLoadRewardedInterstitialAdFailure(
    _ adapter: any MediationAdapter, _ configuration: MediationRewardedAdConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let record = AUTKLoadRecord<any MediationRewardedAd>()
    adapter.loadRewardedInterstitialAd(for: configuration) { ad, error in
        record.append(ad: ad, error: error)
        return AUTKMediationRewardedAdEventDelegate()
    }
    AUTKAssertLoad(
        record, format: "rewarded interstitial", expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
