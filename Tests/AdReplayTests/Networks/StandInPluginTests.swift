import AdReplay
import AdWorld
import Testing

@Suite struct StandInPluginTests {
    private struct ToyCreative: Codable, Hashable, Sendable, CustomStringConvertible {
        var title: String
        var isVideo = false
        var description: String { "\"\(title)\"\(isVideo ? " video" : "")" }
    }

    private enum ToyNetwork: StandInNetwork {
        typealias Request = String
        typealias Answer = StandInAnswer<ToyCreative>
        typealias Callback = String
        static let defaultLatency = 30
        static let clickURL = "https://toy.example/click"
        static let failures = [StandInFailure("noFill", 2, "No fill."), StandInFailure("timeout", 3, "Timed out.")]
        static func draw(for request: String, with generator: inout SeededGenerator) -> Answer {
            .fill(ToyCreative(title: "seeded \(generator.draw(below: 1000))"))
        }
    }

    private enum Toy: StandInPlugin {
        typealias StandIn = ToyNetwork
        static let name = "toy"
        static let sdkName = "Toy SDK"
        static let sdkVersion = "1.0"
        static let unrecordedAnswer = StandInAnswer<ToyCreative>.failure(code: 3, message: "Timed out.")
        static let forcedFill = StandInAnswer<ToyCreative>.fill(ToyCreative(title: "forced"))

        static func extraAnswer(named name: String) -> Answer? {
            name == "broken" ? .fill(ToyCreative(title: "broken")) : nil
        }

        static func liveReply(_ reply: NetworkReply<Answer>, to request: String, _ answers: LiveAnswers) -> NetworkReply<Answer> {
            guard case .fill(var creative) = reply.answer, let video = answers.video else { return reply }
            creative.isVideo = video
            return NetworkReply(.fill(creative), latency: reply.latency)
        }
    }

    @Test func recording_forcesTheServersFailures() {
        #expect(Toy.recording.answerNames == ["fill", "noFill", "timeout"])
    }

    @Test func liveNetwork_isTheSeededServer_unlessAnAnswerIsForced() {
        let first = Toy.liveNetwork(LiveAnswers(seed: 4)).answer("a")
        #expect(first == ToyNetwork.seeded(4).answer("a"))
        #expect(first.latency == 30)
        #expect(Toy.liveNetwork(LiveAnswers(forced: "fill", latency: 5)).answer("a") == NetworkReply(Toy.forcedFill, latency: 5))
        #expect(Toy.liveNetwork(LiveAnswers(forced: "noFill")).answer("a").answer == .failure(code: 2, message: "No fill."))
        #expect(Toy.liveNetwork(LiveAnswers(forced: "broken")).answer("a").answer == .fill(ToyCreative(title: "broken")))
        #expect(Toy.liveNetwork(LiveAnswers(forced: "gone")).answer("a").answer == Toy.unrecordedAnswer)
    }

    @Test func liveReply_seesEveryReply() {
        let reply = Toy.liveNetwork(LiveAnswers(forced: "fill", video: true)).answer("a")
        #expect(reply.answer == .fill(ToyCreative(title: "forced", isVideo: true)))
    }
}
