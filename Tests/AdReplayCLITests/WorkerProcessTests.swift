import AdReplayIsolation
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayCommandLine
@testable import AdReplayReports
@testable import adreplay

/// The child processes replay and explore run fixtures in: lines, end of file, and a child that
/// never answers.
@Suite struct WorkerProcessTests {
    static func shell(_ script: String) throws -> WorkerProcess {
        try WorkerProcess(executable: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    }

    @Test func lines_thenTheEnd() throws {
        let worker = try Self.shell("echo one; echo two")
        #expect(worker.readLine(within: 10_000) == .line("one"))
        #expect(worker.readLine() == "two")
        #expect(worker.readLine(within: 10_000) == .ended)
        #expect(worker.finish().termination == .exited(0))
    }

    @Test func aChildThatNeverAnswers_timesOut_andIsStopped() throws {
        let worker = try Self.shell("sleep 30")
        #expect(worker.readLine(within: 200) == .timedOut)
        worker.kill()
        #expect(worker.finish().termination == .signalled(SIGKILL))
    }

    @Test func stderr_isKept() throws {
        let worker = try Self.shell("echo 'File.swift:7: Fatal error: boom' >&2; kill -ILL $$")
        #expect(worker.readLine(within: 10_000) == .ended)
        let (termination, stderr) = worker.finish()
        #expect(termination == .signalled(SIGILL))
        #expect(stderr == "File.swift:7: Fatal error: boom\n")
    }

    @Test func aWorkerChild_startsWithDefaultSignals_evenWhenTheParentIgnoresSIGPIPE() throws {
        signal(SIGPIPE, SIG_IGN)
        let worker = try Self.shell("awk '/^SigIgn/ { print $2 }' /proc/self/status")
        guard case .line(let mask) = worker.readLine(within: 10_000), let ignored = UInt64(mask, radix: 16) else {
            Issue.record("no SigIgn line")
            return
        }
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SigIgn \(mask)")
        worker.finish()
    }

    @Test(arguments: [
        "recordings/banner/fill.fixture.gz", "nl\n\u{301}.fixture.gz", "cr\r.fixture.gz", "\r\n",
        "-dash.fixture.gz", "ls\u{2028}.fixture.gz", "bad\u{10FFFF}.fixture.gz", "9 9\n",
    ])
    func frames_carryAnyPath_exactly(path: String) {
        let frame = WorkerFrame(number: 41, fields: [Array(path.utf8), Array("P banner 7".utf8)])
        #expect(WorkerFrame.parse(frame.bytes[...]) == .frame(frame, consumed: frame.bytes.count))
        // Two frames back to back come apart where the lengths say, whatever the bytes.
        let two = frame.bytes + WorkerFrame(number: 42, fields: [Array(path.utf8)]).bytes
        #expect(WorkerFrame.parse(two[...]) == .frame(frame, consumed: frame.bytes.count))
    }

    /// A failing fixture's entry comes back from a worker whole, its stored headline too: the
    /// parent's reports read it, not a split of the message.
    @Test func aFailingEntry_crossesTheWorkerProtocol_withItsHeadline() throws {
        let path = "recordings/banner/x\n.fixture.gz"
        let entry = ReplayReportEntry(
            path: path, status: .reproduces("breaks load completes exactly once (ad 1)"), format: .banner,
            headline: "reproduces the bug it was recorded for: breaks load completes exactly once (ad 1)",
            message: "\(path): reproduces the bug it was recorded for: breaks load completes exactly once (ad 1)\nit fails")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let frame = WorkerAnswer.frame(for: entry, number: 4, path: Array(path.utf8), encoder: encoder)
        let back = try WorkerAnswer.entry(from: frame, number: 4, path: path)
        #expect(back == entry)
        #expect(back.headline == "reproduces the bug it was recorded for: breaks load completes exactly once (ad 1)")
    }

    /// A pass is read in the one spelling a worker writes, `P FORMAT DIGITS` with single
    /// spaces (a format this build does not know reads as none, as before).
    @Test(arguments: [("P banner 7", Scenario.Format.banner as Scenario.Format?), ("P - 7", nil), ("P nope 7", nil)])
    func aPassAnswer_inTheSpellingAWorkerWrites_reads(result: String, format: Scenario.Format?) throws {
        let path = "recordings/banner/fill.fixture.gz"
        let frame = WorkerFrame(number: 3, fields: [Array(path.utf8), Array(result.utf8)])
        let entry = try WorkerAnswer.entry(from: frame, number: 3, path: path)
        #expect(entry.status == .passed)
        #expect(entry.format == format)
        #expect(entry.duration == .nanoseconds(7))
        #expect(entry.path == path)
    }

    /// Any other spelling holds no result, and the run stops rather than guess.
    @Test(arguments: [
        "P  banner 7", "P banner +7", "P banner 7 ", "P banner 7x", "P banner ", "P  7", "Q banner 7",
        "P banner 1234567890123456789", "J not json", "",
    ])
    func anyOtherAnswer_holdsNoResult(result: String) {
        let path = "recordings/banner/fill.fixture.gz"
        let frame = WorkerFrame(number: 3, fields: [Array(path.utf8), Array(result.utf8)])
        let error = #expect(throws: ReplayWorkers.Failure.self) { try WorkerAnswer.entry(from: frame, number: 3, path: path) }
        #expect(
            error?.description
                == "a replay worker's answer for recordings/banner/fill.fixture.gz holds no result; a result may be another fixture's, so the run stops"
        )
    }

