import AdReplay
import Testing

/// What the adapter tells the host about a rewarded ad, for each thing Heron's closures report,
/// asserted as the sequence of closure calls and host events (the network answers 400 ms after
/// each request unless a test says otherwise).
@Suite struct HeronRewardedAdapterTests {
    @Test func fill_watchedToTheEnd_rewardsWhenTheVideoEndsAndBeforeTheDismissal() throws {
        let session = try HeronSession(.rewarded, "load; +1000 present; +3000 tap; +14000 close")
        #expect(
            session.calls == [
                "0 ms  do load",
                "400 ms  heron callback HeronRewardedAd.load completion(success)",
                "400 ms  host loadCompleted ad full-screen",
                "1000 ms  do present",
                // The screen takes 300 ms to appear; Heron says it is shown once it has.
                "1300 ms  heron callback rewarded.onShow",
                "1300 ms  host willPresentFullScreenView",
                "1300 ms  host reportImpression",
                "1300 ms  host didStartVideo",
                "4000 ms  do tap",
                "4000 ms  heron callback rewarded.onClick",
                "4000 ms  host reportClick",
                "16300 ms  heron callback rewarded.onReward(10 feathers)",
                "16300 ms  host didEndVideo",
                "16300 ms  host didRewardUser",
                "18000 ms  do close",
                "18000 ms  heron callback rewarded.onDismiss",
                "18000 ms  host willDismissFullScreenView",
                "18000 ms  host didDismissFullScreenView",
            ])
        #expect(session.breaches.isEmpty)
    }

    @Test func closeBeforeTheVideoEnds_doesNothing_theCloseButtonIsHidden() throws {
        let session = try HeronSession(.rewarded, "load; +1000 present; +5000 close")
        #expect(
            session.calls.suffix(4) == [
                "6000 ms  do close",
                "16300 ms  heron callback rewarded.onReward(10 feathers)",
                "16300 ms  host didEndVideo",
                "16300 ms  host didRewardUser",
            ])
        #expect(session.effects.last == "16300 ms  heron effect HeronRewardedAd shows its close button")
    }

    @Test func presentedAfterItExpired_failsWithHeronsOwnError() throws {
        let session = try HeronSession(.rewarded, "load; +61000 present")
        #expect(
            session.calls == [
                "0 ms  do load",
                "400 ms  heron callback HeronRewardedAd.load completion(success)",
                "400 ms  host loadCompleted ad full-screen",
                "61000 ms  do present",
                "61000 ms  heron callback rewarded.onShowFailure(adExpired)",
                #"61000 ms  host didFailToPresentWithError com.heronads.mediation 2001 "The ad expired before it was shown." reason "Heron SDK error 2001 (adExpired).""#,
            ])
        // 60 s after the fill arrived, on the SDK's clock.
        #expect(session.effects.contains(#"60400 ms  heron effect log "[Heron] Rewarded ad for placement expired.""#))
    }

    @Test func presentedJustBeforeItExpires_plays_andDoesNotExpireOnScreen() throws {
        let session = try HeronSession(.rewarded, "load; +60399 present; +17000 close")
        #expect(session.calls.contains("60699 ms  host willPresentFullScreenView"))
        #expect(session.calls.contains("75699 ms  host didRewardUser"))
        #expect(session.calls.last == "77399 ms  host didDismissFullScreenView")
        #expect(!session.effects.contains { $0.contains("expired") })
    }

    @Test func presentedTwice_theSecondFailsAsAlreadyShown() throws {
        let session = try HeronSession(.rewarded, "load; +1000 present; +17000 close; +1000 present")
        #expect(
            session.calls.suffix(3) == [
                "19000 ms  do present",
                "19000 ms  heron callback rewarded.onShowFailure(alreadyShown)",
                #"19000 ms  host didFailToPresentWithError com.heronads.mediation 2002 "The ad was already shown." reason "Heron SDK error 2002 (alreadyShown).""#,
            ])
    }

    @Test(arguments: [
        ("noFill", #"com.heronads.mediation 1004 "No ad is available for this placement." reason "Heron SDK error 1004 (noFill).""#),
        (
            "serverError",
            #"com.heronads.mediation 1005 "The ad server failed to answer the request." reason "Heron SDK error 1005 (serverError).""#
        ),
        ("throttled", #"com.heronads.mediation 1006 "Too many requests; try again later." reason "Heron SDK error 1006 (throttled).""#),
    ])
    func loadFailure_completesOnceWithHeronsCode(answer: String, error: String) throws {
        let session = try HeronSession(.rewarded, "load; +1000 present", network: .answer(answer))
        #expect(
            session.calls == [
                "0 ms  do load",
                "400 ms  heron callback HeronRewardedAd.load completion(failure \(answer))",
                "400 ms  host loadCompleted error \(error)",
                "1000 ms  do present",
            ])
    }

    @Test func missingPlacement_failsOnTheNextTurnOfTheClock_withoutARequest() throws {
        let session = try HeronSession(.rewarded, "load", parameter: nil)
        #expect(
            session.calls == [
                "0 ms  do load",
                "0 ms  heron callback HeronRewardedAd.load completion(failure invalidPlacement)",
                #"0 ms  host loadCompleted error com.heronads.mediation 1001 "The placement ID is missing or empty." reason "Heron SDK error 1001 (invalidPlacement).""#,
            ])
        #expect(session.recording.fixture.observation.exchanges.isEmpty)
    }

    @Test func anAnswerInsideTheLoadCall_completesInsideIt() throws {
        let session = try HeronSession(.rewarded, "load", network: .answer("fill", latency: 0))
        #expect(
            session.calls == [
                "0 ms  do load",
                "0 ms  heron callback HeronRewardedAd.load completion(success)",
                "0 ms  host loadCompleted ad full-screen",
            ])
    }
}
