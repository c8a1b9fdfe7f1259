import AdWorld
import Foundation
import Mediation
import NeutralUI
import Testing
import TinyNetwork

@testable import AdReplay

/// A network the engine never heard of (Tests/TinyNetwork: an SDK, its adapter, and a
/// `SeamNetwork` plug-in of 15 lines) records, stores, replays and diffs like the Sample one.
@Suite struct NetworkPluginTests {
    private let scenario = Scenario(
        format: .banner, adapterClassName: "TinyAdapter", parameter: "top",
        adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .tap)])

    private func record(_ network: LiveNetwork = .answer("fill"), registry: AdapterRegistry = .tiny) throws -> Fixture {
        try Recorder(registry: registry).record(scenario, name: "tiny", network: network).fixture
    }

    @Test func recording_isOneTimelineAcrossTheTinySeamAndTheHost() throws {
        let fixture = try record()
        #expect(
            fixture.timeline.map(\.line) == [
                "0 ms  do load",
                "100 ms  tiny request slot top → fill \"Tiny ad\"",
                "100 ms  tiny effect shows \"Tiny ad\"",
                "100 ms  tiny callback tinyDidLoad",
                "100 ms  host loadCompleted ad banner 320×50",
                "1000 ms  do tap",
                "1000 ms  tiny callback tinyWasTapped",
                "1000 ms  host reportClick",
            ])
        #expect(fixture.environment.sdkVersion == "0.1.0")
        #expect(fixture.environment.network == "answer fill")
    }

    @Test func entries_areStoredFlat_underTheNetworksTag() throws {
        let json = String(decoding: try FixtureCodec.json(try record()), as: UTF8.self)
        #expect(
            json.contains(
                #"{"at":   100, "sdk": "tiny", "request": {"slot": "top"}, "answer": "fill", "text": "Tiny ad", "latency": 100},"#))
        #expect(json.contains(#"{"at":   100, "sdk": "tiny", "effect": "shown", "text": "Tiny ad"},"#))
        #expect(json.contains(#"{"at":  1000, "sdk": "tiny", "callback": "wasTapped"},"#))
    }

    @Test func fixture_readsBackEqual_andReplaysGreen() throws {
        let fixture = try record()
        let read = try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "tiny.fixture.gz", networks: AdapterRegistry.tiny.networks)
        #expect(read == fixture)
        let result = Replayer(registry: .tiny).replay(read)
        #expect(result.passed, "\(result.failureMessage ?? "")")
        #expect(result.observed == fixture.observation)
    }

    /// Read without the plug-in, the entries are kept as stored; the replayer reads them with its own.
    @Test func fixtureReadWithoutThePlugin_stillReplays() throws {
        let bytes = try FixtureCodec.encode(try record())
        let raw = try FixtureCodec.decode(bytes, path: "tiny.fixture.gz", networks: [])
        #expect(raw.timeline[1].line == "100 ms  tiny request {\"slot\": \"top\"} answer=fill text=Tiny ad latency=100")
        #expect(try FixtureCodec.encode(raw) == bytes)
        #expect(Replayer(registry: .tiny).replay(raw).passed)
    }

    @Test func failureAnswer_reachesTheHostAsTheAdaptersError() throws {
        let fixture = try record(.answer("failure"))
        #expect(
            fixture.hostEvents == [
                Timed(
                    100,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.example.tiny", code: 7, description: "Tiny failed with code 7", failureReason: nil,
                                userInfo: [:]))))
            ])
        #expect(Replayer(registry: .tiny).replay(fixture).passed)
    }

    @Test func unknownAnswer_isRefusedWithTheNetworksAnswers() {
        #expect(throws: Recorder.UnknownAnswer(answer: "maybe", network: "tiny", known: ["fill", "failure"])) {
            try record(.answer("maybe"))
        }
        #expect(
            Recorder.UnknownAnswer(answer: "maybe", network: "tiny", known: ["fill", "failure"]).description
                == #"the tiny network has no answer "maybe"; it gives fill, failure"#)
    }

    @Test func changedAdapter_differs_withTheTinyEntryInTheHeadline() throws {
        let fixture = try record()
        var registry = AdapterRegistry.tiny
        registry.register(ForgetfulTinyAdapter.self, as: "TinyAdapter")
        let result = Replayer(registry: registry).replay(fixture, path: "tiny.fixture.gz")
        #expect(result.status == .differed)
        #expect(result.diff?.headline == "first difference at #7 (1000 ms): host reportClick at 1000 ms was recorded but not replayed")
    }

    @Test func replayWithoutThePlugin_namesTheMissingNetwork() throws {
        var registry = AdapterRegistry()
        registry.register(TinyAdapter.self)
        #expect(
            Replayer(registry: registry).replay(try record()).status
                == .failed(
                    #"the fixture holds entries of the network "tiny" and no plug-in for it is registered (registered: hostAdServer)"#))
    }

    @Test func aRequestTheRecordingDoesNotHold_isAProblem_andGetsTheUnrecordedAnswer() throws {
        var fixture = try record()
        fixture.scenario.script.append(ScriptStep(at: 2000, .load))
        let result = Replayer(registry: .tiny).replay(fixture)
        #expect(
            result.requestProblems == [.unexpected(index: 1, recorded: 1, actual: RequestValue(network: "tiny", TinyRequest(slot: "top")))])
        guard case .unexpected(_, _, let actual)? = result.requestProblems.first else { return }
        #expect(actual.request(as: TinyRequest.self) == TinyRequest(slot: "top"))
        #expect(
            result.observed.hostEvents.last
                == Timed(
                    2000,
                    .loadCompleted(
                        .error(
                            ErrorSummary(
                                domain: "com.example.tiny", code: 99, description: "Tiny failed with code 99", failureReason: nil,
                                userInfo: [:])))))
    }

    /// A network whose recording holds no exchange is set up when the session first reaches
    /// it, not at the start (most replays of a tool with several networks never do): an adapter
    /// that asks it now is still answered as a replay answers and heard.
    @Test func aNetworkTheRecordingNeverAsked_isStillAnsweredAndHeard_whenTheAdapterAsksIt() throws {
        var fixture = try record()
        fixture.timeline.removeAll { if case .sdk = $0.event { true } else { false } }
        let result = Replayer(registry: .tiny).replay(fixture)
        #expect(
            result.requestProblems == [.unexpected(index: 0, recorded: 0, actual: RequestValue(network: "tiny", TinyRequest(slot: "top")))])
        #expect(result.observed.entries.map(\.line).contains("0 ms  tiny request slot top → failure 99"))
    }

    /// A case whose labels are the entry's own keys is stored nested, and reads back equal.
    @Test func caseNamedLikeTheEntrysKeys_storesNested_andReadsBack() throws {
        var fixture = try record()
        fixture.timeline.append(TimelineEntry(at: 2000, .sdk(SDKEntry(sdk: "tiny", SeamEntry<Tiny>.effect(.noted(at: 5, answer: "x"))))))
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(json.contains(#"{"at":  2000, "sdk": "tiny", "effect": {"noted": {"answer": "x", "at": 5}}}"#))
        let read = try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "tiny.fixture.gz", networks: AdapterRegistry.tiny.networks)
        #expect(read == fixture)
    }

    @Test func eachRequestPastTheRecording_saysHowManyItHolds() throws {
        var fixture = try record()
        fixture.scenario.script += [ScriptStep(at: 2000, .load), ScriptStep(at: 3000, .load)]
        let result = Replayer(registry: .tiny).replay(fixture)
        #expect(
            result.requestProblems.map(\.description) == [
                "request #1 is not in the recording (it holds 1):\n    actual:   slot top",
                "request #2 is not in the recording (it holds 1):\n    actual:   slot top",
            ])
    }

    /// With two networks registered, an adapter must say which it talks to: answers, versions and
    /// the SDK's own contract rules depend on it.
    @Test func twoNetworks_needTheAdaptersNetworkNamed() throws {
        var registry = AdapterRegistry.tiny
        registry.register(network: HostlessTwin())
        #expect(
            throws: Recorder.Refusal(
                "adapter TinyAdapter could talk to any of the networks tiny, twin; register it with network: to say which")
        ) {
            try record(registry: registry)
        }
        registry.register(TinyAdapter.self, network: "tiny")
        #expect(try record(registry: registry).environment.network == "answer fill")
        registry.register(TinyAdapter.self, network: "nowhere")
        #expect(
            throws: Recorder.Refusal(
                "adapter TinyAdapter talks to the network nowhere, and no plug-in is registered as nowhere")
        ) {
            try record(registry: registry)
        }
    }

    @Test func videoApplies_onlyWhereTheNetworkSays() {
        #expect(!SeamPlugin<Tiny>().recording.videoApplies(to: .banner))
        #expect(SeamPlugin<Tiny>().recording.describe(answer: "fill") == "answer fill")
    }

    /// Variants come from the plug-in's answers: any network's recording has them.
    @Test func variants_ofAnotherNetworksRecording_areItsAnswers() throws {
        let variants = try Variants.of(try record(), registry: .tiny)
        #expect(variants.map(\.name) == ["fill", "failure-failure", "missing-ad-unit", "late-fill"])
        #expect(
            variants.map(\.summary) == [
                "the network fills", "the network fails: failure", "the request has no ad unit",
                "the network fills 2000 ms after the request",
            ])
        for variant in variants {
            let recording = try Variants.record(variant, registry: .tiny)
            #expect(Replayer(registry: .tiny).replay(recording.fixture).passed, "\(variant.name)")
        }
        let late = try Variants.record(variants[3], registry: .tiny).fixture
        #expect(late.timeline.map(\.line).contains("2000 ms  tiny request slot top → fill \"Tiny ad\""))
    }

    /// `explore` simplifies a session toward the network's plain no-fill: by default the first
    /// failure it answers.
    @Test func noFillAnswer_isTheFirstFailureByDefault() {
        #expect(SeamPlugin<Tiny>().recording.noFillAnswer == "failure")
    }

    @Test func recordingTwice_givesTheSameBytes() throws {
        #expect(try FixtureCodec.encode(try record(.seeded(3))) == FixtureCodec.encode(try record(.seeded(3))))
    }
}

