import AdReplay
import AdReplaySample
import Testing

@testable import AdReplayTesting

/// Record modes from the environment: CI never records, `ADREPLAY_RECORD` overrides.
@Suite struct RecordModeTests {
    @Test func noEnvironment_recordsMissing() throws {
        #expect(try RecordMode(environment: [:]) == .missing)
    }

    @Test(arguments: ["true", "1", "yes", "TRUE", "github-actions"])
    func ciSet_neverRecords(value: String) throws {
        #expect(try RecordMode(environment: ["CI": value]) == .never)
    }

    @Test(arguments: ["false", "0", "", "FALSE", "False"])
    func ciSetToFalse_recordsMissing(value: String) throws {
        #expect(try RecordMode(environment: ["CI": value]) == .missing)
    }

    @Test func adreplayRecord_overridesCI() throws {
        #expect(try RecordMode(environment: ["ADREPLAY_RECORD": "all", "CI": "1"]) == .all)
        #expect(try RecordMode(environment: ["ADREPLAY_RECORD": "missing", "CI": "true"]) == .missing)
        #expect(try RecordMode(environment: ["ADREPLAY_RECORD": "never"]) == .never)
    }

    @Test(arguments: ["all", "ALL", "All"])
    func adreplayRecord_ignoresCase(value: String) throws {
        #expect(try RecordMode(environment: ["ADREPLAY_RECORD": value]) == .all)
    }

    @Test(arguments: ["sometimes", "", "yes", "record", " all"])
    func unknownValue_isAnError(value: String) {
        #expect(throws: RecordMode.UnknownValue(value: value)) { try RecordMode(environment: ["ADREPLAY_RECORD": value, "CI": "1"]) }
        #expect(
            RecordMode.UnknownValue(value: value).description
                == "ADREPLAY_RECORD is \"\(value)\", which is not a record mode; use missing, all or never.")
    }

    @Test func otherVariables_areIgnored() throws {
        #expect(try RecordMode(environment: ["HOME": "/root", "SNAPSHOT_TESTING_RECORD": "all"]) == .missing)
    }

    @Test func modes_areTheThreeNamedOnes() {
        #expect(RecordMode.allCases.map(\.rawValue) == ["missing", "all", "never"])
    }

    /// An `ADREPLAY_RECORD` that names no mode is said once for a parameterized test (one
    /// failing case), not once per fixture.
    @Test func anUnknownRecordMode_isOneFailingCase_notOnePerFixture() {
        let files = FixtureFile.all(in: "../../../recordings/banner", relativeTo: #filePath, environment: ["ADREPLAY_RECORD": "yes"])
        #expect(files.count == 1)
        #expect(files.first?.problem == "ADREPLAY_RECORD is \"yes\", which is not a record mode; use missing, all or never.")
        #expect(FixtureFile.all(in: "../../../recordings/banner", relativeTo: #filePath, environment: ["ADREPLAY_RECORD": "all"]).count > 1)
    }
}
