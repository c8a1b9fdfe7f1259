import AdReplay
import NeutralUI
import Testing

/// One table answers every per-format question.
@Suite struct FormatProfileTests {
    @Test(arguments: Scenario.Format.allCases)
    func everyFormat_hasItsOwnProfile(format: Scenario.Format) {
        #expect(format.profile.format == format)
        #expect(format.profile.defaultScript.first == ScriptStep(at: 0, .load))
        #expect(format.profile.contracts.isSuperset(of: [.loadCompletesOnce, .nothingAfterFailedLoad]))
        #expect(format.profile.generatedActions.contains(.load))
    }

    @Test func defaultScripts_readAsTheHelpShowsThem() {
        #expect(
            Scenario.Format.allCases.map { Script.defaultText(for: $0) } == [
                "load; +1000 tap",
                "load; +1000 present; +1000 tap",
                "load; +1000 present; +10500 tap; +500 close",
                "load; +1000 present; +10500 tap; +500 close",
                "load; +1000 present; +5500 tap; +500 close",
                "load; +1000 render; impression; +1000 click headline; +5000 untrack",
                "load; +1000 render; impression; +1000 click headline; +5000 untrack",
                "load; +1000 render; +2000 tap; +1000 untrack",
                "load; +1000 impression; +500 impression; +500 click Headline",
            ])
    }

    @Test func apisAndFamilies() {
        #expect(Scenario.Format.allCases.filter { $0.profile.api == .legacyCustomEvent } == [.nativeLegacy, .nativeSelfTracking])
        #expect(
            Scenario.Format.allCases.filter { $0.profile.family == .fullScreen } == [
                .interstitial, .rewarded, .rewardedInterstitial, .appOpen,
            ])
        #expect(Scenario.Format.allCases.filter(\.isNative) == [.native, .nativeLegacy, .nativeSelfTracking])
        #expect(Scenario.Format.banner.profile.defaultAdSize == Size(width: 320, height: 50))
    }

    /// A rule that cannot concern a format is not checked for it: a banner has no dismissal.
    @Test func contracts_applyByFormat() {
        #expect(!Scenario.Format.banner.profile.contracts.contains(.rewardBeforeDismissal))
        #expect(Scenario.Format.rewarded.profile.contracts.contains(.rewardBeforeDismissal))
        #expect(Scenario.Format.customNative.profile.contracts.contains(.customNativeImpressionOnce))
        #expect(!Scenario.Format.native.profile.contracts.contains(.customNativeImpressionOnce))
    }
}
