import Foundation
import Testing

/// Each fixture replays in a fresh process (`replay`'s default): a result never depends on the
/// fixtures before it. The corpus: 24 sessions of `TinyCachingAdapter`, which keeps the first
/// placement it is given in a `static`, each recorded alone with its own slot. Replayed one after
/// another in one process (`--shared-process`), every fixture after the first asks for the first
/// one's slot.
@Suite struct FreshProcessTests {
    static let count = 24
    static let caching = ["TINY_REPLAY_CACHING": "1"]

    private func tiny(_ arguments: [String], in directory: URL) throws -> CLIRun {
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        return try AdReplayCLI.runProcess(binary, arguments, in: directory, environment: Self.caching)
    }

    /// Records the corpus into `scratch/corpus`, each session in its own `record` run.
    private func recordCorpus(in scratch: Scratch) throws -> [String] {
        var names: [String] = []
        for index in 0..<Self.count {
            let name = "corpus/slot-\(index < 10 ? "0" : "")\(index).fixture.gz"
            let record = try tiny(
                [
                    "record", "--format", "banner", "--adapter", "TinyCachingAdapter", "--parameter", "slot-\(index)",
                    "--script", "load; +1000 tap", "--out", name,
                ], in: scratch.url)
            try #require(record.status == 0, "\(record)")
            names.append(name)
        }
        return names
    }

    private func lines(_ run: CLIRun, _ label: String) -> [String] {
        run.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("\(label) corpus/") }
    }

    @Test func aStaticInTheAdapter_givesTheSameResultsWhateverTheJobsAndAlone_andSharedProcessesShowTheDependence() throws {
        let scratch = try Scratch()
        let names = try recordCorpus(in: scratch)

        // Fresh processes: every fixture passes with 1, 2 and 4 jobs, the same output each time.
        var outputs: [String] = []
        for jobs in [1, 2, 4] {
            let run = try tiny(["replay", "--jobs", "\(jobs)", "corpus"], in: scratch.url)
            #expect(run.status == 0, "--jobs \(jobs): \(run)")
            #expect(lines(run, "PASS") == names.map { "PASS \($0)" }, "--jobs \(jobs): \(run)")
            #expect(run.stdout.hasSuffix("\(Self.count) fixtures: \(Self.count) passed\n"), "\(run)")
            outputs.append(run.stdout)
        }
        #expect(Set(outputs).count == 1)
        // Fixture by fixture, each alone: the same.
        for name in names {
            let run = try tiny(["replay", name], in: scratch.url)
            #expect(run.status == 0 && run.stdout == "PASS \(name)\n1 fixture: 1 passed\n", "\(run)")
        }
        // Shuffled, still fresh: the same results, in the shuffled order.
        let shuffled = try tiny(["replay", "--shuffle", "5", "--jobs", "2", "corpus"], in: scratch.url)
        #expect(shuffled.status == 0, "\(shuffled)")
        #expect(shuffled.stdout.hasPrefix("order: shuffled with seed 5\n"), "\(shuffled)")
        #expect(lines(shuffled, "PASS").count == Self.count)
        #expect(lines(shuffled, "PASS") != names.map { "PASS \($0)" }, "seed 5 left the order as it was")

        // One shared process: the first fixture a worker replays passes, every later one asks
        // for that fixture's slot, passes alone, and so depends on the fixtures before it.
        let shared = try tiny(["replay", "--shared-process", "--jobs", "1", "corpus"], in: scratch.url)
        #expect(shared.status == 1, "\(shared)")
        #expect(lines(shared, "PASS") == ["PASS \(names[0])"], "\(shared)")
        #expect(
            lines(shared, "DEPENDS") == names.dropFirst().map { "DEPENDS \($0): fails after the fixtures before it, passes alone" },
            "\(shared)")
        #expect(shared.stdout.contains("slot-0"), "\(shared)")
        // Shuffled, another fixture comes first, and it is the one that passes.
        let sharedShuffled = try tiny(["replay", "--shared-process", "--shuffle", "5", "--jobs", "1", "corpus"], in: scratch.url)
        #expect(sharedShuffled.status == 1, "\(sharedShuffled)")
        #expect(sharedShuffled.stdout.hasPrefix("order: shuffled with seed 5, in shared processes\n"), "\(sharedShuffled)")
        let first = lines(shuffled, "PASS").first.map { String($0.dropFirst("PASS ".count)) }
        #expect(lines(sharedShuffled, "PASS") == ["PASS \(first ?? "")"], "\(sharedShuffled)")
        #expect(lines(sharedShuffled, "DEPENDS").count == Self.count - 1, "\(sharedShuffled)")
        #expect(first != names[0])
    }

    /// A worker with a second thread (here one the tool starts before the command line runs, as
    /// a plug-in might) forks no child: a child of it could not use that thread's work. Every
    /// fixture fails saying so, and `--shared-process` still replays them.
    @Test func aWorkerWithAnotherThread_forksNothing_andSaysWhy() throws {
        let scratch = try Scratch()
        let record = try tiny(["record", "--format", "banner", "--adapter", "TinyAdapter", "--out", "fill.fixture.gz"], in: scratch.url)
        try #require(record.status == 0, "\(record)")
        let binary = try AdReplayCLI.located.get().deletingLastPathComponent().appendingPathComponent("tiny-replay")
        let threaded = ["TINY_REPLAY_STARTS_A_THREAD": "1"]
        let run = try AdReplayCLI.runProcess(binary, ["replay", "fill.fixture.gz"], in: scratch.url, environment: threaded)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.hasPrefix("FAIL fill.fixture.gz\n"), "\(run)")
        #expect(
            run.stderr.hasPrefix("fill.fixture.gz: cannot be replayed in a fresh process: the replay worker has 2 threads before forking"),
            "\(run)")
        #expect(run.stderr.hasSuffix("; --shared-process replays without forking\n"), "\(run)")
        let shared = try AdReplayCLI.runProcess(
            binary, ["replay", "--shared-process", "fill.fixture.gz"], in: scratch.url, environment: threaded)
        #expect(shared.status == 0 && shared.stdout == "PASS fill.fixture.gz\n1 fixture: 1 passed\n", "\(shared)")
    }
}
