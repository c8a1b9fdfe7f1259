import AdReplay
import AdReplaySample
import Foundation
import Testing

/// Committed fixtures that show each rule from real adapters' bugs: bug reports of the adapters
/// with those bugs (``AdapterBugs``), in `Resources/contract-rules`, which replay as
/// reproducing their breach; and the bundled Sample rewarded adapter's unanswered present, in
/// the corpus. `ADREPLAY_RECORD=all swift test --filter AdapterBugFixtureTests` re-records the
/// bug reports.
@Suite struct AdapterBugFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let format: Scenario.Format
        let adapter: String
        let script: String
        let optIn: Set<ContractRule>
        let reproduces: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "no-did-dismiss", format: .interstitial, adapter: "NoDidDismissInterstitial", script: "load; +1000 present; +1000 close",
            optIn: [], reproduces: "breaks did-dismiss after will-dismiss (ad 1)"),
        Case(
            name: "present-not-answered", format: .rewarded, adapter: "ReadyOnlyRewarded",
            script: "load; +1000 present; +1000 load; +1000 present; +9000 close", optIn: [.presentAnswered],
            reproduces: "breaks present answered (ad 2)"),
        Case(
            name: "self-reported-impression", format: .native, adapter: "SelfReportingNative", script: "load; +1000 render; +2000 tap",
            optIn: [], reproduces: "breaks impressions and clicks counted by one side (ad 1)"),
        Case(
            name: "self-counting-click-forgotten", format: .native, adapter: "ClickForgettingNative",
            script: "load; +1000 render; +2000 tap",
            optIn: [.selfCountingReports], reproduces: "breaks a self-counting ad reports its counts (ad 1)"),
        Case(
            name: "retain-cycle", format: .interstitial, adapter: "RetainCycleInterstitial", script: "load; +1000 present; +1000 close",
            optIn: [.released], reproduces: "breaks objects released after the session"),
    ]

    static let folder = packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/contract-rules")

    @Test(arguments: cases) func committedBugReport_reproducesItsBreach(_ bug: Case) throws {
        let url = Self.folder.appendingPathComponent("\(bug.name).fixture.gz")
        if ProcessInfo.processInfo.environment["ADREPLAY_RECORD"] == "all" {
            var recorder = Recorder(registry: AdapterBugs.registry)
            recorder.optInRules = bug.optIn
            var scenario = Scenario.sample(bug.format, script: bug.script)
            scenario.adapterClassName = bug.adapter
            let recording = try recorder.record(scenario, name: bug.name, network: .answer(.fill))
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(FixtureCodec.encode(recording.fixture)).write(to: url)
        }
        let fixture = try FixtureCodec.decode(Array(Data(contentsOf: url)), path: url.path, networks: AdapterBugs.registry.networks)
        // Not asked for the opt-in rule: a bug report checks the rule it reproduces anyway.
        let result = Replayer(registry: AdapterBugs.registry).replay(fixture)
        #expect(result.status == .reproduces(bug.reproduces))
    }

    /// Google's Sample rewarded adapter forwards a present the SDK ignores: presented over another
    /// ad, nothing appears and the host hears nothing. An ordinary fixture (the rule is opt-in),
    /// which says so when asked.
    @Test func bundledRewarded_presentOverAnotherAd_isNotAnswered() throws {
        let path = recording("rewarded/present-over-another-ad")
        let fixture = try FixtureCodec.decode(
            Array(Data(contentsOf: URL(fileURLWithPath: path))), path: path, networks: Registry.sample.networks)
        #expect(Replayer(registry: Registry.sample).replay(fixture).notes == [])
        var replayer = Replayer(registry: Registry.sample)
        replayer.optInRules = [.presentAnswered]
        // It passes: the note says what the rule is, not that a mediation contract is broken.
        #expect(replayer.replay(fixture).passed)
        #expect(
            replayer.replay(fixture).notes == [
                "the recording breaks the opt-in rule presentAnswered, checked because it was asked for (no public source states it): ad 2: present answered (3000 ms): present got neither willPresentFullScreenView nor didFailToPresentWithError"
            ])
    }
}
