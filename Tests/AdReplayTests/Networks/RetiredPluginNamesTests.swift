@testable import AdReplay
import AdWorld
import Mediation
import NeutralUI
import Testing
import TinyNetwork

/// A plug-in written before `RecordingOptions` (it declares `answerNames`, `videoApplies(to:)`, a
/// two-argument `breaches`…) still compiles; AdReplay would read only `recording` and
/// `breaches(in:_:timeline:)`, so its answers, video and contract rules would be gone without a
/// word. It is refused instead: every record and replay of its network says why. Found by review.
@Suite struct RetiredPluginNamesTests {
    /// A plug-in as docs/writing-a-plugin.md described it before issue 19.
    struct OldShapePlugin: NetworkPlugin {
        var name: String { "old" }
        var sdkName: String { "Old SDK" }
        var sdkVersion: String { "1" }
        var answerNames: [String] { ["fill", "noFill", "timeout"] }
        func videoApplies(to format: Scenario.Format) -> Bool { format == .banner }
        var ruleNames: [String] { ["click after dismissal"] }
        func breaches(in scenario: Scenario, _ events: [ContractCheck.Event]) -> [ContractBreach] { [] }
        func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
            StoredNetworkEntry(members: fields.members)
        }
        func install(_ session: NetworkSession, in world: World) {}
    }

    /// `static let recording`, as a `SeamNetwork` writes it, on a `NetworkPlugin`.
    struct StaticRecordingPlugin: NetworkPlugin {
        static let recording = RecordingOptions(failures: ["noFill"])
        var name: String { "static" }
        var sdkName: String { "Static SDK" }
        var sdkVersion: String { "1" }
        func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
            StoredNetworkEntry(members: fields.members)
        }
        func install(_ session: NetworkSession, in world: World) {}
    }

    /// A static `recording` kept beside the instance one is the plug-in's own helper.
    struct BothRecordingsPlugin: NetworkPlugin {
        static let recording = RecordingOptions(failures: ["noFill"])
        var recording: RecordingOptions { Self.recording }
        var name: String { "both" }
        var sdkName: String { "Both SDK" }
        var sdkVersion: String { "1" }
        func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
            StoredNetworkEntry(members: fields.members)
        }
        func install(_ session: NetworkSession, in world: World) {}
    }

    /// The Tiny network, with a member of the old static shape.
    enum OldTiny: TinyShaped {
        static let answerNames = ["fill", "failure"]
        static let unrecordedAnswer = TinyAnswer.failure(code: 99)
        static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<TinyRequest, TinyAnswer> { Tiny.liveNetwork(answers) }
    }

    @Test func anOldShapePlugin_isRefused_namingWhatItDeclares() {
        #expect(OldShapePlugin().retiredNamesRefusal == "OldShapePlugin declares answerNames, videoApplies(to:) and breaches(in:_:), "
            + "which AdReplay no longer reads (members of a plug-in from before its recording traits became one value); "
            + "say them in recording: RecordingOptions (failures:, variantNames:, videoFormats:, imageLoadingFormats:, noFill:, describe:, noVideoNote:, recordsUpstream:) "
            + "and check contract rules in breaches(in:_:timeline:); rename a helper of your own that has one of these names")
    }

    @Test func aStaticRecordingAlone_isRefused_andOneBesideTheInstanceOne_isNot() {
        #expect(StaticRecordingPlugin().retiredNamesRefusal
            == "StaticRecordingPlugin declares a static recording, which a NetworkPlugin never reads; declare it as an instance property, var recording: RecordingOptions")
        #expect(BothRecordingsPlugin().retiredNamesRefusal == nil)
    }

    @Test func aSeamNetworkOfTheOldShape_isRefused_andEveryBundledPlugin_isNot() {
        #expect(SeamPlugin<OldTiny>().retiredNamesRefusal?.hasPrefix("OldTiny declares answerNames, which AdReplay no longer reads") == true)
        #expect(SeamPlugin<Tiny>().retiredNamesRefusal == nil)
        #expect(AdapterRegistry.tiny.networks.compactMap(\.retiredNamesRefusal) == [])
        #expect(Registry.sample.networks.compactMap(\.retiredNamesRefusal) == [])
    }

    /// Refused, not silently stripped: recording and replaying its network fail with the sentence.
    @Test func recordingAndReplaying_aRefusedNetwork_failSayingWhy() throws {
        let scenario = Scenario(format: .banner, adapterClassName: "TinyAdapter", parameter: "top",
                                adSize: Size(width: 320, height: 50), script: [ScriptStep(at: 0, .load)])
        let fixture = try Recorder(registry: .tiny).record(scenario, name: "tiny", network: .answer("fill")).fixture
        var old = AdapterRegistry.tiny
        old.register(network: SeamPlugin<OldTiny>())
        let refusal = SeamPlugin<OldTiny>().retiredNamesRefusal ?? "none"
        #expect(throws: Recorder.Refusal.self) { try Recorder(registry: old).record(scenario, name: "tiny", network: .answer("fill")) }
        #expect(Recorder(registry: old).refusal(of: scenario)?.description == refusal)
        let replay = Replayer(registry: old).replay(fixture)
        #expect(replay.status == ReplayResult.Status.failed(refusal))
    }
}