/// A second network plug-in, to register beside the Tiny one.
struct HostlessTwin: NetworkPlugin {
    var name: String { "twin" }
    var sdkName: String { "Twin SDK" }
    var sdkVersion: String { "1" }
    /// Its fills may carry video, whatever the format (the variants' tests ask for a video axis).
    var recording: RecordingOptions { RecordingOptions(videoFormats: Set(Scenario.Format.allCases)) }

    func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        StoredNetworkEntry(members: fields.members)
    }

    func install(_ session: NetworkSession, in world: World) {}
}

/// The Tiny adapter with a bug: it forgets to report taps.
final class ForgetfulTinyAdapter: MediationAdapter, MediationBannerAd, TinyBannerDelegate {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 0, minorVersion: 1, patchVersion: 0) }
    private var banner: TinyBanner?
    private var completion: MediationBannerLoadCompletionHandler?

    init() {}

    var view: View { banner ?? View() }

    func loadBanner(for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping MediationBannerLoadCompletionHandler)
    {
        let banner = TinyBanner(slot: adConfiguration.credentials.settings["parameter"] as? String ?? "")
        banner.delegate = self
        self.banner = banner
        completion = completionHandler
        banner.load()
    }

    func tinyBannerDidLoad(_ banner: TinyBanner) {
        _ = completion?(self, nil)
        completion = nil
    }

    func tinyBanner(_ banner: TinyBanner, didFailWith code: Int) {
        _ = completion?(nil, MediationError(domain: "com.example.tiny", code: code))
        completion = nil
    }

    func tinyBannerWasTapped(_ banner: TinyBanner) {}
}

