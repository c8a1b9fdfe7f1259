import Foundation
import Testing

/// Many `adreplay record` processes writing the same place at once, and processes killed in the
/// middle of writing: no fixture is lost, clobbered, half-written or joined by a temporary file.
@Suite struct WriterRaceTests {
    static let writers = 50
    static let record = ["record", "--format", "banner", "--answer", "fill", "--out", "race.fixture.gz"]
    static let wrote = "wrote race.fixture.gz: 11 timeline entries (1 network, 2 SDK callbacks, 2 host events)\n"

    @Test func record_fiftyAtOnceWithoutForce_exactlyOneWritesAndTheOthersAreRefused() throws {
        let scratch = try Scratch()
        let runs = try StartedProcess.runTogether((0..<Self.writers).map { _ in try StartedProcess(Self.record, in: scratch.url) })

        #expect(runs.allSatisfy { $0.exited }, "\(runs.filter { !$0.exited })")
        let winners = runs.filter { $0.status == 0 }, losers = runs.filter { $0.status != 0 }
        #expect(winners.count == 1, "\(winners.count) writers won")
        #expect(winners.allSatisfy { $0.stdout == Self.wrote && $0.stderr == "" }, "\(winners)")
        #expect(losers.count == Self.writers - 1)
        for run in losers {
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout == "", "\(run)")
            #expect(run.stderr == "race.fixture.gz: already exists; pass --force to overwrite it.\n", "\(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["race.fixture.gz"])
        let replay = try scratch.run("replay race.fixture.gz")
        #expect(replay.status == 0, "\(replay)")
    }

    @Test func record_fiftyAtOnceWithForce_allWriteAndOneWholeFixtureRemains() throws {
        let scratch = try Scratch()
        try scratch.write(Data("an earlier fixture\n".utf8), to: "race.fixture.gz")
        let runs = try StartedProcess.runTogether(
            (0..<Self.writers).map { _ in
                try StartedProcess(Self.record + ["--force"], in: scratch.url)
            })

        for run in runs {
            #expect(run.exited && run.status == 0, "\(run)")
            #expect(run.stdout == Self.wrote, "\(run)")
            #expect(run.stderr == "", "\(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["race.fixture.gz"])
        let replay = try scratch.run("replay race.fixture.gz")
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout == "PASS race.fixture.gz\n1 fixture: 1 passed\n")
    }

    /// Rounds of writers (new names without --force, one shared name with it) each SIGKILLed
    /// after a seeded pseudo-random delay, so some die before writing, some while writing, some
    /// after; a temporary file of a killed process is planted too. One ordinary write afterwards
    /// leaves no temporary file, and every fixture there is whole.
    @Test func record_killedAtRandomMoments_leavesNoTemporaryOrPartialFileAfterTheNextWrite() throws {
        var random = SplitMix64(seed: 0xAD_5EED_2024)
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.file("corpus"), withIntermediateDirectories: true)
        var killedPIDs: [pid_t] = []
        var killedCount = 0, finishedCount = 0

        for round in 0..<12 {
            let writers = try (0..<5).map { index in
                let out =
                    index.isMultiple(of: 2)
                    ? ["--out", "corpus/shared.fixture.gz", "--force"]
                    : ["--out", "corpus/r\(round)-\(index).fixture.gz"]
                return try StartedProcess(["record", "--format", "banner", "--answer", "fill"] + out, in: scratch.url)
            }
            let delays = writers.map { _ in random.next(below: 400_000) }  // microseconds
            let started = DispatchTime.now()
            for writer in writers { try writer.start() }
            for (writer, delay) in zip(writers, delays).sorted(by: { $0.1 < $1.1 }) {
                let deadline = started.uptimeNanoseconds + delay * 1_000
                let now = DispatchTime.now().uptimeNanoseconds
                if deadline > now { usleep(useconds_t((deadline - now) / 1_000)) }
                writer.kill()
            }
            for writer in writers {
                let run = try writer.wait()
                if run.exited {
                    #expect(run.status == 0, "\(run)")
                    finishedCount += 1
                } else {
                    killedPIDs.append(writer.pid)
                    killedCount += 1
                }
            }
        }

        // A temporary file a killed writer could have left between naming its file and renaming it.
        let pid = try #require(killedPIDs.last, "no writer was killed (\(finishedCount) finished)")
        try scratch.write(Data("half a fixt".utf8), to: "corpus/.planted.fixture.gz.tmp-adreplay-\(pid)-1")

        let ordinary = try scratch.run("record --format banner --answer fill --out corpus/after.fixture.gz")
        #expect(ordinary.status == 0, "\(ordinary)")

        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("corpus").path).sorted()
        #expect(names.filter { $0.hasPrefix(".") || $0.contains(".tmp") } == [], "killed \(killedCount), finished \(finishedCount)")
        #expect(names.allSatisfy { $0.hasSuffix(".fixture.gz") }, "\(names)")
        #expect(names.contains("after.fixture.gz"))
        // Every fixture there decodes (and, being a fill, replays).
        let replay = try scratch.run("replay corpus")
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdoutLines.last == "\(names.count) fixture\(names.count == 1 ? "" : "s"): \(names.count) passed", "\(replay)")
    }
}
