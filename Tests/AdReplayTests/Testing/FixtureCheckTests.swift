import AdReplay
import AdReplayTesting
import Foundation
import Synchronization
import Testing

/// The test helpers: one case per fixture, named by its path under the folder; the failure is
/// the readable diff, reported once.
@Suite struct FixtureCheckTests {
    @Test func all_findsEveryFixtureBesideTheTestFile_namedByItsPathUnderTheFolder() {
        let files = FixtureFile.all(in: "../Resources/schema-1-corpus")
        #expect(files.count > 1)
        #expect(files.allSatisfy { $0.problem == nil && $0.path.hasSuffix("/Resources/schema-1-corpus/" + $0.name) })
        #expect(files.map(\.name) == files.map(\.name).sorted())
        #expect(files.map(\.name).contains("appOpen/fill.fixture.gz"))
    }

    @Test func all_ofAMissingFolder_isOneCaseThatFailsSayingSo() {
        let files = FixtureFile.all(in: "NoSuchFolder")
        #expect(files.count == 1)
        #expect(files.first?.problem?.hasSuffix("/NoSuchFolder: cannot be read (no such file or folder).") == true, "\(files)")
    }

    @Test func verify_passingFixture_isNil() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("fill.fixture.gz").path
            try FixtureStore.write(try committedFixture("banner/fill"), to: path, overwrite: false)
            let file = try #require(FixtureFile.all(in: folder.path).first)
            #expect(FixtureCheck.verify(file, registry: Registry.sample, mode: .never) == nil)
        }
    }

    /// `banner/fill` written into `folder` without its last host event (the click), as the one
    /// fixture of the folder.
    private static func bannerFillThatLostItsClick(in folder: URL) throws -> FixtureFile {
        var fixture = try committedFixture("banner/fill")
        fixture.removeLastHostEvent()
        try FixtureStore.write(fixture, to: folder.appendingPathComponent("fill.fixture.gz").path, overwrite: false)
        return try #require(FixtureFile.all(in: folder.path).first)
    }

    @Test func expectReplays_recordsTheReadableFailureOnce() throws {
        try withTemporaryFolder { folder in
            let file = try Self.bannerFillThatLostItsClick(in: folder)
            let path = file.path
            let message = try #require(FixtureCheck.verify(file, registry: Registry.sample, mode: .never))
            #expect(
                message.split(separator: "\n").map(String.init) == [
                    "\(path): first difference at #10 (1000 ms): host reportClick at 1000 ms was replayed but not recorded",
                    "legend: - recorded   + replayed   ~ changed field",
                    "  … (8 unchanged)",
                    "     1000 ms  sample effect open https://www.google.com",
                    "     1000 ms  sample callback bannerWillLeaveApplication:",
                    "+    1000 ms  host reportClick",
                    "accept the new behaviour: run the tests again with ADREPLAY_RECORD=all",
                ])
            let comments = Mutex<[[String]]>([])
            withKnownIssue {
                expectReplays(file, registry: Registry.sample, mode: .never)
            } matching: { issue in
                comments.withLock { $0.append(issue.comments.map(\.rawValue)) }
                return true
            }
            #expect(comments.withLock { $0 } == [[message]])
        }
    }

    @Test func recordAll_acceptsTheNewBehaviour_andFailsOnceSayingSo() throws {
        try withTemporaryFolder { folder in
            let file = try Self.bannerFillThatLostItsClick(in: folder)
            let path = file.path
            #expect(
                FixtureCheck.verify(file, registry: Registry.sample, mode: .all)
                    == "\(path): accepted the new behaviour (ADREPLAY_RECORD=all); run the tests again without it.")
            #expect(FixtureCheck.verify(file, registry: Registry.sample, mode: .never) == nil)
        }
    }
}