/// A network whose request and answer both have a field named `slot`: stored side by side, the
/// answer's would collide with the request's, so it is nested instead.
enum Echo: SeamNetwork {
    enum Request: Codable, Hashable, Sendable, CustomStringConvertible {
        case ask(slot: String)
        var description: String { "ask" }
    }

    enum Answer: Codable, Hashable, Sendable, CustomStringConvertible {
        case fill(slot: String)
        var description: String { "fill" }
    }

    typealias Callback = TinyCallback
    typealias Effect = TinyEffect

    enum Seam: WorldKey {
        static func defaultValue(in world: World) -> SDKSeam<Request, Answer, Callback, Effect> { SDKSeam(network: EchoNetwork()) }
    }

    static let name = "echo"
    static let sdkName = "Echo SDK"
    static let sdkVersion = "1"
    static let unrecordedAnswer = Answer.fill(slot: "")

    static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<Request, Answer> { EchoNetwork() }
}

final class EchoNetwork: AdNetwork {
    func answer(_ request: Echo.Request) -> NetworkReply<Echo.Answer> { NetworkReply(.fill(slot: "top")) }
}

@Suite struct FlatStorageTests {
    @Test func answerFieldNamedLikeARequestField_isNested_andReadsBack() throws {
        let entry = SeamEntry<Echo>.exchange(request: .ask(slot: "top"), answer: .fill(slot: "top"), requestedAt: 0, answeredAt: 0)
        let members = try entry.storedMembers(at: 0)
        #expect(members.map(\.key) == ["request", "slot", "answer"])
        let fields = FieldReader([JSONValue.Member(key: "at", value: 0), JSONValue.Member(key: "sdk", value: "echo")] + members)
        #expect(SDKEntry(sdk: "echo", try SeamPlugin<Echo>().entry(stored: fields, at: 0)) == SDKEntry(sdk: "echo", entry))
    }
}

