import AdReplay
import AdReplayIsolation
import AdReplaySample
import ArgumentParser
import Foundation

/// CPU time per fixture of each stage of replay and record, over a corpus held in memory.
struct Stages {
    var readAndInflate = 0.0
    var floor = 0.0
    var decode = 0.0
    var readAndDecode = 0.0
    var session = 0.0
    var replayDecoded = 0.0
    var replayFromPath = 0.0
    /// Replay from a path in a fresh process per fixture: a child forked from this (single-
    /// threaded) process replays it and exits; this process's CPU and the child's.
    var replayFromPathFresh = 0.0
    /// A fresh process that does nothing: fork, exit, wait (the fixed cost of the fresh mode in
    /// this process, whatever the fixture).
    var forkAndExit = 0.0
    /// Minor page faults per child of the fresh-process stages: the child replaying, and the one
    /// doing nothing.
    var faultsPerFreshChild = 0.0
    var faultsPerIdleChild = 0.0
    /// Minor page faults in this process per fixture of the fresh-process stage: after each fork
    /// its pages are shared with the child, and the first write to each is a fault again.
    var faultsInWorker = 0.0
    /// The children's share of ``replayFromPathFresh`` and ``forkAndExit`` (the rest is this
    /// process's: the fork itself, the wait).
    var childrenOfFresh = 0.0
    var childrenOfIdle = 0.0
    var decodeThenReplay = 0.0
    var encode = 0.0
    var record = 0.0
    /// Replay from a path ÷ the floor: the median of the rounds' own ratios (each round times
    /// both within a fraction of a second, so a machine whose speed drifts does not skew it).
    var replayFromPathToFloor = 0.0
    /// The same for a fresh process per fixture.
    var replayFromPathFreshToFloor = 0.0
    /// Why the fresh-process stage was not measured (this process could not fork safely).
    var freshRefusal: String?

