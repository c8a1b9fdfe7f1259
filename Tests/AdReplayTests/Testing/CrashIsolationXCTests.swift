#if canImport(XCTest)
import AdReplay
import AdReplayTesting
import Foundation
import XCTest

/// `XCTAssertReplays` replays in child processes: an adapter that traps fails its fixture, with
/// the fixture and the crash site, and the fixtures after it still replay and report.
final class CrashIsolationXCTests: XCTestCase {
    /// The failures recorded while capturing (nil: record them as usual).
    private var captured: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// A fixture that passes, one that traps, one that passes, one that differs.
    static let fixtures = FixtureFile.all(in: "../../../recordings/nativeLegacy").filter {
        [
            "app-video-yes-images.fixture.gz", "content-video-no-images.fixture.gz", "content-video-yes-urls.fixture.gz",
            "missing-ad-unit.fixture.gz",
        ].contains($0.name)
    }

    func testXCTAssertReplays_aTrap_failsOnlyItsFixture_andTheRestReport() throws {
        XCTAssertEqual(
            Self.fixtures.map(\.name),
            [
                "app-video-yes-images.fixture.gz", "content-video-no-images.fixture.gz", "content-video-yes-urls.fixture.gz",
                "missing-ad-unit.fixture.gz",
            ])
        let substitutions = ["SampleLegacyCustomEventNativeAd": "SampleLegacyCustomEventNativeAdSwift"]
        captured = []
        XCTAssertReplays(Self.fixtures, registry: Registry.sample, substitutions: substitutions, mode: .never)
        let failures = captured ?? []
        captured = nil
        let differs = try XCTUnwrap(
            FixtureCheck.verify(Self.fixtures[3], registry: Registry.sample, substitutions: substitutions, mode: .never))
        XCTAssertEqual(
            failures,
            [
                "failed - \(Self.fixtures[1].path): crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value",
                "failed - \(differs)",
            ])
    }

    /// An adapter isolated to the main actor, registered and replayed as an XCTest suite does.
    func testXCTAssertReplays_aMainActorAdapter_replays() {
        captured = []
        XCTAssertReplays(
            MainActorAdapterTests.fixtures, registry: MainActorAdapterTests.registry, substitutions: MainActorAdapterTests.substitutions,
            mode: .never)
        let failures = captured ?? []
        captured = nil
        XCTAssertEqual(MainActorAdapterTests.fixtures.count, 2)
        XCTAssertEqual(failures, [])
    }

    func testCassetteReplayAll_aTrap_failsOnlyItsFixture_withTheSite_andTheOthersReplay() throws {
        try withTemporaryFolder { folder in
            let paths = try CrashIsolationTests.copies(in: folder)
            let results = try Cassette.replayAll(in: folder.path, registry: CrashIsolationTests.swiftLegacyRegistry)
            XCTAssertEqual(results.map(\.path), paths)
            XCTAssertEqual(results.map(\.failureMessage), [nil, "\(paths[1]): could not be replayed: \(CrashIsolationTests.crash)", nil])
        }
    }
}
#endif
