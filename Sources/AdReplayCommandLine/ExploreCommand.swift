import AdReplay
import AdReplayIsolation
import ArgumentParser
import Foundation
import Synchronization

/// `adreplay explore`: drive an adapter with generated host scripts and network answers, shrink
/// each distinct contract breach or crash, and write each as one fixture.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Look for contract breaches and crashes with generated sessions; write each, shrunk, as a fixture.",
        discussion: """
            Each session is a generated host script recorded on a seeded network, in a child process \
            (a trap is a finding, not the end of the run). Each distinct failure (a contract rule and \
            its ad's position, or a crash site) is shrunk: steps dropped, gaps shortened, the network's \
            answer forced simpler, while the same failure persists. The same seed gives the same findings.
            Exit status: 0 nothing found; 1 something found (one line per finding); 2 bad usage, or a \
            fixture already exists.
            """
    )

    @OptionGroup var session: SessionOptions

    // Unconditional: `--runs -1` is a value to refuse with the rule, not a missing value.
    @Option(parsing: .unconditional, help: "How many generated sessions to run.")
    var runs = Explorer.defaultRuns

    @Option(
        parsing: .unconditional, help: "Seed for the scripts and networks: a whole number from 0 to \(UInt64.max) (default 0).",
        transform: parseSeed)
    var seed: UInt64 = 0

    @Option(help: "The folder to write one fixture per finding into.")
    var out: String

    @OptionGroup var contracts: ContractOptions

    /// What the app's request and the SDK's settings carry, as `record` takes them, so that a
    /// bidding line (bid response, watermark) or a line with server settings is explored down the
    /// adapter's real paths rather than refused at once.
    @OptionGroup var request: RequestOptions

    func validate() throws {
        if runs < 1 { throw ValidationError("--runs needs at least 1 session, not \(runs).") }
    }

    func run() throws {
        let tool = CommandLineTool.current
        let registry = tool.registry
        let format = session.format
        let adapterName = try session.adapterName()
        let template = Scenario(
            format: format, adapterClassName: adapterName, parameter: session.serverParameter, credentials: request.credentials,
            adSize: format.profile.defaultAdSize,
            customNative: format == .customNative ? Scenario.CustomNativeSettings() : nil, request: request.request,
            mobileAds: request.mobileAds, script: [])
        let workers = ExploreWorkers(contracts: contracts)
        let startFailure = Mutex<String?>(nil)
        let explorer = Explorer { session in
            do throws(WorkerProcess.StartError) {
                return try workers.run(session)
            } catch {
                startFailure.withLock { $0 = $0 ?? error.description }
                return []
            }
        }
        let findings = explorer.explore(template, runs: runs, seed: seed)
        if let failure = startFailure.withLock({ $0 }) { throw Failure.input(failure) }
        if case .refused(let sentence)? = findings.first?.failure.key {
            throw Failure.input("explore: a session could not be recorded truthfully, so nothing was explored: \(sentence).")
        }
        if case .adReplayCrash(let sentence)? = findings.first?.failure.key {
            throw Failure.input("explore: \(sentence); nothing was written.")
        }
        try write(findings, registry: registry)
        let what = "\(runs) session\(runs == 1 ? "" : "s") of \(format.rawValue)\(adapterName.map { " with \($0)" } ?? "") (seed \(seed))"
        print("explored \(what): \(findings.isEmpty ? "nothing found" : "\(findings.count) found")")
        if !findings.isEmpty { throw Failure.differences }
    }

    /// Writes one fixture per finding and prints its line; refuses (exit 2) before writing any
    /// when one of the files exists.
    private func write(_ findings: [Explorer.Finding], registry: AdapterRegistry) throws {
        let paths = Self.paths(for: findings, in: out)
        for path in paths where FileManager.default.fileExists(atPath: path) {
            throw Failure.input("\(path): already exists; explore never overwrites a fixture, so remove it or choose another --out.")
        }
        for (finding, path) in zip(findings, paths) {
            let name = URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".fixture.gz", with: "")
            let steps = finding.session.scenario.script
            let network = finding.session.network.describe(registry.network(of: finding.session.scenario))
            let session = "\(steps.count) step\(steps.count == 1 ? "" : "s"): \(Script.render(steps)), \(network)"
            let recorded: (fixture: Fixture?, note: String?)
            do {
                recorded = try fixture(for: finding, name: name, registry: registry)
                if let fixture = recorded.fixture {
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    try FixtureStore.write(fixture, to: path, overwrite: false)
                }
            } catch let error as FixtureError {
                throw Failure.input(error.description)
            } catch {
                throw Failure.input("\(path): could not be written (\(error)); nothing more was written.")
            }
            let written = recorded.fixture == nil ? "" : " → \(path)"
            let note = recorded.note.map { " (\($0.escapingControlCharacters))" } ?? ""
            print("FOUND \(finding.summary)\(written)\(note) (\(session))")
        }
    }

    /// The finding as a bug report, recorded alone in a child process, and what to say when the
    /// recording does not show what was found: the fixture holds what it shows, never a bug it
    /// does not (which would read FIXED at once). A crash is written whatever was found (it is
    /// the worse bug); a session that no longer shows the finding writes nothing.
    private func fixture(
        for finding: Explorer.Finding, name: String, registry: AdapterRegistry
    ) throws -> (fixture: Fixture?, note: String?) {
        let live = finding.session.network.live(registry.network(of: finding.session.scenario))
        let result = try SessionRecorder.record(
            finding.session.scenario, name: name, network: live, optIn: contracts.optIn, registry: registry,
            file: Self.paths(for: [finding], in: out)[0])
        switch (finding.failure.key, result) {
        case (.crash(let site), .crashed(let crash)):
            // The child records with the backtracer on: its site may say more than the
            // exploration's (the function), never something else.
            let same = crash.fixture.reproduces.contains { $0.isCrash(at: site) }
            return (crash.fixture, same ? nil : "recorded alone, it crashed elsewhere: \(crash.sentence)")
        case (_, .crashed(let crash)):
            return (crash.fixture, "recorded alone, it crashed instead: \(crash.sentence)")
        case (.breach(let rule, let ad), .recorded(let recording)) where recording.fixture.reproduces.contains(.breach(rule: rule, ad: ad)):
            var fixture = recording.fixture
            fixture.reproduces = [.breach(rule: rule, ad: ad)]
            return (fixture, nil)
        default:
            return (nil, "no fixture: recorded alone, the session no longer shows it")
        }
    }

    /// `DIR/SLUG.fixture.gz` for each finding (each is a distinct bug, so a distinct name).
    static func paths(for findings: [Explorer.Finding], in folder: String) -> [String] {
        findings.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0.failure.key.slug + ".fixture.gz" }
    }
}