    /// Each round times every stage once, in turn, so that a busy moment on the machine slows
    /// all stages alike instead of one; the median round is reported for each.
    init(paths: [String], registry: AdapterRegistry, rounds: Int, only: String? = nil) throws {
        let networks = registry.networks
        let files = try paths.map { path in try FixtureStore.readBytes(path) }
        let fixtures = try zip(files, paths).map { try FixtureCodec.decode($0, path: $1, networks: networks) }
        let replayer = Replayer(registry: registry)
        let recorder = Recorder(registry: registry)
        let limit = FixtureCodec.inflatedSizeLimit

        var stages: [(WritableKeyPath<Stages, Double>, () throws -> Void)] = [
            (\.readAndInflate, { for path in paths { _ = try FixtureCodec.inflate(try FixtureStore.readBytes(path), limit: limit) } }),
            (
                \.floor,
                {
                    for bytes in files { _ = try JSONSerialization.jsonObject(with: Data(try FixtureCodec.inflate(bytes, limit: limit))) }
                }
            ),
            (\.decode, { for (bytes, path) in zip(files, paths) { _ = try FixtureCodec.decode(bytes, path: path, networks: networks) } }),
            (\.readAndDecode, { for path in paths { _ = try FixtureStore.read(path, networks: networks) } }),
            (\.session, { for fixture in fixtures { _ = try replayer.session(fixture) } }),
            (\.replayDecoded, { for fixture in fixtures { try Self.expectPassed(replayer.replay(fixture)) } }),
            (
                \.decodeThenReplay,
                {
                    for (bytes, path) in zip(files, paths) {
                        try Self.expectPassed(replayer.replay(try FixtureCodec.decode(bytes, path: path, networks: networks)))
                    }
                }
            ),
            (\.replayFromPath, { for path in paths { try Self.expectPassed(replayer.replay(path: path)) } }),
            (
                \.replayFromPathFresh,
                {
                    for path in paths {
                        let outcome = FreshProcess.run { (try? replayer.replay(path: path))?.passed ?? false }
                        guard outcome == .answered else { throw ValidationError("\(path) did not pass in a fresh process (\(outcome))") }
                    }
                }
            ),
            (
                \.forkAndExit,
                {
                    for path in paths {
                        let outcome = FreshProcess.run { true }
                        guard outcome == .answered else {
                            throw ValidationError("\(path): a child that does nothing did not end well (\(outcome))")
                        }
                    }
                }
            ),
            (\.encode, { for fixture in fixtures { _ = try FixtureCodec.encode(fixture) } }),
            // Every fill with video: Google's Swift native adapter traps on one without (as the
            // real Sample SDK always attaches video), and the corpus holds its sessions.
            (
                \.record,
                {
                    for fixture in fixtures {
                        _ = try FixtureCodec.encode(
                            recorder.record(fixture.scenario, name: fixture.name, network: .seeded(1, video: true)).fixture)
                    }
                }
            ),
        ]
        // For a profiler: one stage alone, or a few (`floor,replayFromPath` for the ratio alone).
        if let only {
            let names: [String: WritableKeyPath<Stages, Double>] = [
                "floor": \.floor, "readAndDecode": \.readAndDecode, "decode": \.decode, "session": \.session,
                "replayDecoded": \.replayDecoded,
                "decodeThenReplay": \.decodeThenReplay, "replayFromPath": \.replayFromPath, "replayFromPathFresh": \.replayFromPathFresh,
                "forkAndExit": \.forkAndExit,
                "encode": \.encode, "record": \.record,
            ]
            let asked = only.split(separator: ",").map(String.init)
            // A misspelt stage would time nothing and print zeros as if measured.
            if let unknown = asked.first(where: { names[$0] == nil }) {
                throw ValidationError(
                    "--only \(unknown): no such stage; the stages are \(names.keys.sorted().joined(separator: ", ")), or http.")
            }
            let chosen = asked.compactMap { names[$0] }
            stages = stages.filter { chosen.contains($0.0) }
        }
        // A child forked from a process with other threads could not use them: the stage is
        // left out, and the table says why.
        freshRefusal = FreshProcess.refusal()
        if freshRefusal != nil { stages.removeAll { $0.0 == \.replayFromPathFresh || $0.0 == \.forkAndExit } }
        var faults: [WritableKeyPath<Stages, Double>: [Double]] = [:]
        var childrenCPU: [WritableKeyPath<Stages, Double>: [Double]] = [:]
        var faultsInWorkerSamples: [Double] = []
        var samples = Array(repeating: [Double](), count: stages.count)
        for round in 0...rounds {
            for (index, stage) in stages.enumerated() {
                // The children's CPU counts too (zero but for the fresh-process stage).
                let start = Stopwatch.threadCPU(), children = Stopwatch.processCPU(children: true)
                let childFaults = Stopwatch.minorFaults(children: true), ownFaults = Stopwatch.minorFaults()
                try stage.1()
                let spent = Stopwatch.threadCPU() - start + Stopwatch.processCPU(children: true) - children
                // Round 0 warms up.
                if round > 0 {
                    samples[index].append(spent / Double(paths.count))
                    faults[stage.0, default: []].append(Double(Stopwatch.minorFaults(children: true) - childFaults) / Double(paths.count))
                    if stage.0 == \.replayFromPathFresh {
                        faultsInWorkerSamples.append(Double(Stopwatch.minorFaults() - ownFaults) / Double(paths.count))
                    }
                    childrenCPU[stage.0, default: []].append((Stopwatch.processCPU(children: true) - children) / Double(paths.count))
                }
            }
        }
        for (index, stage) in stages.enumerated() where !samples[index].isEmpty {
            self[keyPath: stage.0] = samples[index].sorted()[samples[index].count / 2]
        }
        func median(_ values: [Double]?) -> Double { values.map { $0.sorted()[$0.count / 2] } ?? 0 }
        faultsPerFreshChild = median(faults[\.replayFromPathFresh])
        faultsPerIdleChild = median(faults[\.forkAndExit])
        faultsInWorker = median(faultsInWorkerSamples.isEmpty ? nil : faultsInWorkerSamples)
        childrenOfFresh = median(childrenCPU[\.replayFromPathFresh])
        childrenOfIdle = median(childrenCPU[\.forkAndExit])
        if let path = stages.firstIndex(where: { $0.0 == \.replayFromPath }), let floor = stages.firstIndex(where: { $0.0 == \.floor }) {
            let ratios = zip(samples[path], samples[floor]).map { $0 / $1 }.sorted()
            replayFromPathToFloor = ratios.isEmpty ? 0 : ratios[ratios.count / 2]
        }
        if let fresh = stages.firstIndex(where: { $0.0 == \.replayFromPathFresh }),
            let floor = stages.firstIndex(where: { $0.0 == \.floor })
        {
            let ratios = zip(samples[fresh], samples[floor]).map { $0 / $1 }.sorted()
            replayFromPathFreshToFloor = ratios.isEmpty ? 0 : ratios[ratios.count / 2]
        }
    }

