import SampleAdSDK

/// Reads schema 1, the first format: the scenario, then each seam in its own list (`network`,
/// `sdkCallbacks`, `sdkEffects`, `hostEvents`), payloads in Swift's synthesized Codable shape.
///
/// Schema 1 did not record the order across seams nor an error's failure reason and user info,
/// so a fixture read from it is interleaved by time (steps, network, effects, callbacks, host
/// events within one millisecond — a guess) and marked ``Fixture/Fidelity/perSeam``: a replay
/// compares each seam on its own, as schema 1 did, and so gives exactly the result it gave.
///
/// The earliest corpus commits hold a variant written before payloads were named, with `"_0"`
/// keys for unlabelled associated values; it is read by renaming those keys first.
enum FixtureSchema1 {
    static func fixture(from value: JSONValue) throws -> Fixture {
        let stored = try JSONValueDecoder().decode(Stored.self, from: namingPayloads(value))
        var entries: [(order: Int, entry: TimelineEntry)] = []
        func add(_ order: Int, _ time: Int, _ event: TimelineEntry.Event) {
            entries.append((order, TimelineEntry(at: time, event)))
        }
        for step in stored.scenario.script.sorted(by: { $0.at < $1.at }) { add(0, step.at, .step(step.action)) }
        for record in stored.network {
            switch record {
            case .sample(let exchange): add(1, exchange.answeredAt, .sdk(.sample(.exchange(exchange))))
            case .hostAdServer(let exchange): add(1, exchange.time, .sdk(.hostAdServer(exchange)))
            }
        }
        for effect in stored.sdkEffects { add(2, effect.time, .sdk(.sample(.effect(effect.event)))) }
        for callback in stored.sdkCallbacks { add(3, callback.time, .sdk(.sample(.callback(callback.event)))) }
        for event in stored.hostEvents { add(4, event.time, .host(event.event)) }
        // A stable sort: within a seam the recorded order stands.
        let timeline = entries.enumerated()
            .sorted { ($0.element.entry.at, $0.element.order, $0.offset) < ($1.element.entry.at, $1.element.order, $1.offset) }
            .map(\.element.entry)
        let environment = Fixture.Environment(
            sdkVersion: stored.environment.sdkVersion, adapterVersion: stored.environment.adapterVersion,
            adSDKVersion: stored.environment.adSDKVersion, toolVersion: stored.environment.toolVersion,
            network: stored.environment.network)
        var fixture = Fixture(name: stored.name, scenario: stored.scenario, observation: Observation(timeline), environment: environment)
        fixture.fidelity = .perSeam
        return fixture
    }

    private struct Stored: Decodable {
        var name: String
        var scenario: Scenario
        var network: [NetworkRecord]
        var sdkCallbacks: [StoredTimed<SampleCallback>]
        var sdkEffects: [StoredTimed<SampleSDKEffect>]
        var hostEvents: [StoredTimed<HostEvent>]
        var environment: StoredEnvironment
    }

    private struct StoredTimed<Event: Decodable>: Decodable {
        var time: Int
        var event: Event
    }

    private struct StoredEnvironment: Decodable {
        var sdkVersion: String
        var adapterVersion: String?
        var adSDKVersion: String?
        var toolVersion: String
        var network: String
    }

    /// The names later schema-1 files give the `"_0"` payloads, by the case that holds them.
    private static let payloadNames: [String: String] = [
        "loadCompleted": "outcome", "notification": "name", "ad": "summary", "error": "error", "banner": "view",
        "native": "assets", "sample": "exchange", "hostAdServer": "exchange", "openedURL": "url", "log": "line",
        "presented": "screen", "dismissed": "screen", "adLoaderDidReceiveNativeAd": "nativeAd",
        "customClickHandler": "enabled",
    ]

    /// Renames every `"_0"` key after the case holding it. `customNative` names two cases: the
    /// host event (its payload, an event) and the ad summary (its payload has a `formatID`).
    static func namingPayloads(_ value: JSONValue, case name: String? = nil) -> JSONValue {
        switch value {
        case .array(let elements): return .array(elements.map { namingPayloads($0) })
        case .object(let members):
            return .object(members.map { member in
                var key = member.key
                if key == "_0", let name {
                    if name == "customNative" {
                        key = member.value["formatID"] == nil ? "event" : "ad"
                    } else {
                        key = payloadNames[name] ?? key
                    }
                }
                return JSONValue.Member(key: key, value: namingPayloads(member.value, case: member.key))
            })
        default: return value
        }
    }
}
