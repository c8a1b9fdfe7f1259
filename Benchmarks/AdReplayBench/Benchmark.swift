import AdReplay
import AdReplayIsolation
import AdReplayOsprey
import AdReplayReports
import AdReplaySample
import ArgumentParser
import Foundation
import SampleCustomEvent
import SampleCustomEventSwift

/// `adreplay-bench`: what replay and record cost per fixture, against the floor of reading the same
/// bytes (inflate + `JSONSerialization`), how memory and speed behave on a large corpus, and the
/// cost per recorded network exchange (to set beside vcrpy's, see `scripts/bench`).
///
/// CPU times are per fixture, the median of several rounds over the whole corpus, on one thread.
/// Ratios are what to read: absolute times depend on the machine.
@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adreplay-bench",
        abstract: "Measure replay and record costs, memory and parallel speed-up on a corpus (release build).")

    @Option(help: "The corpus to measure.")
    var corpus = "recordings"

    @Option(help: "Rounds per stage (the median is reported).")
    var rounds = 31

    @Option(
        help:
            "Copies of the corpus in the large synthetic corpus (memory and parallel speed-up); 64 copies of the 157 committed fixtures are about the 10,000 the targets speak of."
    )
    var copies = 64

    @Option(help: "Jobs for the parallel run (default: the machine's cores).")
    var jobs: Int?

    @Option(help: "Network exchanges in the per-exchange fixture (a banner loaded this many times).")
    var exchanges = 50

    @Option(
        help: ArgumentHelp(
            "HTTP exchanges to replay as an HTTP fixture (Osprey's), per exchange: the JSON scripts/bench-vcrpy --export-exchanges writes, so that vcrpy's figure and this one are of the same exchanges.",
            valueName: "file"))
    var httpExchanges: String?

    @Flag(help: "Skip the large synthetic corpus.")
    var skipLarge = false

    @Option(help: .hidden)
    var peakMemoryReplaying: String?

    @Option(
        help: ArgumentHelp(
            "Run only this stage (for a profiler), or these, comma-separated: floor, readAndDecode, decode, session, replayDecoded, decodeThenReplay, replayFromPath, encode, record; or http (needs --http-exchanges).",
            visibility: .hidden))
    var only: String?

    func validate() throws {
        for (name, value) in [("--rounds", rounds), ("--copies", copies), ("--exchanges", exchanges), ("--jobs", jobs ?? 1)] where value < 1
        {
            throw ValidationError("\(name) must be at least 1, not \(value).")
        }
    }

    func run() throws {
        if let folder = peakMemoryReplaying {
            try Self.replayForPeakMemory(folder)
            return
        }
        if only == "http" {
            guard let httpExchanges else { throw ValidationError("--only http needs --http-exchanges FILE") }
            let http = try HTTPPerExchange(exportedAt: httpExchanges, rounds: rounds)
            print(String(format: "adreplay_http_us_per_exchange=%.3f", http.microseconds))
            return
        }
        let registry = AdapterRegistry.bench
        let paths = try FixtureStore.fixturePaths(in: [corpus])
        guard !paths.isEmpty else { throw ValidationError("\(corpus) holds no fixtures") }
        let stages = try Stages(paths: paths, registry: registry, rounds: rounds, only: only)
        if only != nil {
            print(stages)
            return
        }
        var table = Table()
        table.add(stages)

        let exchange = try PerExchange(exchanges: exchanges, registry: registry, rounds: rounds)
        table.rows.append(
            (
                "replay from a path, per network exchange (\(exchanges)-exchange fixture)",
                String(format: "%.1f µs", exchange.microseconds)
            ))
        let http = try httpExchanges.map { try HTTPPerExchange(exportedAt: $0, rounds: rounds) }
        if let http {
            table.rows.append(
                (
                    "replay from a path, per HTTP exchange (\(http.exchanges) of vcrpy's exchanges)",
                    String(format: "%.1f µs", http.microseconds)
                ))
            table.rows.append(
                (
                    "  of which the fixed cost of a fixture (read + harness, no exchange) ÷ \(http.exchanges)",
                    String(format: "%.1f µs", http.fixedMicroseconds / Double(http.exchanges))
                ))
        }

        if !skipLarge {
            let large = try LargeCorpus(paths: paths, copies: copies)
            defer { large.remove() }
            let small = try Self.peakMemory(replaying: corpus)
            let big = try Self.peakMemory(replaying: large.folder)
            table.rows.append(("peak memory replaying \(paths.count) fixtures", String(format: "%.1f MB", Double(small) / 1024)))
            table.rows.append(("peak memory replaying \(paths.count * copies) fixtures", String(format: "%.1f MB", Double(big) / 1024)))
            table.ratios.append(("memory, \(paths.count * copies) fixtures ÷ \(paths.count)", Double(big) / Double(small), "≤ 1.25"))
            let jobs = jobs ?? CorpusReplay.defaultJobs
            // The command line replays in worker processes (crash isolation): measured too, when
            // it was built beside this benchmark. One run of each is about a second.
            let cli = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("adreplay").path
            let scale = try ScaleRuns(
                corpus: large, jobs: jobs, registry: .benchWithTheCommandLinesNetworks,
                commandLine: FileManager.default.isExecutableFile(atPath: cli) ? cli : nil)
            let count = scale.fixtures
            let library = scale.library.walls
            table.rows.append(("replay \(count) fixtures, 1 job (wall)", String(format: "%.2f s", library.serial)))
            table.rows.append(("replay \(count) fixtures, \(jobs) jobs (wall)", String(format: "%.2f s", library.parallel)))
            table.ratios.append(("speed-up, \(jobs) jobs ÷ 1", scale.library.speedUp, "≥ 1.8 on 2 idle cores"))
            table.rows.append(
                (
                    "CPU per fixture, library, 1 job (Sample and Osprey networks, as adreplay)",
                    String(format: "%.1f µs", scale.cpuPerFixture(scale.library))
                ))
            if !scale.libraryFresh.serial.isEmpty {
                table.rows.append(
                    (
                        "CPU per fixture, library, a fresh process per fixture (fork, replay, exit)",
                        String(format: "%.1f µs", scale.cpuPerFixture(scale.libraryFresh))
                    ))
            }
            for (mode, fresh, pair) in [
                ("a fresh process per fixture", true, scale.commandLine), ("--shared-process", false, scale.commandLineShared),
            ] {
                guard let pair else { continue }
                let walls = pair.walls
                table.rows.append(("adreplay replay \(count) fixtures, 1 worker, \(mode) (wall)", String(format: "%.2f s", walls.serial)))
                table.rows.append(
                    ("adreplay replay \(count) fixtures, \(jobs) workers, \(mode) (wall)", String(format: "%.2f s", walls.parallel)))
                table.rows.append(
                    (
                        "CPU per fixture, adreplay replay, 1 worker, \(mode) (parent, worker, children)",
                        String(format: "%.1f µs", scale.cpuPerFixture(pair))
                    ))
                table.ratios.append(("adreplay replay speed-up, \(jobs) workers ÷ 1, \(mode)", pair.speedUp, "≥ 1.8 on 2 idle cores"))
                if let cpuRatio = scale.commandLineCPURatio(fresh: fresh) {
                    table.ratios.append(("CPU per fixture, adreplay replay ÷ library (1 worker), \(mode)", cpuRatio, "≤ 1.3"))
                }
            }
        }
        print(table.text)
        print(String(format: "adreplay_us_per_exchange=%.3f", exchange.microseconds))
        if let http { print(String(format: "adreplay_http_us_per_exchange=%.3f", http.microseconds)) }
    }

    /// Runs this executable again to replay `folder`, and returns its peak resident memory in KB.
    /// (Spawned without Foundation's `Process`, whose thread would forbid forking fresh
    /// children from this process later.)
    static func peakMemory(replaying folder: String) throws -> Int {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        guard
            let process = try? WorkerProcess(
                executable: executable, arguments: ["--peak-memory-replaying", folder],
                environment: ProcessInfo.processInfo.environment)
        else {
            throw ValidationError("the memory run over \(folder) could not start")
        }
        process.closeInput()
        let output = process.readLine()
        while process.readLine() != nil {}
        guard process.finish().termination == .exited(0), let kilobytes = output.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else { throw ValidationError("the memory run over \(folder) failed") }
        return kilobytes
    }

    /// Replays every fixture under `folder` with the library's `CorpusReplay` (all cores, keeping
    /// the report entry of each, as `adreplay replay` does) and prints the peak resident
    /// memory in KB. (`adreplay replay` runs the same in worker processes, each as flat.)
    static func replayForPeakMemory(_ folder: String) throws {
        var kept: [ReplayReportEntry] = []
        let run = CorpusReplay(replayer: Replayer(registry: .bench))
        run.run(try FixtureStore.fixturePaths(in: [folder])) { outcome in
            kept.append(ReplayReportEntry(outcome, diagrams: false))
        }
        guard kept.allSatisfy(\.passed) else { throw ValidationError("some fixtures under \(folder) did not pass") }
        print(Stopwatch.peakResidentKilobytes())
    }
}

extension AdapterRegistry {
    /// The bundled Sample adapters, both families, as `adreplay` registers them: the corpus
    /// holds fixtures of each.
    static var bench: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(SampleCustomEvent.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self)
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self)
        registry.register(SampleCustomEventSwift.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self)
        return registry
    }

    /// ``bench`` with the other network `adreplay` registers, Osprey (over HTTP), so that the
    /// library is compared with the command line doing the same work: a replay sets Osprey up
    /// only if a session reads its seam (`World.onFirstRead`), which a Sample fixture never does.
    static var benchWithTheCommandLinesNetworks: AdapterRegistry {
        var registry = bench
        registry.register(network: SeamPlugin<Osprey>())
        return registry
    }
}