    static func expectPassed(_ result: ReplayResult) throws {
        guard result.passed else { throw ValidationError(result.failureMessage ?? "\(result.name) did not pass") }
    }
}

/// Replay cost per recorded network exchange: a banner loaded `exchanges` times, replayed from
/// its file — the equivalent of a vcrpy cassette of that many exchanges, loaded and played.
struct PerExchange {
    var microseconds: Double

    init(exchanges: Int, registry: AdapterRegistry, rounds: Int) throws {
        let script = try Script.parse((0..<exchanges).map { $0 == 0 ? "load" : "+100 load" }.joined(separator: "; "))
        let scenario = Scenario(format: .banner, adapterClassName: "SampleCustomEvent", parameter: "sample-ad-unit", script: script)
        let fixture = try Recorder(registry: registry).record(scenario, name: "exchanges", network: .answer(.fill)).fixture
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("exchanges.fixture.gz").path
        try FixtureStore.write(fixture, to: path, overwrite: true)
        let recorded = fixture.observation.exchanges.count
        guard recorded == exchanges else { throw ValidationError("the fixture holds \(recorded) exchanges, not \(exchanges)") }
        let replayer = Replayer(registry: registry)
        microseconds = try Stopwatch.median(rounds: rounds * 4, per: exchanges) {
            try Stages.expectPassed(replayer.replay(path: path))
        }
    }
}

/// Copies of the corpus in a temporary folder: memory and parallel speed-up at scale.
struct LargeCorpus {
    let folder: String
    let paths: [String]

    init(paths source: [String], copies: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("adreplay-bench-corpus-\(getpid())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, path) in source.enumerated() {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            for copy in 0..<copies {
                let folder = root.appendingPathComponent(String(format: "copy-%03d", copy))
                if index == 0 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
                let target = folder.appendingPathComponent(String(format: "%03d-", index) + URL(fileURLWithPath: path).lastPathComponent)
                try bytes.write(to: target)
                paths.append(target.path)
            }
        }
        folder = root.path
        self.paths = paths.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Wall seconds and CPU microseconds (this process's and its children's) the library takes
    /// to replay the whole corpus one fixture at a time, each in a child forked for it
    /// (``FreshProcess``), as `adreplay replay`'s worker does.
    func replayFresh(registry: AdapterRegistry) throws -> ScaleRuns.Run {
        let replayer = Replayer(registry: registry)
        let start = Stopwatch.wall(), cpu = Stopwatch.processCPU() + Stopwatch.processCPU(children: true)
        for path in paths {
            let outcome = FreshProcess.run {
                CorpusReplay(replayer: replayer, jobs: 1).outcomes([path]).first?.passed ?? false
            }
            guard outcome == .answered else { throw ValidationError("\(path) did not pass in a fresh process (\(outcome))") }
        }
        return ScaleRuns.Run(
            wall: (Stopwatch.wall() - start) / 1e6,
            cpu: Stopwatch.processCPU() + Stopwatch.processCPU(children: true) - cpu)
    }

