import AdReplay
import AdReplayOsprey
import AdWorld
import AdWorldHTTP
import ArgumentParser
import Foundation
import Synchronization

/// Osprey's plug-in, as a replay installs it, and then the benchmark's requests asked of the
/// network it installed: what an SDK would ask through its seam, without the SDK. Everything else
/// is `SeamPlugin<Osprey>`'s, so the fixture is read and the network built as in any replay.
///
/// Each request is built in the round from the exported strings, as vcrpy's `requests` builds
/// its own; each answer's body must be the recorded response's bytes as the fixture keeps them
/// (``HTTPPerExchange/Request/replayed``). What the round came to is kept in ``tally`` for the
/// benchmark to check once the session is over (an install cannot throw).
struct AskingPlugin: NetworkPlugin {
    let osprey = SeamPlugin<Osprey>()
    let requests: [HTTPPerExchange.Request]
    let tally = Tally()

    init(_ requests: [HTTPPerExchange.Request]) {
        self.requests = requests
    }

    func install(_ session: NetworkSession, in world: World) {
        osprey.install(session, in: world)
        let network = world[Osprey.Seam.self].network
        for (index, request) in requests.enumerated() {
            let outcome = network.answer(request.call()).answer
            guard case .response(_, let body) = outcome, body == request.replayed else {
                tally.fail(
                    "exchange \(index) (\(request.call())) was answered \(outcome), not the recorded \(request.replayed.count)-byte body")
                return
            }
            tally.count()
        }
    }

    var name: String { osprey.name }
    var sdkName: String { osprey.sdkName }
    var sdkVersion: String { osprey.sdkVersion }
    var recording: RecordingOptions { osprey.recording }
    var ruleNames: [String] { osprey.ruleNames }

    func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try osprey.entry(stored: fields, at: time)
    }

    func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        osprey.breaches(in: scenario, events, timeline: timeline)
    }
}

extension AskingPlugin {
    /// How many requests of a round got their recorded body, or why one did not.
    final class Tally: Sendable {
        private struct State {
            var answered = 0
            var failure: String?
        }

        private let state = Mutex(State())

        func count() {
            state.withLock { $0.answered += 1 }
        }

        func fail(_ reason: String) {
            state.withLock { $0.failure = $0.failure ?? reason }
        }

        /// Throws unless the round just ended answered all `expected` requests with their
        /// recorded bodies; starts the next round's tally.
        func take(expecting expected: Int, in path: String) throws {
            let round = state.withLock { state in
                defer { state = State() }
                return state
            }
            if let failure = round.failure { throw ValidationError("\(path): \(failure)") }
            guard round.answered == expected else {
                throw ValidationError(
                    "\(path): \(round.answered) of \(expected) requests were answered; the replay did not install the Osprey network")
            }
        }
    }
}
