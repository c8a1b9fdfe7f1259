import AdReplay
import Foundation
import SampleCustomEventSwift
import Synchronization
import Testing

@testable import AdReplayTesting

/// `expectReplays` replays in a child process: an adapter that traps fails its own fixture's case,
/// with the fixture and the crash site, and the other cases run and pass. The trapping adapter is
/// a real one: the Swift family's legacy native mapper force-unwraps the media view of an ad
/// without video (content-video-no-images).
@Suite struct CrashIsolationTests {
    static let swiftLegacy = ["SampleLegacyCustomEventNativeAd": "SampleLegacyCustomEventNativeAdSwift"]
    static let crash =
        "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"

    /// One trapping fixture between two that pass, from the committed corpus (a child process
    /// finds the same cases).
    static let fixtures = FixtureFile.all(in: "../../../recordings/nativeLegacy").filter {
        ["app-video-yes-images.fixture.gz", "content-video-no-images.fixture.gz", "content-video-yes-urls.fixture.gz"].contains($0.name)
    }

    /// The comments of the issues `body` records.
    static func issues(_ body: () -> Void) -> [String] {
        let comments = Mutex<[String]>([])
        withKnownIssue(isIntermittent: true) {
            body()
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        return comments.withLock { $0 }
    }

    @Test func fixtures_areTheThreeNamed() {
        #expect(
            Self.fixtures.map(\.name) == [
                "app-video-yes-images.fixture.gz", "content-video-no-images.fixture.gz", "content-video-yes-urls.fixture.gz",
            ])
    }