    @Test func aPassAnswer_keepsItsFormatAndDuration() throws {
        let path = "a.fixture.gz"
        let frame = WorkerFrame(number: 0, fields: [Array(path.utf8), Array("P rewarded 1500000".utf8)])
        let entry = try WorkerAnswer.entry(from: frame, number: 0, path: path)
        #expect(entry.status == .passed)
        #expect(entry.format == .rewarded)
        #expect(entry.duration == .milliseconds(1.5))
    }

    @Test(arguments: [0, 7, 10, 99, 100, 1_000_000_007, Int.max, -12])
    func frameNumbers_areWrittenAsDecimals(number: Int) {
        let bytes = WorkerFrame(number: number, fields: [Array("ab".utf8), []]).bytes
        #expect(bytes == Array("\(number) 2 0\nab".utf8))
    }

    @Test func wholeFrames_areToldFromPartsOfOnes() {
        let bytes = WorkerFrame(number: 1, fields: [Array("a\nb".utf8)]).bytes
        #expect(WorkerFrame.startsWholeFrameOrMalformed(bytes[...]))
        #expect(!WorkerFrame.startsWholeFrameOrMalformed(bytes.dropLast()))
        #expect(!WorkerFrame.startsWholeFrameOrMalformed(Array("1 3".utf8)[...]))
        #expect(WorkerFrame.startsWholeFrameOrMalformed(Array("P banner 7\n".utf8)[...]))
    }

