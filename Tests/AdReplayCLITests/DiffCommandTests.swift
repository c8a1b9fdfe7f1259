import Foundation
import Testing

/// `adreplay diff A B`: 0 the same session, 1 they differ, 2 unreadable.
@Suite struct DiffCommandTests {
    @Test func diff_sameFile_exitsZero() throws {
        let path = "recordings/banner/fill.fixture.gz"
        let run = try AdReplayCLI.run(["diff", path, path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout == "\(path) and \(path) record the same session\n")
    }

    @Test func diff_copyUnderAnotherName_isTheSameSession() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "a.fixture.gz")
        try scratch.copy(fixture: "rewarded/fill.fixture.gz", to: "b.fixture.gz")
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "a.fixture.gz and b.fixture.gz record the same session\n")
    }

    /// Issue 36: a bug report and the same session kept as an ordinary fixture were "the same".
    @Test func diff_aBugReportAndTheSameSessionAsAnOrdinaryFixture_differ() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "ordinary.fixture.gz")
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "bug.fixture.gz",
            editing: [
                (
                    "\"schema\": 2, \"name\": \"fill\",",
                    "\"schema\": 3, \"name\": \"fill\",\n  \"reproduces\": [{\"behaviour\": \"the banner names no advertiser\"}],"
                )
            ])
        let run = try scratch.run("diff ordinary.fixture.gz bug.fixture.gz")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout == "bug reports differ: none (an ordinary fixture) → does what was marked wrong: the banner names no advertiser\n",
            "\(run)")
    }

    @Test func diff_sameScenarioDifferentOutcome_namesTheRequestFirst() throws {
        let a = "recordings/banner/fill.fixture.gz", b = "recordings/banner/failure-no-inventory.fixture.gz"
        let run = try AdReplayCLI.run(["diff", a, b])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        let lines = run.stdoutLines
        #expect(!run.stdout.contains("scenarios differ:"))
        #expect(
            Array(lines.prefix(8)) == [
                #"\#(a) → \#(b): first difference at #2 (0 ms): sample request at 0 ms changed answer: "fill" → "failure" (and 1 more field) (8 differences)"#,
                "legend: - fill.fixture.gz   + failure-no-inventory.fixture.gz   ~ changed field",
                "        0 ms  do load",
                #"        0 ms  sample effect log "Fetching ad""#,
                #"-       0 ms  sample request banner, adUnit: "sample-ad-unit" → fill"#,
                #"+       0 ms  sample request banner, adUnit: "sample-ad-unit" → failure noInventory (3)"#,
                #"~     answer: "fill" → "failure""#,
                #"~     code: absent → "noInventory""#,
            ])
        #expect(lines.contains(#"-       0 ms  host loadCompleted ad banner 320×50 "Sample Text Ad ""#))
        #expect(lines.contains("~     … and 2 more fields"))
        #expect(
            lines.suffix(3) == [
                "-    1000 ms  sample effect open https://www.google.com",
                "-    1000 ms  sample callback bannerWillLeaveApplication:",
                "-    1000 ms  host reportClick",
            ])
    }

    @Test func diff_differentScenarios_listsTheDifferingFields() throws {
        let a = "recordings/banner/fill.fixture.gz", b = "recordings/interstitial/fill.fixture.gz"
        let run = try AdReplayCLI.run(["diff", a, b])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
        #expect(
            Array(run.stdoutLines.prefix(5)) == [
                "scenarios differ:",
                #"  ~ format: "banner" → "interstitial""#,
                #"  ~ adSize: {"height": 50, "width": 320} → absent"#,
                #"  ~ script: "load; +1000 tap" → "load; +1000 present; +1000 tap""#,
                "\(a) → \(b): first difference at #1 (0 ms): sample effect log \"Fetching ad\" at 0 ms was recorded but not replayed (22 differences)",
            ])
    }

    @Test func diff_editedExpectation_showsOnlyTheChangedEntry() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/failure-no-inventory.fixture.gz", to: "a.fixture.gz")
        try scratch.copy(
            fixture: "banner/failure-no-inventory.fixture.gz", to: "b.fixture.gz",
            editing: [("\"code\": 101,", "\"code\": 102,")])
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 1, "\(run)")
        let failure = #"com.google.customevent.samplenetwork 10%d "Sample SDK returned an ad load failure callback with error code: 3""#
        #expect(
            run.stdoutLines == [
                "a.fixture.gz → b.fixture.gz: first difference at #4 (0 ms): host loadCompleted at 0 ms changed error.code: 101 → 102",
                "legend: - a.fixture.gz   + b.fixture.gz   ~ changed field",
                "  … (2 unchanged)",
                #"        0 ms  sample request banner, adUnit: "sample-ad-unit" → failure noInventory (3)"#,
                "        0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3",
                "-       0 ms  host loadCompleted error " + String(format: failure, 1),
                "+       0 ms  host loadCompleted error " + String(format: failure, 2),
                "~     error.code: 101 → 102",
                #"        0 ms  sample effect log "Done fetching ad""#,
                "     1000 ms  do tap",
            ])
    }

    @Test(arguments: BrokenFixture.allCases)
    func diff_unreadableFixture_exitsTwoNamingTheFile(_ broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "good.fixture.gz")
        try broken.write(to: "bad.fixture.gz", in: scratch)
        for arguments in [["diff", "bad.fixture.gz", "good.fixture.gz"], ["diff", "good.fixture.gz", "bad.fixture.gz"]] {
            let run = try scratch.run(arguments)
            #expect(run.exited, "\(run)")
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr == "bad.fixture.gz: \(broken.complaint)\n")
        }
    }

    /// An unknown network's name from the file is shown escaped: no ESC sequence or bidi override
    /// reaches the terminal.
    @Test func diff_unknownNetworkNameWithControls_isShownEscaped() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "banner/fill.fixture.gz", to: "a.fixture.gz")
        try scratch.copy(
            fixture: "banner/fill.fixture.gz", to: "b.fixture.gz",
            editing: [
                (
                    #""sdk": "sample", "effect": "log", "line": "Fetching ad""#,
                    #""sdk": "ev\u001b[31mil\u202e", "effect": "log", "line": "Fetching ad""#
                )
            ])
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 1, "\(run)")
        #expect(
            Array(run.stdoutLines.prefix(5)) == [
                "a.fixture.gz → b.fixture.gz: first difference at #1 (0 ms): sample effect log \"Fetching ad\" at 0 ms was recorded but not replayed (2 differences)",
                "legend: - a.fixture.gz   + b.fixture.gz   ~ changed field",
                "        0 ms  do load",
                #"-       0 ms  sample effect log "Fetching ad""#,
                #"+       0 ms  ev\u{1b}[31mil\u{202e} effect log line=Fetching ad"#,
            ])
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{202E}"))
    }

    @Test func diff_missingFile_exitsTwoNamingIt() throws {
        let run = try AdReplayCLI.run(["diff", "recordings/banner/fill.fixture.gz", "recordings/banner/nope.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "recordings/banner/nope.fixture.gz: cannot be read (no such file).\n")
    }
}

/// The diff's memory is linear in the timelines: two recorded 40,000-entry sessions that differ
/// in one step's time diff in well under 256 MiB (an N×M table needed 1.8 GB here).
@Suite struct DiffMemoryTests {
    @Test func diff_ofTwoFortyThousandEntrySessions_staysUnder256MiB() throws {
        let scratch = try Scratch()
        let taps = 10_000
        let steady = ["load"] + Array(repeating: "+1 tap", count: taps)
        var shifted = steady
        shifted[taps / 2] = "+2 tap"
        for (name, steps) in [("a", steady), ("b", shifted)] {
            let run = try scratch.run([
                "record", "--format", "banner", "--answer", "fill", "--script", steps.joined(separator: "; "),
                "--out", "\(name).fixture.gz",
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "wrote \(name).fixture.gz: 40007 timeline entries (1 network, 10001 SDK callbacks, 10001 host events)\n")
        }
        let run = try scratch.run("diff a.fixture.gz b.fixture.gz")
        #expect(run.status == 1)
        #expect(
            run.stdoutLines.dropFirst(2).first
                == "a.fixture.gz → b.fixture.gz: first difference at #20003 (5000 ms): do tap moved 5000 → 5001 ms (20004 differences)")
        #expect(run.stdoutLines.count < 120)  // 50 changes shown, "… and 19954 more differences"
        #expect(run.stdoutLines.last == "… and 19954 more differences")
        // The diff's own peak, from its own wait (RUSAGE_CHILDREN would take the largest child any
        // test running beside this one has waited for).
        let peak = try Self.peakKiB(of: AdReplayCLI.located.get(), ["diff", "a.fixture.gz", "b.fixture.gz"], in: scratch.url)
        #expect(peak < 256 * 1024, "peak \(peak) KiB")
    }

    /// Runs `executable` in `directory`, its output discarded, and returns its peak resident size.
    ///
    /// Measured from a small Python process that forks it: a child this (large, busy) test
    /// process spawned itself would be counted from this process's own peak (posix_spawn shares
    /// its memory until the exec, and the kernel keeps that high-water mark as the child's).
    static func peakKiB(of executable: URL, _ arguments: [String], in directory: URL) throws -> Int {
        let measure = """
            import os, sys
            os.chdir(sys.argv[1])
            pid = os.fork()
            if pid == 0:
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 1); os.dup2(null, 2)
                os.execv(sys.argv[2], sys.argv[2:])
            _, _, usage = os.wait4(pid, 0)
            print(usage.ru_maxrss)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", measure, directory.path, executable.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let peak = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.executableLoad)
        }
        return peak
    }
}