    @Test(arguments: fixtures)
    func expectReplays_aTrap_failsOnlyItsCase_withTheFixtureAndTheSite(_ fixture: FixtureFile) {
        let issues = Self.issues {
            expectReplays(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        }
        if fixture.name == "content-video-no-images.fixture.gz" {
            #expect(issues == ["\(fixture.path): \(Self.crash)"])
        } else {
            #expect(issues == [])
        }
    }

    @Test(arguments: FixtureFile.all(in: "../Resources/crash-report"))
    func expectReplays_aBugReportOfTheCrash_reproducesIt(_ fixture: FixtureFile) {
        let issues = Self.issues {
            expectReplays(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        }
        #expect(
            issues == [
                """
                \(fixture.path): reproduces the bug it was recorded for: crashes at SampleMediatedNativeAdSwift.swift:49
                \(Self.crash)
                it fails until the adapter is fixed
                """
            ])
    }

    @Test func expectReplays_outsideATrap_failsAsInProcess() throws {
        // A fixture that differs: the child's answer is the in-process failure, word for word.
        let fixture = try #require(
            FixtureFile.all(in: "../../../recordings/nativeLegacy").first { $0.name == "missing-ad-unit.fixture.gz" })
        let issues = Self.issues {
            expectReplays(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        }
        let inProcess = FixtureCheck.verify(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        #expect(inProcess?.hasPrefix("\(fixture.path): first difference at #1 (0 ms)") == true)
        #expect(issues == [inProcess].compactMap { $0 })
    }

    /// The Sample registry with the Swift family's legacy native mapper under the Objective-C
    /// one's name: Cassette takes no substitutions.
    static var swiftLegacyRegistry: AdapterRegistry {
        var registry = Registry.sample
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self, as: "SampleLegacyCustomEventNativeAd")
        return registry
    }

    /// Copies of the three fixtures in a folder of their own.
    static func copies(in folder: URL) throws -> [String] {
        try fixtures.map { fixture in
            let copy = folder.appendingPathComponent(fixture.name).path
            try FileManager.default.copyItem(atPath: fixture.path, toPath: copy)
            return copy
        }
    }

    @Test func replayAll_aTrap_failsOnlyItsFixture_withTheSite_andTheOthersReplay() throws {
        try withTemporaryFolder { folder in
            let paths = try Self.copies(in: folder)
            let results = try Cassette.replayAll(in: folder.path, registry: Self.swiftLegacyRegistry)
            #expect(results.map(\.path) == paths)
            #expect(results.map(\.failureMessage) == [nil, "\(paths[1]): could not be replayed: \(Self.crash)", nil])
            #expect(results.map(\.passed) == [true, false, true])
        }
    }

    @Test func use_aTrapWhileReplaying_isTheResult_withTheSite() throws {
        try withTemporaryFolder { folder in
            let paths = try Self.copies(in: folder)
            let scenarios = try paths.map { try FixtureStore.read($0, networks: Registry.sample.networks).scenario }
            let trapped = try Cassette.use(paths[1], scenario: scenarios[1], registry: Self.swiftLegacyRegistry, mode: .never)
            #expect(trapped.failureMessage == "\(paths[1]): could not be replayed: \(Self.crash)")
            let passed = try Cassette.use(paths[2], scenario: scenarios[2], registry: Self.swiftLegacyRegistry, mode: .never)
            #expect(passed.failureMessage == nil)
            #expect(passed.observed.hostEvents.map(\.event.kind).first == "loadCompleted")
        }
    }

    @Test(arguments: fixtures)
    func use_aTrap_failsOnlyItsCase(_ fixture: FixtureFile) throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent(fixture.name).path
            try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
            let scenario = try FixtureStore.read(path, networks: Registry.sample.networks).scenario
            let result = try Cassette.use(path, scenario: scenario, registry: Self.swiftLegacyRegistry, mode: .never)
            if fixture.name == "content-video-no-images.fixture.gz" {
                #expect(result.failureMessage == "\(path): could not be replayed: \(Self.crash)")
            } else {
                #expect(result.failureMessage == nil)
            }
        }
    }

    /// The test runs again in a child up to `Cassette.use`, which makes its own temporary folder
    /// there and then dies on the trapping fixture: by the time the test's folder is removed,
    /// the child's is too. Each process appends the folder it made to a list named for the
    /// test process, which the test process reads.
    @Test func use_aTrap_leavesNoTemporaryFolderOfTheChild() throws {
        let child = ProcessInfo.processInfo.environment["ADREPLAY_ISOLATED_SITE"] != nil
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("crash-isolation-folders-\(child ? getppid() : getpid())")
        if !child { try? FileManager.default.removeItem(at: list) }
        try withTemporaryFolder { folder in
            let handle =
                FileHandle(forWritingAtPath: list.path)
                ?? {
                    _ = FileManager.default.createFile(atPath: list.path, contents: nil)
                    return FileHandle(forWritingAtPath: list.path)
                }()
            handle?.seekToEndOfFile()
            handle?.write(Data((folder.path + "\n").utf8))
            try handle?.close()
            let path = folder.appendingPathComponent("no-video.fixture.gz").path
            try FileManager.default.copyItem(atPath: Self.fixtures[1].path, toPath: path)
            let scenario = try FixtureStore.read(path, networks: Registry.sample.networks).scenario
            let result = try Cassette.use(path, scenario: scenario, registry: Self.swiftLegacyRegistry, mode: .never)
            #expect(result.failureMessage == "\(path): could not be replayed: \(Self.crash)")
        }
        let folders = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        try FileManager.default.removeItem(at: list)
        #expect(folders.count == 2, "the test's folder and its child's: \(folders)")
        #expect(folders.filter { FileManager.default.fileExists(atPath: $0) } == [])
    }

    @Test func use_inALoop_aTrap_failsOnlyItsTurn() throws {
        try withTemporaryFolder { folder in
            let paths = try Self.copies(in: folder)
            var messages: [String?] = []
            for path in paths {
                let scenario = try FixtureStore.read(path, networks: Registry.sample.networks).scenario
                messages.append(try Cassette.use(path, scenario: scenario, registry: Self.swiftLegacyRegistry, mode: .never).failureMessage)
            }
            #expect(messages == [nil, "\(paths[1]): could not be replayed: \(Self.crash)", nil])
        }
    }

    @Test func use_aTrapWhileRecording_isTheResult_andWritesNothing() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("no-video.fixture.gz").path
            let scenario = try FixtureStore.read(Self.fixtures[1].path, networks: Registry.sample.networks).scenario
            let result = try Cassette.use(
                path, scenario: scenario, registry: Self.swiftLegacyRegistry,
                network: .answer("fill", video: false), mode: .missing)
            #expect(result.failureMessage == "\(path): could not be replayed: \(Self.crash)")
            #expect(try fileNames(in: folder) == [])
        }
    }

    /// A filled banner hangs the stuck adapter; the failed load does not.
    static let bannerFixtures = FixtureFile.all(in: "../../../recordings/banner").filter {
        ["failure-no-inventory.fixture.gz", "fill.fixture.gz"].contains($0.name)
    }

    @Test(arguments: bannerFixtures)
    func expectReplays_aHang_isStoppedAfterTheTimeLimit_andFailsOnlyItsCase(_ fixture: FixtureFile) {
        var registry = Registry.sample
        registry.register(StuckBannerAdapter.self)
        let issues = Self.issues {
            IsolatedReplay.$timeoutOverride.withValue(2) {
                expectReplays(fixture, registry: registry, substitutions: ["SampleCustomEvent": "StuckBannerAdapter"], mode: .never)
            }
        }
        if fixture.name == "fill.fixture.gz" {
            #expect(issues == ["\(fixture.path): did not finish within 2 s and was stopped (an endless loop or wait?)"])
        } else {
            #expect(issues == [])
        }
    }

    @Test func timeLimit_isADREPLAY_TIMEOUT_inSeconds_zeroForNone_60ByDefault() throws {
        #expect(try IsolatedReplay.timeout(environment: [:]) == 60)
        #expect(try IsolatedReplay.timeout(environment: ["ADREPLAY_TIMEOUT": "5"]) == 5)
        #expect(try IsolatedReplay.timeout(environment: ["ADREPLAY_TIMEOUT": "0"]) == nil)
        for value in ["", "-1", "1.5", "ten"] {
            #expect(throws: IsolatedReplay.UnknownTimeout(value: value)) {
                try IsolatedReplay.timeout(environment: ["ADREPLAY_TIMEOUT": value])
            }
        }
        #expect(
            IsolatedReplay.UnknownTimeout(value: "ten").description
                == "ADREPLAY_TIMEOUT is \"ten\", which is not a number of seconds; use 0 (no limit) or more, e.g. 60.")
    }
}
