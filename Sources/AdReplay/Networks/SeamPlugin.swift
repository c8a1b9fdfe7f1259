import AdWorld

/// The plug-in of a ``SeamNetwork``: records what crosses the SDK's seam, replays recorded
/// answers, and stores entries as the network says (flat, unless it keeps a form of its own).
public struct SeamPlugin<Network: SeamNetwork>: NetworkPlugin {
    public init() {}

    public var name: String { Network.name }
    public var sdkName: String { Network.sdkName }
    public var sdkVersion: String { Network.sdkVersion }
    public var recording: RecordingOptions { Network.recording }
    public var ruleNames: [String] { Network.ruleNames }

    public func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try Network._anyEntry(stored: fields, at: time)
    }

    public func install(_ session: NetworkSession, in world: World) {
        // A replay whose recording holds no exchange of this network sets the network up when
        // the session first reaches it: an adapter that turns to it now is answered nothing
        // recorded and heard, as if it had been set up at the start, and a session that never
        // does (a Sample fixture in a tool that also registers Osprey) costs nothing.
        if case .recorded(let entries) = session.answers, entries.isEmpty {
            world.onFirstRead(of: Network.Seam.self) { world in Self.install(session, in: world) }
        } else {
            Self.install(session, in: world)
        }
    }

    private static func install(_ session: NetworkSession, in world: World) {
        let seam = world[Network.Seam.self]
        switch session.answers {
        case .live(let answers):
            // The SDK gets each answer as the fixture keeps it (``SeamNetwork/kept(_:_:)``), so a
            // recording sees exactly what its replay will hand over.
            do {
                seam.network = KeptAnswers<Network>(try Network.liveNetwork(answers))
            } catch {
                session.cannotRecord("\(error)")
                seam.network = UnrecordedAnswers<Network>()
            }
        case .recorded(let entries):
            seam.network = Network._replayingNetwork(recorded: entries, in: session)
        }
        seam.observer = SeamObserver<Network>(session)
    }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        Network.breaches(in: scenario, events, timeline: timeline)
    }
}

/// A live network whose answers are handed over as a fixture keeps them.
private final class KeptAnswers<Network: SeamNetwork>: AdNetwork {
    let live: any AdNetwork<Network.Request, Network.Answer>

    init(_ live: any AdNetwork<Network.Request, Network.Answer>) {
        self.live = live
    }

    func answer(_ request: Network.Request) -> NetworkReply<Network.Answer> {
        var reply = live.answer(request)
        reply.answer = Network.kept(request, reply.answer).answer
        return reply
    }
}

/// Serves the recorded answers, each after its recorded latency (``SeamNetwork/replayingNetwork(_:in:)``'s default).
/// What a session whose live network could not be had installs: it never runs.
private final class UnrecordedAnswers<Network: SeamNetwork>: AdNetwork {
    func answer(_ request: Network.Request) -> NetworkReply<Network.Answer> {
        NetworkReply(Network.unrecordedAnswer)
    }
}

final class ReplayingSeamNetwork<Network: SeamNetwork>: AdNetwork {
    let recorded: RecordedAnswers<Network.Request, NetworkReply<Network.Answer>>

    init(_ recorded: RecordedAnswers<Network.Request, NetworkReply<Network.Answer>>) {
        self.recorded = recorded
    }

    func answer(_ request: Network.Request) -> NetworkReply<Network.Answer> {
        // Compared as the fixture keeps requests (``SeamNetwork/kept(_:_:)``; as sent, by default).
        recorded.answer(Network.kept(request, Network.unrecordedAnswer).request) ?? NetworkReply(Network.unrecordedAnswer)
    }
}

/// Hands what the SDK does to the session (through the network's hooks, where its types are
/// concrete: see ``SeamNetwork/_anyEntry(stored:at:)``).
private final class SeamObserver<Network: SeamNetwork>: SDKObserver {
    let session: NetworkSession

    init(_ session: NetworkSession) {
        self.session = session
    }

    func sdk(exchanged request: Network.Request, answer: Network.Answer, requestedAt: Int, answeredAt: Int) {
        Network._record(exchanged: request, answer: answer, requestedAt: requestedAt, answeredAt: answeredAt, in: session)
    }

    func sdk(called callback: Network.Callback, at time: Int) {
        Network._record(called: callback, at: time, in: session)
    }

    func sdk(performed effect: Network.Effect, at time: Int) {
        Network._record(performed: effect, at: time, in: session)
    }
}
