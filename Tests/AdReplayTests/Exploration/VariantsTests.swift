import AdReplay
import AdReplaySample
import Foundation
import SampleAdSDK
import SampleCustomEvent
import Testing

/// The variants of one recording: every answer its format can meet, recorded against the
/// unchanged adapter and script, each replaying green.
@Suite struct VariantsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var recording: String
        var names: [String]
        var testDescription: String { recording }
    }

    static let standard = ["fill", "failure-unknown", "failure-network-error", "failure-no-inventory", "missing-ad-unit", "late-fill"]
    static func native(_ images: String) -> [String] {
        [
            "content-video-yes-\(images)", "content-video-no-\(images)", "app-video-yes-\(images)", "app-video-no-\(images)",
            "failure-unknown", "failure-network-error", "failure-no-inventory", "missing-ad-unit", "late-fill",
        ]
    }

    static let cases: [Case] = [
        Case(recording: "banner/fill", names: standard),
        Case(recording: "interstitial/fill", names: standard),
        Case(recording: "rewarded/fill", names: standard),
        Case(recording: "rewardedInterstitial/fill", names: standard),
        Case(recording: "appOpen/fill", names: standard),
        Case(recording: "native/fill", names: native("images")),
        Case(recording: "native/content-video-no-urls", names: native("urls")),
        Case(recording: "nativeLegacy/content-video-yes-images", names: native("images")),
        Case(recording: "nativeSelfTracking/track-impression-and-click", names: native("images")),
        Case(
            recording: "customNative/direct-video-impression-twice",
            names: [
                "fill-video-yes", "fill-video-no", "failure-invalid-request", "failure-no-fill", "failure-network-error",
                "failure-server-error", "failure-timeout", "failure-internal-error", "missing-ad-unit", "late-fill",
            ]),
    ]

    @Test(arguments: cases) func of_eachFormat_namesEveryAnswer_andEachReplaysGreen(_ test: Case) throws {
        let recorded = try committedFixture(test.recording)
        let variants = try Variants.of(recorded, registry: Registry.sample)
        #expect(variants.map(\.name) == test.names)
        for variant in variants {
            let fixture = try Variants.record(variant, registry: Registry.sample).fixture
            #expect(fixture.name == variant.name)
            let path = "\(test.recording) → \(variant.name)"
            let decoded = try FixtureCodec.decode(FixtureCodec.encode(fixture), path: path, networks: Registry.sample.networks)
            let result = Replayer(registry: Registry.sample).replay(decoded, path: path)
            #expect(result.passed, "\(path): \(result.diff?.headline ?? result.failure ?? "\(result.status)")")
        }
    }

    @Test(arguments: cases) func record_givesTheCommittedFixtureOfTheSameNameAndRequest(_ test: Case) throws {
        let recorded = try committedFixture(test.recording)
        let format = recorded.scenario.format.rawValue
        for variant in try Variants.of(recorded, registry: Registry.sample) {
            // A committed fixture of that name made by the same request (scripts/record-all).
            let committed = recording("\(format)/\(variant.name)")
            guard let bytes = FileManager.default.contents(atPath: committed),
                try FixtureStore.read(committed, networks: Registry.sample.networks).scenario == variant.scenario
            else { continue }
            let fixture = try Variants.record(variant, registry: Registry.sample).fixture
            #expect(try FixtureCodec.encode(fixture) == Array(bytes), "\(committed)")
        }
    }

    /// A variant's name carries only the axes its network has: a native recording of a network
    /// whose request says nothing of downloading images has no `-images`/`-urls` part, and one
    /// without video has no `video-` part.
    @Test func of_aNetworkWithoutAnImageOption_namesNoImages() throws {
        var registry = AdapterRegistry()
        registry.register(network: HostlessTwin())
        registry.register(SampleCustomEvent.self, network: "twin")
        let variants = try Variants.of(try committedFixture("native/fill"), registry: registry)
        #expect(variants.map(\.name) == ["fill-video-yes", "fill-video-no", "missing-ad-unit", "late-fill"])
    }

    @Test func of_keepsTheScenario_butDropsTheAdUnitForTheMissingAdUnit() throws {
        let recorded = try committedFixture("rewarded/fill")
        for variant in try Variants.of(recorded, registry: Registry.sample) {
            var expected = recorded.scenario
            if variant.name == "missing-ad-unit" { expected.parameter = nil }
            #expect(variant.scenario == expected, "\(variant.name)")
        }
    }

    @Test func of_nativeNetworks_sayHowTheyAnswer() throws {
        let variants = try Variants.of(try committedFixture("native/content-video-no-urls"), registry: Registry.sample)
        #expect(
            variants.map { $0.network.describe(using: SamplePlugin()) } == [
                "answer fill, video yes, variant content",
                "answer fill, video no (AdReplay's variant: Google's Sample SDK always attaches video), variant content",
                "answer fill, video yes, variant app",
                "answer fill, video no (AdReplay's variant: Google's Sample SDK always attaches video), variant app",
                "answer failure unknown (1)", "answer failure networkError (2)", "answer failure noInventory (3)",
                "answer fill", "answer fill, video yes, variant content, latency 2000 ms",
            ])
        #expect(
            variants[1].summary == "the network fills with a content ad without video (AdReplay's variant: "
                + "Google's Sample SDK always attaches video), image URLs only (the request disables image loading)")
        #expect(variants[2].summary == "the network fills with an app ad with video, image URLs only (the request disables image loading)")
    }

    @Test func lateFill_answersAfterTheDelay_andTheHostActsFirst() throws {
        let variants = try Variants.of(try committedFixture("interstitial/fill"), registry: Registry.sample)
        let late = try #require(variants.last)
        let fixture = try Variants.record(late, registry: Registry.sample).fixture
        let sample = try #require(fixture.observation.sampleExchanges.first)
        #expect(sample.answer.latency == Variants.lateAnswerDelay)
        #expect(sample.answeredAt == 2_000)
    }

    @Test func of_recordingWithoutAnAdUnit_throwsSayingTheFix() throws {
        let fixture = try committedFixture("banner/missing-ad-unit")
        let error = try #require(throws: VariantError.self) {
            try Variants.of(fixture, registry: Registry.sample, path: "recordings/banner/missing-ad-unit.fixture.gz")
        }
        #expect(
            error.description == "recordings/banner/missing-ad-unit.fixture.gz: records a request without an ad unit, so every "
                + "variant would be the missing ad unit; derive the variants from a recording with one.")
    }

    @Test func drift_ofTheSameSession_isNil() throws {
        let variant = try #require(try Variants.of(try committedFixture("banner/fill"), registry: Registry.sample).first)
        let fixture = try Variants.record(variant, registry: Registry.sample).fixture
        #expect(Variants.drift(of: fixture, from: try committedFixture("banner/fill")) == nil)
    }

    @Test func drift_namesTheFirstDifferenceOfTheTimeline() throws {
        let variant = try #require(try Variants.of(try committedFixture("banner/fill"), registry: Registry.sample).first)
        let fixture = try Variants.record(variant, registry: Registry.sample).fixture
        let stored = try committedFixture("banner/failure-no-inventory")
        let expected = try #require(FixtureDiff.between(expected: stored.observation, actual: fixture.observation)).headline
        #expect(Variants.drift(of: fixture, from: stored) == expected)
        #expect(expected.hasPrefix("first difference at #"))
    }

    @Test func drift_namesAChangedScenarioFirst() throws {
        let variant = try #require(try Variants.of(try committedFixture("interstitial/fill"), registry: Registry.sample).first)
        let fixture = try Variants.record(variant, registry: Registry.sample).fixture
        let stored = try committedFixture("interstitial/close")
        let headline = try #require(Variants.drift(of: fixture, from: stored))
        #expect(headline.hasPrefix("the scenario differs: script: "), "\(headline)")
    }
}
