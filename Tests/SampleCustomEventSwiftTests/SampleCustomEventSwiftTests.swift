import AdReplay
import AdReplaySample
import AdapterTestSupport
import Mediation
import NeutralUI
import SampleAdSDK
import Testing

@testable import SampleCustomEventSwift

/// The Swift family's dispatcher: versions, set-up, extras, the three formats it loads and the
/// three it leaves to the protocol's defaults.
@Suite struct SampleCustomEventSwiftTests {
    // MARK: Class members

    @Test func adapterVersion_is0_0_0() {
        #expect(SampleCustomEventSwift.adapterVersion() == VersionNumber())
        #expect(SampleCustomEventSwift.adapterVersion().description == "0.0.0")
    }

    @Test(arguments: [1.0, 2.5, 10.25])
    func adapterVersion_fromTheFrameworkDouble_isNeverFourParts(number: Double) {
        // A double prints with one dot, and the sample wants exactly four parts.
        #expect(SampleCustomEventVersionsSwift.adapter(number) == VersionNumber())
    }

    @Test func adSDKVersion_is1_0_0() {
        #expect(SampleCustomEventSwift.adSDKVersion() == VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0))
    }

    @Test(arguments: [
        ("2.x.7", VersionNumber(majorVersion: 2, minorVersion: 0, patchVersion: 7)),
        ("3.1.4.1", VersionNumber(majorVersion: 3, minorVersion: 1, patchVersion: 4)),
        ("1.0", VersionNumber()),
    ])
    func adSDKVersion_readsTheFirstThreePartsAndCountsANonNumberAs0(string: String, version: VersionNumber) {
        #expect(SampleCustomEventVersionsSwift.sdk(string) == version)
    }

    @Test func networkExtrasClass_isNil() {
        #expect(SampleCustomEventSwift.networkExtrasClass() == nil)
    }

    @Test func setUp_succeedsAtOnce() {
        var results: [MediationError?] = []
        SampleCustomEventSwift.setUpWith(MediationServerConfiguration(credentials: [.sample("unit", format: .banner)])) {
            results.append($0.map(MediationError.init))
        }

        #expect(results.count == 1)
        #expect(results.first == .some(nil))
    }

    @Test func record_writesVersion0_0_0AndSDK1_0_0IntoTheFixture() throws {
        let scenario = Scenario.swift(.banner, script: [(0, .load), (1_000, .tap)])
        let recording = try Recorder(registry: SwiftSession.registry).record(scenario, name: "fill", network: .answer(.fill))

        #expect(recording.fixture.environment.adapterVersion == "0.0.0")
        #expect(recording.fixture.environment.adSDKVersion == "1.0.0")
        #expect(
            recording.fixture.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \"", "1000 ms  host reportClick",
            ])
        #expect(recording.breaches.isEmpty)
    }

    @Test func registry_knowsBothSwiftAdaptersByTypeName() {
        #expect(SwiftSession.registry.names == ["SampleCustomEventSwift", "SampleLegacyCustomEventNativeAdSwift"])
    }

    // MARK: Formats

    @Test(arguments: [(Scenario.Format.banner, SampleAdFormat.banner), (.interstitial, .interstitial), (.native, .native)])
    func load_routesEachSupportedFormatToItsSampleSDKClass(format: Scenario.Format, sampleFormat: SampleAdFormat) throws {
        let answer: SampleNetworkAnswer = format == .native ? .nativeFill(.app, video: true) : .fill
        let session = try SwiftSession.run(.swift(format, script: [(0, .load)]), answers: [answer])

        #expect(session.observation.sampleRequests.map(\.format) == [sampleFormat])
        #expect(session.observation.loadErrors.isEmpty)
    }

    @Test(arguments: [Scenario.Format.rewarded, .rewardedInterstitial, .appOpen])
    func load_formatsTheSwiftSampleLacks_failAsUnsupportedWithoutAskingTheNetwork(format: Scenario.Format) throws {
        let session = try SwiftSession.run(.swift(format, script: [(0, .load), (1_000, .present)]), answers: [.fill])
        let name = format.rawValue

        #expect(
            session.observation.lines(.hostEvents) == [
                "0 ms  host loadCompleted error com.google.admob 8 \"SampleCustomEventSwift does not support the \(name) ad format.\""
            ])
        #expect(session.observation.sampleRequests.isEmpty)
        #expect(session.observation.lines(.callbacks).isEmpty)
    }

    @Test func load_unsupportedFormats_answerWithTheDefaultsError() {
        let adapter = SampleCustomEventSwift()
        var errors: [MediationError?] = []
        adapter.loadRewardedAd(for: .init(credentials: .sample("unit", format: .rewarded))) {
            errors.append($1.map(MediationError.init)); return nil
        }
        adapter.loadRewardedInterstitialAd(for: .init(credentials: .sample("unit", format: .rewardedInterstitial))) {
            errors.append($1.map(MediationError.init)); return nil
        }
        adapter.loadAppOpenAd(for: .init(credentials: .sample("unit", format: .appOpen))) {
            errors.append($1.map(MediationError.init)); return nil
        }

        #expect(
            errors == [
                .unsupportedFormat(.rewarded, adapter: SampleCustomEventSwift.self),
                .unsupportedFormat(.rewardedInterstitial, adapter: SampleCustomEventSwift.self),
                .unsupportedFormat(.appOpen, adapter: SampleCustomEventSwift.self),
            ])
    }
}
