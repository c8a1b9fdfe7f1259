import AdReplay
import AdReplayTesting
import Synchronization
import Testing

/// `expectReplays` replays in a child process: an adapter that traps fails its own fixture's case,
/// with the fixture and the crash site, and the other cases run and pass. The trapping adapter is
/// a real one: the Swift family's legacy native mapper force-unwraps the media view of an ad
/// without video (content-video-no-images).
@Suite struct CrashIsolationTests {
    static let swiftLegacy = ["SampleLegacyCustomEventNativeAd": "SampleLegacyCustomEventNativeAdSwift"]
    static let crash = "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"

    /// One trapping fixture between two that pass, from the committed corpus (a child process
    /// finds the same cases).
    static let fixtures = FixtureFile.all(in: "../../recordings/nativeLegacy").filter {
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
        #expect(Self.fixtures.map(\.name) == ["app-video-yes-images.fixture.gz", "content-video-no-images.fixture.gz", "content-video-yes-urls.fixture.gz"])
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

    @Test(arguments: FixtureFile.all(in: "Resources/crash-report"))
    func expectReplays_aBugReportOfTheCrash_reproducesIt(_ fixture: FixtureFile) {
        let issues = Self.issues {
            expectReplays(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        }
        #expect(issues == [
            """
            \(fixture.path): reproduces the bug it was recorded for: crashes at SampleMediatedNativeAdSwift.swift:49
            \(Self.crash)
            it fails until the adapter is fixed
            """,
        ])
    }

    @Test func expectReplays_outsideATrap_failsAsInProcess() throws {
        // A fixture that differs: the child's answer is the in-process failure, word for word.
        let fixture = try #require(FixtureFile.all(in: "../../recordings/nativeLegacy").first { $0.name == "missing-ad-unit.fixture.gz" })
        let issues = Self.issues {
            expectReplays(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        }
        let inProcess = FixtureCheck.verify(fixture, registry: Registry.sample, substitutions: Self.swiftLegacy, mode: .never)
        #expect(inProcess?.hasPrefix("\(fixture.path): first difference at #1 (0 ms)") == true)
        #expect(issues == [inProcess].compactMap { $0 })
    }
}
