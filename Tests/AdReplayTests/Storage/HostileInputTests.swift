import AdWorld
import Foundation
import Mediation
import SampleAdSDK
import Testing

@testable import AdReplay
@testable import AdReplayReports

/// Fixtures come attached to bug reports: every defect class found by attacking the reader has a
/// regression test here, with the exact sentence. Hostile inputs are generated, never committed.
@Suite struct HostileInputTests {
    private static let path = "bug-report.fixture.gz"

    private func decode(_ text: String) -> FixtureError? {
        do {
            _ = try FixtureCodec.decode(gzipped(text), path: Self.path, networks: Registry.sample.networks)
            return nil
        } catch {
            return error
        }
    }

    private func bannerJSON() throws -> String { try jsonText(committedFixture("banner/fill")) }

    // MARK: Time

    @Test func scriptTimesPastTheHorizon_areParseErrorsNotTraps() {
        let horizon = FixtureLimits.horizon
        for (text, step) in [
            ("load; +9223372036854775807 tap", 2), ("load; +1 tap; +9223372036854775807 tap", 3),
            ("load; wait 9223372036854775807; tap", 2), ("@\(horizon + 1) load", 1),
            ("load; @\(horizon) tap; +1 tap", 3),
        ] {
            #expect(throws: Script.ParseError(description: "script step \(step): the time is past the session horizon of \(horizon) ms")) {
                try Script.parse(text)
            }
        }
        #expect((try? Script.parse("load; @\(horizon) tap"))?.last?.at == horizon)
    }

    @Test func timelineEntryPastTheHorizon_isRefusedNamingTheEntry() throws {
        let text = try bannerJSON().replacingOccurrences(
            of: "{\"at\":  1000, \"do\": \"tap\"}", with: "{\"at\": 9223372036854775807, \"do\": \"tap\"}")
        #expect(
            decode(text)?.description
                == "bug-report.fixture.gz: is past AdReplay's limits (timeline entry 7 is at 9223372036854775807 ms, past the session horizon of 1099511627776 ms); it is not a fixture AdReplay will read."
        )
    }

    @Test func hugeLatency_isRefused() throws {
        let text = try bannerJSON().replacingOccurrences(
            of: "\"answer\": \"fill\"}", with: "\"answer\": \"fill\", \"latency\": 9223372036854775807}")
        #expect(
            decode(text)?.description
                == "bug-report.fixture.gz: is past AdReplay's limits (timeline entry 2 has a latency of 9223372036854775807 ms, past the session horizon of 1099511627776 ms); it is not a fixture AdReplay will read."
        )
    }

    /// A request time so far before its answer that the latency overflows (found by
    /// `scripts/fuzz` once the Sample plug-in became a `SeamPlugin`): refused, never a trap.
    @Test func requestTimeOverflowingTheLatency_isRefused() throws {
        let text = try bannerJSON().replacingOccurrences(
            of: "\"answer\": \"fill\"}", with: "\"answer\": \"fill\", \"latency\": 5000, \"requestedAt\": -9223372036854775808}")
        #expect(
            decode(text)?.description
                == "bug-report.fixture.gz: is past AdReplay's limits (timeline entry 2 has a latency of 9223372036854775807 ms, past the session horizon of 1099511627776 ms); it is not a fixture AdReplay will read."
        )
    }

    @Test func negativeTime_isAnInvalidFixture() throws {
        let text = try bannerJSON().replacingOccurrences(of: "{\"at\":  1000, \"do\": \"tap\"}", with: "{\"at\": -5, \"do\": \"tap\"}")
        #expect(
            decode(text)?.description
                == #"bug-report.fixture.gz: is not a valid schema-2 fixture (timeline entry 7: "at" is negative); re-record it."#)
    }

    @Test func renderingAScriptOfExtremeTimes_doesNotTrap() {
        let steps = [ScriptStep(at: Int.max, .load), ScriptStep(at: Int.min, .tap), ScriptStep(at: Int.max, .close)]
        #expect(Script.render(steps) == "+\(Int.max) load; @\(Int.min) tap; @\(Int.max) close")
    }

    @Test func virtualClock_saturatesInsteadOfTrapping() throws {
        let clock = VirtualClock()
        clock.advance(to: 5)
        clock.schedule(after: Int.max) {}
        #expect(clock.nextDueTime == Int.max)
        #expect(clock.advance(by: Int.max) == 1)
        #expect(clock.now == Int.max)
    }

    @Test func scenarioPastTheHorizon_cannotRunFromTheLibraryEither() throws {
        let scenario = Scenario.sample(.banner, script: nil)
        var late = scenario
        late.script = [ScriptStep(at: Int.max, .load)]
        #expect(
            throws: HostHarness.SetupError(
                description: "script step 1 is at \(Int.max) ms, past the session horizon of \(FixtureLimits.horizon) ms")
        ) {
            _ = try Recorder(registry: Registry.sample).run(late, sampleNetwork: SeededSampleNetwork(seed: 0))
        }
    }

    // MARK: Size

    @Test func tooManyEntries_isRefusedBeforeReplaying() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.timeline = Array(repeating: TimelineEntry(at: 0, .step(.tap)), count: FixtureLimits.timelineEntries + 1)
        #expect(FixtureLimits.violation(of: fixture) == "it has 100001 timeline entries, more than the 100000 a fixture may hold")
    }

    @Test func hugeString_isRefused() throws {
        let huge = String(repeating: "x", count: FixtureLimits.stringLength + 1)
        let text = try bannerJSON().replacingOccurrences(of: "\"Fetching ad\"", with: "\"\(huge)\"")
        #expect(
            decode(text)?.description
                == "bug-report.fixture.gz: is past AdReplay's limits (it holds a string of 1048577 bytes, more than the 1048576 a fixture may hold); it is not a fixture AdReplay will read."
        )
    }

    @Test func customNativeAdWithAHundredThousandAssets_readsEachByKey() throws {
        var assets = (0..<100_000).map { CustomNativeAdPayload.Asset(key: "k\($0)", value: .text("v\($0)")) }
        assets.append(CustomNativeAdPayload.Asset(key: "k0", value: .text("a later duplicate")))
        let payload = CustomNativeAdPayload(formatID: "10063170", assets: assets, destinationURL: "https://example.com")
        let scenario = Scenario(
            format: .customNative, adapterClassName: nil, parameter: "/21775744923/example/native",
            customNative: .init(), script: [ScriptStep(at: 0, .load)])
        let observation = try Recorder(registry: Registry.sample).run(scenario) { world in
            world.hostAdServer = .scripted([.fill(payload)])
        }
        guard case .loadCompleted(.ad(.customNative(let summary)))? = observation.hostEvents.first?.event else {
            Issue.record("no custom native ad in \(observation.hostEvents)")
            return
        }
        #expect(summary.assets.count == 100_000)
        #expect(summary.assets["k0"] == "v0")
        #expect(summary.assets["k99999"] == "v99999")
    }

    @Test func sparseGigabyteFile_isRefusedBeforeReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sparse.fixture.gz").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0)
        #expect(
            throws: FixtureError(
                path: path,
                problem: .pastLimits(
                    "the file is 1073741824 bytes, more than the 8388608 a fixture file may be"))
        ) { try FixtureStore.read(path, networks: Registry.sample.networks) }
    }

    @Test func fifoOrDevice_isNotRead() throws {
        #expect(throws: FixtureError(path: "/dev/zero", problem: .unreadable("it is not a regular file"))) {
            try FixtureStore.read("/dev/zero", networks: Registry.sample.networks)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe.fixture.gz").path
        #expect(mkfifo(path, 0o600) == 0)
        // Refused without being opened: opening a FIFO, even to refuse it, would wake a writer
        // waiting on it. The kernel reports every open of a watched file.
        let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(watcher >= 0)
        defer { close(watcher) }
        try #require(inotify_add_watch(watcher, path, UInt32(IN_OPEN)) >= 0)
        #expect(throws: FixtureError(path: path, problem: .unreadable("it is not a regular file"))) {
            try FixtureStore.read(path, networks: Registry.sample.networks)
        }
        var events = [UInt8](repeating: 0, count: 4096)
        let reported = events.withUnsafeMutableBytes { read(watcher, $0.baseAddress, $0.count) }
        #expect(reported == -1 && errno == EAGAIN, "the FIFO was opened")
    }

    /// A file that holds fewer bytes than its size says (it shrank between the look and the read;
    /// a kernel attribute file says 4096 and holds a few) is read to its end, not waited on for
    /// ever: the bytes it holds are then a damaged fixture.
    @Test(.enabled(if: shorterThanItsSize != nil, "needs a kernel attribute file that holds less than its size says"))
    func fileShorterThanItsSize_isReadToItsEnd() throws {
        let (path, content) = try #require(Self.shorterThanItsSize)
        #expect(try FixtureStore.readBytes(path) == content)
        #expect(throws: FixtureError.self) { try FixtureStore.read(path, networks: Registry.sample.networks) }
    }

    /// A file that holds fewer bytes than its size says, with what it holds; nil where there is none.
    private static var shorterThanItsSize: (path: String, content: [UInt8])? {
        let path = "/sys/devices/system/cpu/online"
        var info = stat()
        guard stat(path, &info) == 0, let content = try? String(contentsOfFile: path, encoding: .utf8),
            Int(info.st_size) > content.utf8.count
        else { return nil }
        return (path, Array(content.utf8))
    }

    // MARK: Output

    @Test func controlCharactersFromAFixture_neverReachTheOutputRaw() throws {
        let text = try bannerJSON().replacingOccurrences(of: "\"Fetching ad\"", with: #""\u001b[2J\u0007 bell\u2028""#)
        let fixture = try FixtureCodec.decode(gzipped(text), path: Self.path, networks: Registry.sample.networks)
        let timeline = FixtureTimeline.render(fixture)
        #expect(timeline.contains(#"sample effect log "\u{1b}[2J\u{7} bell\u{2028}""#))
        #expect(!timeline.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x2028 })
        let diff = FixtureDiff.between(expected: try committedFixture("banner/fill").observation, actual: fixture.observation)
        let rendered = (diff?.headline ?? "") + (diff?.rendered ?? "")
        #expect(!rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x2028 })
        #expect(rendered.contains(#"\u{1b}[2J"#))
    }

    @Test func invalidValueWithControlCharacters_isEscapedInTheSentence() throws {
        let text = try bannerJSON().replacingOccurrences(of: "{\"format\": \"banner\",", with: #"{"format": "\u001b]0;pwned\u0007","#)
        #expect(
            decode(text)?.description.hasPrefix(
                #"bug-report.fixture.gz: is not a valid schema-2 fixture ("format" is "\u{1b}]0;pwned\u{7}", not one of"#) == true)
    }

    @Test func manyUnexpectedRequests_areCountedNotAllListed() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.script = (0..<100).map { _ in ScriptStep(at: 0, .load) }
        let result = Replayer(registry: Registry.sample).replay(fixture, path: "x.fixture.gz")
        let message = result.failureMessage ?? ""
        #expect(result.requestProblems.count == 99)
        #expect(message.contains("\n  … and 79 more request problems\n"))
        #expect(message.components(separatedBy: "is not in the recording").count - 1 == 20)
    }
}

/// A write never replaces a readable fixture with one adreplay would refuse.
@Suite struct UnreadableWriteTests {
    /// A model no reader would take (an empty bug report) is refused before anything is
    /// written: the write checks what it writes as a reader does, not just the limits.
    @Test func anUnreadableModel_isNotWritten() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.reproduces = [.behaviour("")]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.fixture.gz").path
        #expect(
            throws: FixtureError(
                path: path,
                problem: .unwritable(
                    #"it would not be a valid schema-3 fixture: "reproduces" entry 0: "behaviour" is empty"#
                ))
        ) {
            try FixtureStore.write(fixture, to: path, overwrite: true)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A fixture whose every string is within bounds can still add up past the inflated size a
    /// reader takes (long live answers): refused in one sentence that says which bound and by how much.
    @Test func fixturePastTheInflatedSize_isNotWritten_andTheSentenceSaysWhichBound() throws {
        var fixture = try committedFixture("banner/fill")
        for step in 0..<9 {
            let asset = String(repeating: "A", count: FixtureLimits.stringLength - 16)
            fixture.scenario.script.append(ScriptStep(at: 2000 + step, .click(asset: asset)))
        }
        let refused = try refusedWrite(fixture)
        #expect(
            refused.error.hasPrefix(
                "\(refused.path): cannot be written (it would be past the limits AdReplay reads a fixture within: it would inflate to "))
        #expect(refused.error.hasSuffix(" bytes, more than the \(FixtureLimits.inflatedSize) a fixture may inflate to)."))
        #expect(refused.leftInFolder.isEmpty)
    }

    @Test func fixturePastTheLimits_isNotWritten() throws {
        var fixture = try committedFixture("banner/fill")
        // One byte past the limit: at the limit the script is stored as a list and reads back
        // (FixtureStorageTests); past it no form of the fixture is readable.
        fixture.scenario.script.append(ScriptStep(at: 2000, .click(asset: String(repeating: "A", count: FixtureLimits.stringLength + 1))))
        let refused = try refusedWrite(fixture)
        #expect(
            refused.error.hasPrefix(
                "\(refused.path): cannot be written (it would be past the limits AdReplay reads a fixture within: it holds a string of "
            ))
        #expect(refused.leftInFolder.isEmpty)
    }

    /// Writes `fixture` (overwriting allowed) into an empty folder of its own, which it removes
    /// again: the refusal's sentence, the path written to, and what the folder held afterwards.
    /// A fixture that is written is an issue of the test.
    private func refusedWrite(_ fixture: Fixture) throws -> (error: String, path: String, leftInFolder: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.fixture.gz").path
        var refusal = ""
        do {
            try FixtureStore.write(fixture, to: path, overwrite: true)
            Issue.record("wrote an unreadable fixture")
        } catch {
            refusal = error.description
        }
        return (refusal, path, try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }
}
