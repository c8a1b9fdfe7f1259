import AdWorld
import Foundation
import Mediation
import Testing

/// The getters of GMA's configurations and global state note what an adapter reads, in a world
/// whose host asked for it, and nothing otherwise.
@Suite struct ConfigurationReadsTests {
    static func banner(_ request: MediationRequest = MediationRequest()) -> MediationBannerAdConfiguration {
        MediationBannerAdConfiguration(
            credentials: MediationCredentials(settings: ["parameter": "unit", "app_id": "1"], format: .banner),
            adSize: AdSizeMediumRectangle, request: request)
    }

    @Test func configurationMadeInAWorldWithReads_notesEachMemberReadWithItsValue() {
        let world = World()
        let reads = ConfigurationReads()
        world.configurationReads = reads
        let configuration = world.run { Self.banner(MediationRequest(extras: ["b": "2", "a": "1"], childDirectedTreatment: true)) }
        _ = configuration.adSize
        _ = configuration.credentials.settings["parameter"]
        _ = configuration.childDirectedTreatment
        _ = configuration.extras
        _ = configuration.bidResponse
        #expect(
            reads.values == [
                .adSize: ["300×250"], .credentials: ["keys app_id, parameter"], .childDirectedTreatment: ["yes"],
                .extras: ["keys a, b"], .bidResponse: ["unset"],
            ])
    }

    @Test func configurationMadeWithoutReads_notesNothing_evenReadInsideAWorldWithThem() {
        let configuration = Self.banner()
        let world = World()
        let reads = ConfigurationReads()
        world.configurationReads = reads
        world.run { _ = configuration.adSize }
        #expect(reads.values.isEmpty)
    }

    /// A bidding adapter reads the size and extras of a bid request while it collects signals.
    @Test func bidRequestParameters_noteTheSizeAndExtrasRead() {
        let world = World()
        let reads = ConfigurationReads()
        world.configurationReads = reads
        let parameters = world.run {
            RTBRequestParameters(
                configuration: RTBMediationSignalsConfiguration(credentials: []), adSize: AdSizeLeaderboard,
                extras: Extras(parameters: ["k": "v"]))
        }
        _ = parameters.adSize
        _ = parameters.extras
        #expect(reads.values == [.adSize: ["728×90"], .extras: ["keys k"]])
    }

    @Test func mobileAds_notesItsStateAndRequestConfigurationOnceTheHostHandsItTheLog() {
        let mobileAds = MobileAds(MobileAdsSettings(tagForUnderAgeOfConsent: false, ageRestrictedTreatment: .teen, applicationVolume: 0.5))
        _ = mobileAds.isApplicationMuted  // before the log: not noted
        let reads = ConfigurationReads()
        mobileAds.readLog = reads
        _ = mobileAds.requestConfiguration.tagForChildDirectedTreatment
        _ = mobileAds.requestConfiguration.tagForUnderAgeOfConsent
        _ = mobileAds.requestConfiguration.ageRestrictedTreatment
        _ = mobileAds.applicationVolume
        mobileAds.isApplicationMuted = true
        _ = mobileAds.isApplicationMuted
        #expect(
            reads.values == [
                .tagForChildDirectedTreatment: ["unset"], .tagForUnderAgeOfConsent: ["no"], .ageRestrictedTreatment: ["teen"],
                .applicationVolume: ["0.5"], .isApplicationMuted: ["yes"],
            ])
    }
}
