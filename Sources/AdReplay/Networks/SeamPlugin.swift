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
    public var secrets: [String] { Network.secrets }

    public func refusal(storingScenario stored: JSONValue) -> String? {
        Network.refusal(storingScenario: stored)
    }

    public func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> any NetworkEntry {
        try Network._anyEntry(stored: fields, at: time)
    }

    public func install(_ session: NetworkSession, in world: World) {
        // A replay whose recording holds no exchange of this network sets the network up when
        // the session first reaches it: an adapter that turns to it now is answered nothing
        // recorded and heard, as if it had been set up at the start, and a session that never
        // does (a Sample fixture in a tool that also registers Osprey) costs nothing.
        if case .recorded(let entries) = session.answers, entries.isEmpty {
            world.onFirstRead(of: Network.Seam.self) { world in Network._install(session, in: world) }
        } else {
            Network._install(session, in: world)
        }
    }

    public func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        Network.breaches(in: scenario, events, timeline: timeline)
    }

    public func report(in entry: any NetworkEntry) -> SDKReport? {
        guard case .callback(let callback)? = entry as? SeamEntry<Network> else { return nil }
        return Network.report(in: callback)
    }
}

// What `SeamNetwork._install(_:in:)` hands the seam: closures made where the network's types are
// concrete, so that what runs on every request and every SDK call is compiled for them (in a
// generic class of the engine it asked the runtime for the types' metadata at each step).

/// A network that answers with a closure.
@usableFromInline final class ClosureNetwork<Request, Answer>: AdNetwork {
    let answering: (Request) -> NetworkReply<Answer>

    @usableFromInline init(_ answering: @escaping (Request) -> NetworkReply<Answer>) {
        self.answering = answering
    }

    @usableFromInline func answer(_ request: Request) -> NetworkReply<Answer> {
        answering(request)
    }
}

/// Hands what the SDK does to closures.
@usableFromInline final class ClosureObserver<Request, Answer, Callback, Effect>: SDKObserver {
    let exchanged: (Request, Answer, Int, Int) -> Void
    let called: (Callback, Int) -> Void
    let performed: (Effect, Int) -> Void

    @usableFromInline init(
        exchanged: @escaping (Request, Answer, Int, Int) -> Void, called: @escaping (Callback, Int) -> Void,
        performed: @escaping (Effect, Int) -> Void
    ) {
        self.exchanged = exchanged
        self.called = called
        self.performed = performed
    }

    @usableFromInline func sdk(exchanged request: Request, answer: Answer, requestedAt: Int, answeredAt: Int) {
        exchanged(request, answer, requestedAt, answeredAt)
    }

    @usableFromInline func sdk(called callback: Callback, at time: Int) {
        called(callback, time)
    }

    @usableFromInline func sdk(performed effect: Effect, at time: Int) {
        performed(effect, time)
    }
}
