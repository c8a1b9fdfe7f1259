import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes
import Testing

@Suite struct TransportNetworkTests {
    private let call = HTTPCall(HTTPRequest(method: .get, scheme: "https", authority: "track.osprey.example", path: "/t/imp"))

    @Test func answer_takesTheStatedLatencyAndRemovesItsField() {
        var head = HTTPResponse(status: .noContent)
        head.headerFields[TransportNetwork.simulatedLatencyField] = "140"
        head.headerFields[.contentType] = "text/plain"
        let network = TransportNetwork(AnsweringTransport(.response(head, body: Data())))

        let reply = network.answer(call)

        #expect(reply.latency == 140)
        guard case .response(let answered, _) = reply.answer else { Issue.record("no response: \(reply.answer)"); return }
        #expect(answered.headerFields[TransportNetwork.simulatedLatencyField] == nil)
        #expect(answered.headerFields[.contentType] == "text/plain")
    }

    @Test func answer_passesAFailureThrough() {
        let network = TransportNetwork(AnsweringTransport(.failure(.cannotConnect)))

        #expect(network.answer(call).answer == .failure(.cannotConnect))
    }

    @Test func answer_timesOutWhenTheTransportNeverAnswers() {
        let network = TransportNetwork(SilentTransport(), patience: 0.05)

        let reply = network.answer(call)

        #expect(reply.answer == .failure(.timedOut))
        #expect(reply.latency == 50)
    }

    @Test func answer_waitsForAnAnswerFromAnotherThread() {
        let network = TransportNetwork(
            AnsweringTransport(.response(HTTPResponse(status: .ok), body: Data("ok".utf8)), onAnotherThread: true))

        #expect(network.answer(call).answer == .response(HTTPResponse(status: .ok), body: Data("ok".utf8)))
    }

    @Test func seam_deliversTheAnswerAtItsStatedVirtualTime() throws {
        var head = HTTPResponse(status: .ok)
        head.headerFields[TransportNetwork.simulatedLatencyField] = "250"
        let world = World(clock: VirtualClock())
        let seam = SDKSeam<HTTPCall, HTTPOutcome, String, String>(
            network: TransportNetwork(AnsweringTransport(.response(head, body: Data()))))
        var answeredAt: Int?

        world.run { seam.fetch(call, in: world) { _ in answeredAt = world.now } }
        #expect(answeredAt == nil)
        try world.virtualClock?.runToQuiescence()

        #expect(answeredAt == 250)
    }
}

/// A transport that answers every call with one outcome, inside the call or from another thread.
private struct AnsweringTransport: HTTPTransport {
    let outcome: HTTPOutcome
    var onAnotherThread = false

    init(_ outcome: HTTPOutcome, onAnotherThread: Bool = false) {
        self.outcome = outcome
        self.onAnotherThread = onAnotherThread
    }

    func send(_ call: HTTPCall, completion: @escaping @Sendable (HTTPOutcome) -> Void) {
        guard onAnotherThread else { return completion(outcome) }
        let outcome = outcome
        Thread.detachNewThread { completion(outcome) }
    }
}
