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
    static func fixture(from value: JSONValue, networks: [any NetworkPlugin]) throws -> Fixture {
        let named = namingPayloads(value)
        let stored = try JSONValueDecoder().decode(Stored.self, from: named)
        var entries: [(order: Int, entry: TimelineEntry)] = []
        for step in stored.scenario.script.sorted(by: { $0.at < $1.at }) {
            entries.append((0, TimelineEntry(at: step.at, .step(step.action))))
        }
        // Schema 1 tagged each exchange with its network, and kept callbacks and effects of the
        // one network it knew, the Sample SDK's.
        for element in named["network"]?.arrayValue ?? [] {
            guard case .object(let members) = element, members.count == 1, let tagged = members.first else {
                throw FieldReader.Problem(message: "a \"network\" element is not one tagged exchange")
            }
            let entry = try reader(tagged.key, networks).schema1Entry(tagged.value["exchange"] ?? tagged.value, in: .network)
            if let entry { entries.append((1, entry)) }
        }
        for (order, key, list) in [(2, "sdkEffects", Schema1List.sdkEffects), (3, "sdkCallbacks", .sdkCallbacks)] {
            for element in named[key]?.arrayValue ?? [] {
                if let entry = try reader("sample", networks).schema1Entry(element, in: list) { entries.append((order, entry)) }
            }
        }
        for event in stored.hostEvents { entries.append((4, TimelineEntry(at: event.time, .host(event.event)))) }
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
        var hostEvents: [StoredTimed<HostEvent>]
        var environment: StoredEnvironment
    }

    private static func reader(_ name: String, _ networks: [any NetworkPlugin]) throws -> any Schema1Reading {
        guard let plugin = networks.first(where: { $0.name == name }) else {
            throw FieldReader.Problem(message: "schema 1 holds entries of network \"\(name)\", and no plug-in for it is registered")
        }
        guard let reader = plugin as? any Schema1Reading else {
            throw FieldReader.Problem(message: "schema 1 holds entries of network \"\(name)\", whose plug-in reads no schema-1 entries")
        }
        return reader
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
            return .object(
                members.map { member in
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
