import AdReplay
import AdReplayHTTP
import AdReplayOsprey
import AdWorld
import AdWorldHTTP
import ArgumentParser
import Foundation
import HTTPTypes

/// Replay cost per HTTP exchange, on the very exchanges `scripts/bench-vcrpy` records and replays
/// as a vcrpy cassette (`--export-exchanges FILE` writes them): the same requests, the same
/// answers' bytes.
///
/// They are stored as Osprey exchanges (``Osprey``'s HTTP rules, its stored form) in a fixture
/// written with `FixtureStore.write`. One round is vcrpy's round: read the file from its path,
/// install the replaying network as a replay installs it, ask it each of the N requests, built
/// that round, and check each answer's body against the recorded response's bytes. The network
/// is installed by the replay's own path — `Replayer.session` builds the harness, which hands each
/// registered plug-in its `NetworkSession` — because a `NetworkSession` cannot be made outside
/// the engine; a plug-in standing in for Osprey's (``AskingPlugin``) forwards the install to
/// `SeamPlugin<Osprey>` and then asks the installed network. The harness's own set-up (world,
/// host, the Sample network, an empty script) is in every round: ``fixedMicroseconds`` is that
/// round over a fixture with no exchange.
struct HTTPPerExchange {
    /// CPU µs per exchange, the median over rounds.
    var microseconds: Double
    /// CPU µs of one round over a fixture of the same scenario with no exchange (read + harness).
    var fixedMicroseconds: Double
    var exchanges: Int

    init(exportedAt exportPath: String, rounds: Int) throws {
        let requests = try Request.exported(at: exportPath)
        exchanges = requests.count
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-bench-http-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let path = folder.appendingPathComponent("http-exchanges.fixture.gz").path
        try FixtureStore.write(Self.fixture(requests), to: path, overwrite: true)
        let emptyPath = folder.appendingPathComponent("no-exchange.fixture.gz").path
        try FixtureStore.write(Self.fixture([]), to: emptyPath, overwrite: true)

        microseconds = try Self.median(path, asking: requests, rounds: rounds, per: requests.count)
        fixedMicroseconds = try Self.median(emptyPath, asking: [], rounds: rounds, per: 1)
    }

    /// The median CPU time of reading `path` and replaying its HTTP exchanges with `requests`.
    private static func median(_ path: String, asking requests: [Request], rounds: Int, per: Int) throws -> Double {
        let asking = AskingPlugin(requests)
        var registry = AdapterRegistry.bench
        registry.register(network: asking)
        let networks = registry.networks
        let replayer = Replayer(registry: registry)
        return try Stopwatch.median(rounds: rounds * 4, per: per) {
            _ = try replayer.session(FixtureStore.read(path, networks: networks))
            try asking.tally.take(expecting: requests.count, in: path)
        }
    }

    /// A banner scenario with no step: the harness runs, nothing in it asks the network but the
    /// benchmark. Each exchange is stored as a recording stores it (`Osprey.kept`), 100 ms apart,
    /// answered 20 ms after it was sent.
    static func fixture(_ requests: [Request]) -> Fixture {
        let scenario = Scenario(format: .banner, adapterClassName: "SampleCustomEvent", parameter: "sample-ad-unit", script: [])
        let entries = requests.enumerated().map { index, request in
            let kept = Osprey.kept(request.call(), request.recorded)
            let requestedAt = index * 100, answeredAt = index * 100 + 20
            return TimelineEntry(
                at: answeredAt,
                .sdk(
                    SDKEntry(
                        sdk: Osprey.name,
                        SeamEntry<Osprey>.exchange(
                            request: kept.request, answer: kept.answer, requestedAt: requestedAt, answeredAt: answeredAt))))
        }
        let environment = Fixture.Environment(
            sdkVersion: Osprey.sdkVersion, adapterVersion: nil, adSDKVersion: nil,
            toolVersion: ToolVersion.current, network: "scripts/bench-vcrpy's exchanges")
        return Fixture(name: "http-exchanges", scenario: scenario, observation: Observation(entries), environment: environment)
    }
}

extension HTTPPerExchange {
    /// One exported exchange: what the benchmark sends, and the response body the loopback
    /// server gave vcrpy's recording.
    struct Request: Sendable {
        var method: HTTPRequest.Method
        var target: String
        var body: String?
        /// The response body's bytes as the loopback server sent them.
        var response: Data
        /// The same body as the fixture keeps it and a replay hands it over: a JSON body in
        /// AdReplay's canonical form (`{"a": 1, "b": [2, 3]}`, `3.0` written `3`), so not the
        /// server's compact bytes but the same JSON value (``canonical(_:)``), checked when read.
        var replayed = Data()

        /// The request as vcrpy's `requests` sends it, to the loopback server's address: a GET
        /// with no body, or a POST of its JSON body with `Content-Type: application/json`.
        func call() -> HTTPCall {
            var head = HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1:8000", path: target)
            guard let body else { return HTTPCall(head) }
            head.headerFields[.contentType] = "application/json"
            return HTTPCall(head, body: Data(body.utf8))
        }

        /// The loopback server's answer, with the header fields it sends.
        var recorded: HTTPOutcome {
            var head = HTTPResponse(status: .ok)
            head.headerFields[.contentType] = "application/json"
            head.headerFields[.contentLength] = "\(response.count)"
            return .response(head, body: response)
        }

        /// The exchanges in `path`, as `scripts/bench-vcrpy --export-exchanges` writes them.
        static func exported(at path: String) throws -> [Request] {
            struct Row: Decodable {
                var method: String
                var target: String
                var body: String?
                var response: String
            }
            let rows: [Row]
            do {
                rows = try JSONDecoder().decode([Row].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw ValidationError(
                    "\(path): not the exchanges scripts/bench-vcrpy --export-exchanges writes (\(error)); export them again")
            }
            guard !rows.isEmpty else { throw ValidationError("\(path) holds no exchanges; export at least one") }
            return try rows.enumerated().map { index, row in
                guard let method = HTTPRequest.Method(row.method) else {
                    throw ValidationError("\(path): exchange \(index) has the method \"\(row.method)\", which is not an HTTP method")
                }
                var request = Request(method: method, target: row.target, body: row.body, response: Data(row.response.utf8))
                guard case .response(_, let kept) = Osprey.kept(request.call(), request.recorded).answer,
                    let wire = Self.canonical(request.response), wire == Self.canonical(kept)
                else {
                    throw ValidationError("\(path): exchange \(index)'s response is not JSON that a fixture keeps as the same value")
                }
                request.replayed = kept
                return request
            }
        }

        /// A JSON text as Foundation writes it again, keys sorted: two texts of the same JSON
        /// value give the same bytes, however the server wrote them and however the fixture keeps
        /// them (`3.0` written `3`). Nil when it is not JSON.
        static func canonical(_ text: Data) -> Data? {
            guard let value = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed]) else { return nil }
            return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        }
    }
}