    /// Wall seconds and CPU microseconds (every thread of this process) the library's
    /// ``CorpusReplay`` takes to replay the whole corpus `jobs` at a time.
    func replay(jobs: Int, registry: AdapterRegistry) -> ScaleRuns.Run {
        let run = CorpusReplay(replayer: Replayer(registry: registry), jobs: jobs)
        let start = Stopwatch.wall(), cpu = Stopwatch.processCPU()
        run.run(paths) { _ in }
        return ScaleRuns.Run(wall: (Stopwatch.wall() - start) / 1e6, cpu: Stopwatch.processCPU() - cpu)
    }
}

/// The printed result: stages, then the ratios the targets are stated in.
struct Table {
    var rows: [(String, String)] = []
    var ratios: [(String, Double, String)] = []

    mutating func add(_ stages: Stages) {
        func µs(_ value: Double) -> String { String(format: "%.1f µs", value) }
        rows += [
            ("read + inflate", µs(stages.readAndInflate)),
            ("floor: inflate + JSONSerialization parse", µs(stages.floor)),
            ("decode (gzip bytes → Fixture)", µs(stages.decode)),
            ("read + decode (path → Fixture)", µs(stages.readAndDecode)),
            ("session only (harness, adapter, SDK)", µs(stages.session)),
            ("replay decoded (session + diff + contracts)", µs(stages.replayDecoded)),
            ("decode then replay (gzip bytes in memory)", µs(stages.decodeThenReplay)),
            ("replay from a path (shared process)", µs(stages.replayFromPath)),
            (
                "replay from a path, a fresh process per fixture (fork, replay, exit)",
                stages.freshRefusal.map { "not measured: this process \($0)" } ?? µs(stages.replayFromPathFresh)
            ),
            ("  of which in the child (the rest: fork and wait in the worker)", µs(stages.childrenOfFresh)),
            (
                "a fresh process doing nothing (fork, exit, wait)",
                stages.freshRefusal.map { "not measured: this process \($0)" } ?? µs(stages.forkAndExit)
            ),
            ("  of which in the child", µs(stages.childrenOfIdle)),
            (
                "minor page faults per fresh child: replaying ÷ doing nothing",
                String(format: "%.0f ÷ %.0f", stages.faultsPerFreshChild, stages.faultsPerIdleChild)
            ),
            ("minor page faults in the forking process per fixture (fresh)", String(format: "%.0f", stages.faultsInWorker)),
            ("encode (Fixture → gzip bytes)", µs(stages.encode)),
            ("record (session + encode, no file)", µs(stages.record)),
        ]
        ratios += [
            ("replay from a path ÷ floor, shared process", stages.replayFromPathToFloor, "≤ 1.5"),
            ("replay from a path ÷ floor, a fresh process per fixture", stages.replayFromPathFreshToFloor, "≤ 2.0"),
            ("decode ÷ floor", stages.decode / stages.floor, ""),
            ("encode ÷ session", stages.encode / stages.session, ""),
        ]
    }

    var text: String {
        let width = (rows.map(\.0) + ratios.map(\.0)).map(\.count).max() ?? 0
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["CPU time per fixture (median of rounds, one thread), then memory and wall time at scale:"]
        lines += rows.map { "  \(pad($0.0))  \($0.1)" }
        lines.append("ratios:")
        lines += ratios.map { "  \(pad($0.0))  \(String(format: "%.2f", $0.1))×\($0.2.isEmpty ? "" : "   target \($0.2)")" }
        return lines.joined(separator: "\n")
    }
}
