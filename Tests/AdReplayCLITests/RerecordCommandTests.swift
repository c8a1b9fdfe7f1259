import Foundation
import Testing

/// `replay --update` of a fixture whose adapter now asks for what the recording does not hold
/// cannot accept it; it says the exact command that records it again, its manifest's line.
@Suite struct RerecordCommandTests {
    @Test func updateWithAChangedRequest_printsTheExactReRecordCommand() throws {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "../Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz", to: "fx/banner/fill.fixture.gz",
            editing: [(#""parameter": "home-top""#, #""parameter": "home-bottom""#)])
        try scratch.write(
            Data(
                """
                # FORMAT NAME [record options…]
                banner no-bid --adapter OspreyMediationAdapter --answer noBid
                banner fill --adapter OspreyMediationAdapter --parameter home-top --answer fill --script "load; +2000 tap"  # the fill

                """.utf8), to: "fx/manifest")
        let before = try scratch.bytes("fx/banner/fill.fixture.gz")

        let run = try scratch.run(["replay", "--update", "fx/banner/fill.fixture.gz"])

        #expect(run.status == 1, "\(run)")
        #expect(
            run.stdout.contains(
                "re-record it with: adreplay record --format banner --out fx/banner/fill.fixture.gz --force --adapter OspreyMediationAdapter --parameter home-top --answer fill --script 'load; +2000 tap'"
            ), "\(run)")
        #expect(try scratch.bytes("fx/banner/fill.fixture.gz") == before)
    }

    @Test func aFixtureNoManifestNames_saysNoCommand() throws {
        let scratch = try Scratch()
        try scratch.copy(
            fixture: "../Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz", to: "fx/banner/fill.fixture.gz",
            editing: [(#""parameter": "home-top""#, #""parameter": "home-bottom""#)])
        let run = try scratch.run(["replay", "--update", "fx/banner/fill.fixture.gz"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("re-record it rather than accept answers nobody recorded"), "\(run)")
        #expect(!run.stdout.contains("re-record it with:"), "\(run)")
    }
}
