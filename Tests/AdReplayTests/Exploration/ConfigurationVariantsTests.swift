import AdReplay
import Foundation
import Mediation
import NeutralUI
import Testing

/// Configuration variants follow what the adapter read: nothing else is varied, and each member
/// read gets the values the recording does not have.
@Suite struct ConfigurationVariantsTests {
    static func banner(request: MediationRequest? = nil, mobileAds: MobileAdsSettings? = nil) -> Scenario {
        Scenario(
            format: .banner, adapterClassName: "SampleCustomEvent", parameter: "sample-ad-unit",
            adSize: Size(width: 320, height: 50), request: request, mobileAds: mobileAds, script: [])
    }

    static func reads(_ members: [ConfigurationMember]) -> AdapterReads {
        AdapterReads(members: members.map { AdapterReads.Read(member: $0, values: ["x"]) })
    }

    /// What the Sample banner adapter reads, recorded: its size, credentials and test flag; so
    /// its variants are sizes and test mode, whatever child-directed tags the scenario sets.
    @Test func sampleBanner_readsSizeCredentialsAndTestMode_soOnlyThoseVary() throws {
        let scenario = Self.banner(
            request: MediationRequest(childDirectedTreatment: true), mobileAds: MobileAdsSettings(tagForChildDirectedTreatment: true))
        var withScript = scenario
        withScript.script = [ScriptStep(at: 0, .load)]
        let recording = try Recorder(registry: Registry.sample).record(withScript, name: "fill", network: .answer("fill"))
        #expect(recording.reads.members.map(\.member) == [.adSize, .credentials, .isTestRequest])
        #expect(recording.reads.values(of: .adSize) == ["320×50"])
        let names = ConfigurationVariants.of(scenario, reads: recording.reads, registry: Registry.sample).map(\.name)
        #expect(
            names == [
                "size-large-banner", "size-medium-rectangle", "size-full-banner", "size-leaderboard", "size-skyscraper",
                "size-anchored-adaptive", "test-mode",
            ])
    }

    @Test func tags_eachOtherValue_andUnsetLeavesNoEmptySettingsBehind() {
        let scenario = Self.banner(mobileAds: MobileAdsSettings(tagForChildDirectedTreatment: true))
        let variants = ConfigurationVariants.of(
            scenario, reads: Self.reads([.tagForChildDirectedTreatment, .childDirectedTreatment]), registry: Registry.sample)
        #expect(
            variants.map(\.name) == [
                "child-directed-yes", "child-directed-no", "tag-for-child-directed-no", "tag-for-child-directed-unset",
            ])
        #expect(variants[0].scenario.request == MediationRequest(childDirectedTreatment: true))
        #expect(variants[2].scenario.mobileAds == MobileAdsSettings(tagForChildDirectedTreatment: false))
        // Unset again, the app set nothing: the scenario stores no settings, as `record` writes it.
        #expect(variants[3].scenario.mobileAds == nil)
    }

    @Test func audioRatingAndAge_eachOtherValue() {
        let scenario = Self.banner(mobileAds: MobileAdsSettings(maxAdContentRating: "PG", applicationVolume: 0.5))
        let names = ConfigurationVariants.of(
            scenario, reads: Self.reads([.maxAdContentRating, .ageRestrictedTreatment, .isApplicationMuted, .applicationVolume]),
            registry: Registry.sample
        ).map(\.name)
        #expect(
            names == [
                "age-restricted-treatment-child", "age-restricted-treatment-teen", "max-ad-content-rating-g",
                "max-ad-content-rating-t", "max-ad-content-rating-ma", "max-ad-content-rating-unset", "muted", "volume-0", "volume-1",
            ])
    }

    @Test func biddingAndExtras_waterfallAndEachKeyLeftOut_withDistinctNames() {
        let scenario = Self.banner(request: MediationRequest(bidResponse: "bid", watermark: "AA==", extras: ["a_b": "1", "a-b": "2"]))
        let variants = ConfigurationVariants.of(
            scenario, reads: Self.reads([.bidResponse, .watermark, .extras]), registry: Registry.sample)
        #expect(variants.map(\.name) == ["waterfall", "without-watermark", "extras-without-a-b", "extras-without-a-b-2"])
        #expect(variants[0].scenario.request == MediationRequest(extras: ["a_b": "1", "a-b": "2"]))
        #expect(variants[2].scenario.request?.extras == ["a_b": "1"])
    }

    @Test func membersReadButNotVariable_areNamedWithWhy() {
        let lines = ConfigurationVariants.notVaried(reads: Self.reads([.adSize, .credentials, .bidResponse]), of: Self.banner())
        #expect(
            lines == [
                "credentials: the line's server-side settings are the publisher's; not varied",
                "bidResponse: a waterfall line has no bid response to vary (record a bidding line with record --bid-response); not varied",
            ])
    }
}
