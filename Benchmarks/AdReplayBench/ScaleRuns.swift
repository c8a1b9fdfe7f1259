import AdReplay
import AdReplayIsolation
import ArgumentParser
import Foundation

/// The large corpus replayed whole by the library (``CorpusReplay``; and a fresh process per
/// fixture, forked from this one) and by `adreplay replay` (worker processes forking a fresh
/// process per fixture, and with `--shared-process`), with one job and with `jobs`. Each round
/// runs all of them in turn, and each ratio is the median of the rounds' own ratios: a shared
/// machine's speed drifts by tens of percent from one minute to the next, and runs made minutes
/// apart would measure the drift.
struct ScaleRuns {
    /// Wall seconds and CPU microseconds (the process's, or its children's for the command line).
    struct Run {
        var wall: Double
        var cpu: Double
    }

    struct Pair {
        var serial: [Run] = []
        var parallel: [Run] = []

        /// The median wall time of each.
        var walls: (serial: Double, parallel: Double) { (median(serial.map(\.wall)), median(parallel.map(\.wall))) }
        /// The median of the rounds' speed-ups.
        var speedUp: Double { median(zip(serial, parallel).map { $0.wall / $1.wall }) }
    }

    let fixtures: Int
    var library = Pair()
    /// The library, a fresh process per fixture, one at a time (`serial` only); empty when this
    /// process could not fork safely.
    var libraryFresh = Pair()
    /// Nil when `adreplay` was not built beside this benchmark.
    var commandLine: Pair?
    var commandLineShared: Pair?

    init(corpus: LargeCorpus, jobs: Int, registry: AdapterRegistry, commandLine executable: String?, rounds: Int = 5) throws {
        fixtures = corpus.paths.count
        _ = corpus.replay(jobs: jobs, registry: registry)  // warm the file cache
        if executable != nil {
            commandLine = Pair()
            commandLineShared = Pair()
        }
        for _ in 0..<rounds {
            library.serial.append(corpus.replay(jobs: 1, registry: registry))
            // Forked only from a process that is single-threaded now (the library's job threads
            // are joined, the command lines are spawned without Foundation's `Process`).
            if FreshProcess.refusal() == nil { libraryFresh.serial.append(try corpus.replayFresh(registry: registry)) }
            if let executable {
                commandLine?.serial.append(try Self.run(executable, ["replay", "--jobs", "1", corpus.folder]))
                commandLineShared?.serial.append(try Self.run(executable, ["replay", "--shared-process", "--jobs", "1", corpus.folder]))
            }
            library.parallel.append(corpus.replay(jobs: jobs, registry: registry))
            if let executable {
                commandLine?.parallel.append(try Self.run(executable, ["replay", "--jobs", "\(jobs)", corpus.folder]))
                commandLineShared?.parallel.append(
                    try Self.run(executable, ["replay", "--shared-process", "--jobs", "\(jobs)", corpus.folder]))
            }
        }
    }

    /// CPU per fixture with one job, in microseconds: the median round's.
    func cpuPerFixture(_ pair: Pair) -> Double { median(pair.serial.map(\.cpu)) / Double(fixtures) }

    /// The command line's CPU with one worker ÷ the library's with one job, in the same mode
    /// (a fresh process per fixture, or shared): the median of the rounds' ratios (each measured
    /// in the same minute); nil when either was not measured.
    func commandLineCPURatio(fresh: Bool) -> Double? {
        guard let cli = fresh ? commandLine : commandLineShared else { return nil }
        let library = fresh ? libraryFresh : library
        guard !library.serial.isEmpty else { return nil }
        return median(zip(cli.serial, library.serial).map { $0.cpu / $1.cpu })
    }

    /// Wall seconds `executable arguments` takes (its output read and dropped), and the CPU
    /// time, in microseconds, of it and of the processes it ran; it must exit 0. Spawned without
    /// Foundation's `Process`, whose monitoring thread would stay in this process and forbid
    /// forking fresh children from it.
    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let start = Stopwatch.wall(), cpu = Stopwatch.processCPU(children: true)
        let process: WorkerProcess
        do {
            process = try WorkerProcess(executable: executable, arguments: arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        process.closeInput()
        while process.readLine() != nil {}
        let (termination, stderr) = process.finish()
        guard termination == .exited(0) else {
            throw ValidationError("\(executable) \(arguments.joined(separator: " ")) failed (\(termination)): \(stderr.prefix(500))")
        }
        return Run(wall: (Stopwatch.wall() - start) / 1e6, cpu: Stopwatch.processCPU(children: true) - cpu)
    }
}

private func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
