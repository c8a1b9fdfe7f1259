import AdReplay
import AdReplaySample
import AdWorld
import Testing

/// Thousands of random host scripts, odd orders included, across every format: each is recorded
/// against a seeded network, written and read back as a fixture, and replayed. A recorded session
/// always replays green, whatever the host did; and the Sample adapters, which keep the
/// contracts, are never accused of breaking one.
@Suite struct GeneratedScenarioTests {
    /// One generated session: the scenario, the network seed, and how to record it by hand.
    struct Session: CustomStringConvertible {
        var scenario: Scenario
        var script: String
        var seed: UInt64

        var description: String {
            "adreplay record --format \(scenario.format.rawValue) --seed \(seed) --script \"\(script)\""
        }
    }

    static let sessions = 2_000

    @Test func recordedSessions_replayGreen() throws {
        var generator = SeededGenerator(seed: 20_250_601)
        let recorder = Recorder(registry: Registry.sample)
        let replayer = Replayer(registry: Registry.sample)
        var failures: [String] = []
        var breaches: [String] = []
        var formats: [Scenario.Format: Int] = [:]
        for number in 0..<Self.sessions {
            let session = Self.session(number, &generator)
            formats[session.scenario.format, default: 0] += 1
            let recording = try recorder.record(session.scenario, name: "generated-\(number)", network: .seeded(session.seed))
            let fixture = try FixtureCodec.decode(
                FixtureCodec.encode(recording.fixture), path: "generated-\(number)", networks: Registry.sample.networks)
            breaches += recording.breaches.map { "\(session): \($0)" }
            let result = replayer.replay(fixture)
            if !result.passed {
                failures.append("\(session): \(result.failureMessage ?? "\(result.status)")")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.sessions) did not replay green; first: \(failures.first ?? "")")
        #expect(formats.count == Scenario.Format.allCases.count)
        // The Sample adapters keep every contract, so any breach here is a false alarm of the check.
        #expect(breaches.isEmpty, "\(breaches.count) breaches; first: \(breaches.first ?? "")")
    }

    // MARK: Generating sessions

    /// A session of up to eight steps that usually, not always, starts with a load.
    static func session(_ number: Int, _ generator: inout SeededGenerator) -> Session {
        let formats = Scenario.Format.allCases
        let format = formats[number % formats.count]
        let script = Script.render(ScriptGenerator.steps(for: format, &generator))
        let parameter = format == .customNative ? "/21775744923/example/native" : "sample-ad-unit"
        let scenario = Scenario.sample(format, script: script, parameter: parameter)
        return Session(scenario: scenario, script: script, seed: UInt64(generator.draw(below: 1_000_000)))
    }
}