/// A live network that cannot be had (a test server that does not start) fails the recording
/// saying why, instead of recording the SDK failing to reach a network that was never there.
@Suite struct UnavailableLiveNetworkTests {
    struct ServerDidNotStart: Error, CustomStringConvertible {
        var description: String { "the test server did not start (bind: address in use)" }
    }

    enum UnstartableTiny: TinyShaped {
        static let unrecordedAnswer = TinyAnswer.failure(code: 99)
        static func liveNetwork(_ answers: LiveAnswers) throws -> any AdNetwork<TinyRequest, TinyAnswer> { throw ServerDidNotStart() }
    }

    @Test func aLiveNetworkThatCannotBeHad_failsTheRecording_sayingWhy() {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<UnstartableTiny>())
        registry.register(TinyAdapter.self, formats: [.banner])
        let scenario = Scenario(
            format: .banner, adapterClassName: "TinyAdapter", parameter: "top",
            adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load)])
        do {
            _ = try Recorder(registry: registry).record(scenario, name: "tiny", network: .answer("fill"))
            Issue.record("the recording did not fail")
        } catch {
            #expect("\(error)" == "the tiny network cannot be recorded: the test server did not start (bind: address in use)")
        }
    }
}

/// A network whose requests carry what no fixture should hold (here the slot, standing for a
/// nonce or a secret) drops it with `kept`: the recording stores the request as kept, and the
/// default replaying network compares the live request as kept too.
@Suite struct KeptRequestTests {
    enum SlotBlindTiny: TinyShaped {
        static let unrecordedAnswer = TinyAnswer.failure(code: 99)
        static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<TinyRequest, TinyAnswer> { Tiny.liveNetwork(answers) }
        static func kept(_ request: TinyRequest, _ answer: TinyAnswer) -> (request: TinyRequest, answer: TinyAnswer) {
            (TinyRequest(slot: "(any)"), answer)
        }
    }

    @Test func aRequestFieldTheFixtureDoesNotKeep_isRecordedAsKept_andReplaysWhateverItHolds() throws {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<SlotBlindTiny>())
        registry.register(TinyAdapter.self, formats: [.banner])
        var scenario = Scenario(
            format: .banner, adapterClassName: "TinyAdapter", parameter: "top",
            adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load)])
        var fixture = try Recorder(registry: registry).record(scenario, name: "tiny", network: .answer("fill")).fixture
        #expect(fixture.timeline[1].line == "100 ms  tiny request slot (any) → fill \"Tiny ad\"")
        // The SDK now asks for another slot: as kept, the request is the recorded one.
        scenario.parameter = "bottom"
        fixture.scenario = scenario
        let result = Replayer(registry: registry).replay(fixture)
        #expect(result.requestProblems.isEmpty, "\(result.requestProblems)")
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }
}

/// A test's own network over the Tiny SDK's types: it says only what it changes.
protocol TinyShaped: SeamNetwork
where
    Request == TinyRequest, Answer == TinyAnswer, Callback == TinyCallback,
    Effect == TinyEffect, Seam == TinySeam
{}

extension TinyShaped {
    static var name: String { Tiny.name }
    static var sdkName: String { Tiny.sdkName }
    static var sdkVersion: String { Tiny.sdkVersion }
}