    @Test func aFrameCutShort_isIncomplete_andBytesThatAreNoFrame_areMalformed() {
        let bytes = WorkerFrame(number: 1, fields: [Array("a\nb".utf8)]).bytes
        #expect(WorkerFrame.parse(bytes.dropLast()) == .incomplete)
        #expect(WorkerFrame.parse(Array("1 3".utf8)[...]) == .incomplete)
        #expect(WorkerFrame.parse(Array("P banner 7\n".utf8)[...]) == .malformed("its header is not numbers separated by spaces"))
        #expect(WorkerFrame.parse(Array("7\n".utf8)[...]) == .malformed("its header has no field lengths"))
        #expect(
            WorkerFrame.parse(Array(repeating: UInt8(ascii: "1"), count: 200)[...])
                == .malformed("no header line in its first 128 bytes"))
    }

    /// A worker that answers each request `P banner 1` in turn, and hangs on a path holding "hang".
    static let answeringWorker = #"""
        while read -r number length; do
          path=$(dd bs=1 count="$length" 2>/dev/null)
          case "$path" in *hang*) sleep 30 ;; esac
          printf '%s %s 10\n%sP banner 1' "$number" "${#path}" "$path"
        done
        """#

    /// Requests wait queued in a worker; when one runs out of time, the worker is stopped and the
    /// requests queued behind it go to a new worker: each still gets its own answer, in order.
    @Test func aTimeOut_sendsTheRequestsQueuedBehindIt_toANewWorker() throws {
        var workers = ReplayWorkers(executable: "/bin/sh", arguments: ["-c", Self.answeringWorker], jobs: 1)
        workers.timeout = 1
        var entries: [ReplayReportEntry] = []
        try workers.run(["a.gz", "hang.gz", "b.gz", "c.gz", "d.gz", "e.gz"]) { entries.append($0) }
        #expect(entries.map(\.path) == ["a.gz", "hang.gz", "b.gz", "c.gz", "d.gz", "e.gz"])
        #expect(entries.map(\.status.name) == ["passed", "crashed", "passed", "passed", "passed", "passed"])
        #expect(entries[1].status == .crashed("did not finish within 1 s and was stopped (an endless loop or wait?)"))
    }

    /// The time a queued request may take runs from the answer before it; a reader of the
    /// results slower than the time-out (stdout into a pager, a terminal paused) must not make
    /// answers already waiting in the pipe read as "did not finish". Found by review.
    @Test func aSlowReaderOfTheResults_makesNoFixtureTimeOut() throws {
        var workers = ReplayWorkers(executable: "/bin/sh", arguments: ["-c", Self.answeringWorker], jobs: 1)
        workers.timeout = 1
        var entries: [ReplayReportEntry] = []
        try workers.run(["a.gz", "b.gz", "c.gz", "d.gz"]) { entry in
            entries.append(entry)
            if entries.count == 1 { usleep(1_500_000) }
        }
        #expect(entries.map(\.path) == ["a.gz", "b.gz", "c.gz", "d.gz"])
        #expect(entries.map(\.status.name) == ["passed", "passed", "passed", "passed"])
    }

    /// A worker that answers each request after 0.3 s, with its process id as the duration.
    static let slowWorker = #"""
        while read -r number length; do
          path=$(dd bs=1 count="$length" 2>/dev/null)
          sleep 0.3
          answer="P banner $$"
          printf '%s %s %s\n%s%s' "$number" "${#path}" "${#answer}" "$path" "$answer"
        done
        """#

    /// No lane queues more than its share: on 8 fixtures, 4 jobs all get some (a first lane
    /// that took 16 paths left the others none). Found by review.
    @Test func aFewFixtures_areSharedAmongTheJobs() throws {
        var workers = ReplayWorkers(executable: "/bin/sh", arguments: ["-c", Self.slowWorker], jobs: 4)
        workers.timeout = 30
        var entries: [ReplayReportEntry] = []
        try workers.run((1...8).map { "f\($0).gz" }) { entries.append($0) }
        #expect(entries.map(\.status.name) == Array(repeating: "passed", count: 8))
        #expect(Set(entries.map(\.duration)).count > 1, "one worker replayed all 8 fixtures")
    }

    /// A worker whose answer names another request: the run stops with one sentence, no result.
    @Test(arguments: [
        (
            "7 4 10\nb.gzP banner 1",
            "a replay worker asked for fixture 1, a.gz, answered for fixture 8, b.gz; a result may be another fixture's, so the run stops"
        ),
        (
            "0 4 10\nb.gzP banner 1",
            "a replay worker asked for fixture 1, a.gz, answered for fixture 1, b.gz; a result may be another fixture's, so the run stops"
        ),
        ("0 4\na.gz", "a replay worker's answer for a.gz has 1 fields instead of 2; a result may be another fixture's, so the run stops"),
        (
            "PASS a.gz\n",
            "a replay worker's answer for a.gz is no answer (its header is not numbers separated by spaces); a result may be another fixture's, so the run stops"
        ),
    ])
    func anAnswerForAnotherRequest_stopsTheRun(answer: String, sentence: String) {
        let script = "printf '%s' '\(answer)'; cat >/dev/null"
        var workers = ReplayWorkers(executable: "/bin/sh", arguments: ["-c", script], jobs: 1)
        workers.timeout = 10
        var entries: [ReplayReportEntry] = []
        #expect(throws: ReplayWorkers.Failure.self) { try workers.run(["a.gz"]) { entries.append($0) } }
        do {
            try workers.run(["a.gz"]) { entries.append($0) }
        } catch {
            #expect(error.description == sentence)
        }
        #expect(entries.isEmpty)
    }
}
