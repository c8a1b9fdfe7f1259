import AdReplay

/// One live session of the Heron adapter, recorded in memory: what a unit test asserts on.
struct HeronSession {
    let recording: Recorder.Recording

    /// Runs `script` against `adapter` as `registry` registers it, on a network that answers as
    /// `network` says.
    init(
        _ format: Scenario.Format, _ script: String, network: LiveNetwork = .answer("fill"),
        parameter: String? = "placement", registry: AdapterRegistry = .heron, adapter: String = "HeronMediationAdapter"
    ) throws {
        let scenario = Scenario(
            format: format, adapterClassName: adapter, parameter: parameter,
            script: try Script.parse(script))
        recording = try Recorder(registry: registry).record(scenario, name: "unit", network: network)
    }

    /// The script's steps, the closures the SDK called and what the adapter told the host, one
    /// line each, as `inspect` prints them: `400 ms  heron callback rewarded.onShow`.
    var calls: [String] {
        recording.fixture.timeline.filter { entry in
            if case .sdk(let sdk) = entry.event { return sdk.entry.role == .callback }
            return true
        }.map(\.line)
    }

    /// The SDK's effects, one line each: `400 ms  heron effect impression beacon`.
    var effects: [String] {
        recording.fixture.timeline.filter { entry in
            if case .sdk(let sdk) = entry.event { return sdk.entry.role == .effect }
            return false
        }.map(\.line)
    }

    /// The contract breaches the session was found to commit, as `record` prints them.
    var breaches: [String] { recording.breaches.map(\.description) }
}
