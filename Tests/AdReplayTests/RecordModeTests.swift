import AdReplay
import Testing

/// Record modes from the environment: CI never records, `ADREPLAY_RECORD` overrides.
@Suite struct RecordModeTests {
    @Test func noEnvironment_recordsMissing() {
        #expect(RecordMode(environment: [:]) == .missing)
    }

    @Test(arguments: ["true", "1", "yes", "TRUE", "github-actions"])
    func ciSet_neverRecords(value: String) {
        #expect(RecordMode(environment: ["CI": value]) == .never)
    }

    @Test(arguments: ["false", "0", "", "FALSE", "False"])
    func ciSetToFalse_recordsMissing(value: String) {
        #expect(RecordMode(environment: ["CI": value]) == .missing)
    }

    @Test func adreplayRecord_overridesCI() {
        #expect(RecordMode(environment: ["ADREPLAY_RECORD": "all", "CI": "1"]) == .all)
        #expect(RecordMode(environment: ["ADREPLAY_RECORD": "missing", "CI": "true"]) == .missing)
        #expect(RecordMode(environment: ["ADREPLAY_RECORD": "never"]) == .never)
    }

    @Test(arguments: ["all", "ALL", "All"])
    func adreplayRecord_ignoresCase(value: String) {
        #expect(RecordMode(environment: ["ADREPLAY_RECORD": value]) == .all)
    }

    @Test(arguments: ["sometimes", "", "yes", "record", " all"])
    func unknownValue_neverRecords(value: String) {
        #expect(RecordMode(environment: ["ADREPLAY_RECORD": value]) == .never)
    }

    @Test func otherVariables_areIgnored() {
        #expect(RecordMode(environment: ["HOME": "/root", "SNAPSHOT_TESTING_RECORD": "all"]) == .missing)
    }

    @Test func modes_areTheThreeNamedOnes() {
        #expect(RecordMode.allCases.map(\.rawValue) == ["missing", "all", "never"])
    }
}
