import AdWorld
import AdapterUnitTestKit
import XCTest

/// The wait-and-assert load functions: what they hand back, how long they wait (virtual time and
/// the main thread's queued work), and the exact failure of each way a load goes wrong.
final class AUTKLoadAssertionsTests: FailureCapturingTestCase {
    private let expected = NSError(domain: ProbeAdapter.errorDomain, code: 7)

    func test_everyFormat_loadsAndHandsBackItsDelegateHoldingTheAd() {
        let failures = capturingFailures {
            XCTAssertTrue(AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), AUTKMediationBannerAdConfiguration()).bannerAd is ProbeBanner)
            XCTAssertTrue(
                AUTKWaitAndAssertLoadInterstitialAd(ProbeAdapter(), AUTKMediationInterstitialAdConfiguration()).interstitialAd
                    is ProbeFullScreenAd)
            XCTAssertTrue(
                AUTKWaitAndAssertLoadRewardedAd(ProbeAdapter(), AUTKMediationRewardedAdConfiguration()).rewardedAd is ProbeFullScreenAd)
            XCTAssertTrue(
                AUTKWaitAndAssertLoadRewardedInterstitialAd(ProbeAdapter(), AUTKMediationRewardedAdConfiguration()).rewardedAd
                    is ProbeFullScreenAd)
            XCTAssertTrue(AUTKWaitAndAssertLoadNativeAd(ProbeAdapter(), AUTKMediationNativeAdConfiguration()).nativeAd is ProbeNativeAd)
            XCTAssertTrue(
                AUTKWaitAndAssertLoadAppOpenAd(ProbeAdapter(), AUTKMediationAppOpenAdConfiguration()).appOpenAd is ProbeFullScreenAd)
        }
        XCTAssertEqual(failures, [])
    }

    func test_everyFormat_failureMatchingDomainAndCode_passes() {
        let failures = capturingFailures {
            AUTKWaitAndAssertLoadBannerAdFailure(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "fail"), expected)
            AUTKWaitAndAssertLoadInterstitialAdFailure(
                ProbeAdapter(), configured(AUTKMediationInterstitialAdConfiguration(), "fail"), expected)
            AUTKWaitAndAssertLoadRewardedAdFailure(ProbeAdapter(), configured(AUTKMediationRewardedAdConfiguration(), "fail"), expected)
            AUTKWaitAndAssertLoadRewardedInterstitialAdFailure(
                ProbeAdapter(), configured(AUTKMediationRewardedAdConfiguration(), "fail"), expected)
            AUTKWaitAndAssertLoadNativeAdFailure(ProbeAdapter(), configured(AUTKMediationNativeAdConfiguration(), "fail"), expected)
            AUTKWaitAndAssertLoadAppOpenAdFailure(ProbeAdapter(), configured(AUTKMediationAppOpenAdConfiguration(), "fail"), expected)
        }
        XCTAssertEqual(failures, [])
    }

    func test_everyFormat_failureExpectedButLoaded_failsNamingTheFormat() {
        let file = "AUTKLoadAssertionsTests.swift"
        var lines: [Int] = []
        let failures = capturingFailures {
            // Each assertion and the line it reports on stand on one line.
            let banner = AUTKMediationBannerAdConfiguration(), rewarded = AUTKMediationRewardedAdConfiguration()
            let interstitial = AUTKMediationInterstitialAdConfiguration()
            AUTKWaitAndAssertLoadBannerAdFailure(ProbeAdapter(), banner, expected); lines.append(#line)
            AUTKWaitAndAssertLoadInterstitialAdFailure(ProbeAdapter(), interstitial, expected); lines.append(#line)
            AUTKWaitAndAssertLoadRewardedAdFailure(ProbeAdapter(), rewarded, expected); lines.append(#line)
            AUTKWaitAndAssertLoadRewardedInterstitialAdFailure(ProbeAdapter(), rewarded, expected); lines.append(#line)
            AUTKWaitAndAssertLoadNativeAdFailure(ProbeAdapter(), AUTKMediationNativeAdConfiguration(), expected); lines.append(#line)
            AUTKWaitAndAssertLoadAppOpenAdFailure(ProbeAdapter(), AUTKMediationAppOpenAdConfiguration(), expected); lines.append(#line)
        }
        let formats = ["banner", "interstitial", "rewarded", "rewarded interstitial", "native", "app open"]
        XCTAssertEqual(
            failures,
            zip(formats, lines).map { format, line in
                "\(file):\(line): failed - The \(format) load succeeded; expected it to fail with com.example.probe 7."
            })
    }

    func test_everyFormat_loadFailingWhenAnAdWasExpected_failsWithTheError() {
        let failures = capturingFailures {
            AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "fail"))
            AUTKWaitAndAssertLoadInterstitialAd(ProbeAdapter(), configured(AUTKMediationInterstitialAdConfiguration(), "fail"))
            AUTKWaitAndAssertLoadRewardedAd(ProbeAdapter(), configured(AUTKMediationRewardedAdConfiguration(), "fail"))
            AUTKWaitAndAssertLoadRewardedInterstitialAd(ProbeAdapter(), configured(AUTKMediationRewardedAdConfiguration(), "fail"))
            AUTKWaitAndAssertLoadNativeAd(ProbeAdapter(), configured(AUTKMediationNativeAdConfiguration(), "fail"))
            AUTKWaitAndAssertLoadAppOpenAd(ProbeAdapter(), configured(AUTKMediationAppOpenAdConfiguration(), "fail"))
        }
        XCTAssertEqual(
            failures.map(message),
            ["banner", "interstitial", "rewarded", "rewarded interstitial", "native", "app open"].map {
                "failed - The \($0) load failed with com.example.probe 7 (The probe refused.); expected an ad."
            })
    }

    func test_failingLoad_withAnotherCode_failsNamingBoth() {
        let failures = capturingFailures {
            AUTKWaitAndAssertLoadBannerAdFailure(
                ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "fail"),
                NSError(domain: ProbeAdapter.errorDomain, code: 8))
        }
        XCTAssertEqual(failures.map(message), ["failed - The banner load failed with com.example.probe 7; expected com.example.probe 8."])
    }

    /// A `MediationError` is compared by its own domain and code (Swift's `as NSError` would read
    /// the struct's type name and code 1 on Linux).
    func test_failingLoadWithAMediationError_isComparedByItsDomainAndCode() {
        let passing = capturingFailures {
            AUTKWaitAndAssertLoadBannerAdFailure(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "failTyped"), expected)
        }
        XCTAssertEqual(passing, [])
        let failing = capturingFailures {
            AUTKWaitAndAssertLoadBannerAdFailure(
                ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "failTyped"),
                NSError(domain: ProbeAdapter.errorDomain, code: 8))
            AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "failTyped"))
        }
        XCTAssertEqual(
            failing.map(message),
            [
                "failed - The banner load failed with com.example.probe 7; expected com.example.probe 8.",
                "failed - The banner load failed with com.example.probe 7 (The probe refused.); expected an ad.",
            ])
    }

    func test_loadNeverCompleting_failsAfterTheTimeout() {
        let failures = capturingFailures {
            let delegate = AUTKWaitAndAssertLoadInterstitialAd(
                ProbeAdapter(), configured(AUTKMediationInterstitialAdConfiguration(), "never"))
            XCTAssertNil(delegate.interstitialAd)
        }
        XCTAssertEqual(
            failures.map(message),
            [
                "failed - The interstitial load did not complete within 1.0 s of virtual time: the adapter never called its completion handler."
            ])
    }

    func test_completionCalledTwice_fails() {
        let failures = capturingFailures {
            AUTKWaitAndAssertLoadRewardedAd(ProbeAdapter(), configured(AUTKMediationRewardedAdConfiguration(), "twice"))
        }
        XCTAssertEqual(
            failures.map(message), ["failed - The adapter called the rewarded load's completion handler 2 times; GMA takes the first."])
    }

    func test_neitherAdNorError_fails() {
        let failures = capturingFailures {
            AUTKWaitAndAssertLoadNativeAd(ProbeAdapter(), configured(AUTKMediationNativeAdConfiguration(), "noAd"))
        }
        XCTAssertEqual(failures.map(message), ["failed - The native load completed with neither an ad nor an error; expected an ad."])
    }

    func test_loadCompletingOnTheMainQueue_isWaitedFor() {
        let failures = capturingFailures {
            let delegate = AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "main"))
            XCTAssertNotNil(delegate.bannerAd)
        }
        XCTAssertEqual(failures, [])
    }

    func test_loadCompletingInAMainActorTask_isWaitedFor() {
        let failures = capturingFailures {
            let delegate = AUTKWaitAndAssertLoadBannerAd(ProbeAdapter(), configured(AUTKMediationBannerAdConfiguration(), "mainActor"))
            XCTAssertNotNil(delegate.bannerAd)
        }
        XCTAssertEqual(failures, [])
    }

    func test_loadCompletingOnTheVirtualClockWithinTheTimeout_isWaitedFor_andTimeMovesOnlyAsFarAsNeeded() {
        let world = World(clock: VirtualClock())
        let failures = capturingFailures {
            world.run {
                let delegate = AUTKWaitAndAssertLoadAppOpenAd(
                    ProbeAdapter(), configured(AUTKMediationAppOpenAdConfiguration(), "clock:999"))
                XCTAssertNotNil(delegate.appOpenAd)
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(world.now, 999)
    }

    func test_loadCompletingOnTheVirtualClockAfterTheTimeout_fails_andLaterWorkIsLeftWaiting() {
        let world = World(clock: VirtualClock())
        let failures = capturingFailures {
            world.run {
                _ = AUTKWaitAndAssertLoadAppOpenAd(ProbeAdapter(), configured(AUTKMediationAppOpenAdConfiguration(), "clock:1001"))
            }
        }
        XCTAssertEqual(
            failures.map(message),
            [
                "failed - The app open load did not complete within 1.0 s of virtual time: the adapter never called its completion handler."
            ])
        XCTAssertEqual(world.virtualClock?.nextDueTime, 1001)
    }

    private func configured<Configuration: MediationAdConfiguration & AUTKSettable>(
        _ configuration: Configuration, _ behaviour: String
    ) -> Configuration {
        configuration.credentials = probeCredentials(["load": behaviour])
        return configuration
    }

    private func message(_ failure: String) -> String {
        String(failure.split(separator: " ", maxSplits: 1)[1])
    }
}
