import Foundation
import Testing

/// `record --wrappers N` (a video fill behind N VAST wrappers from the loopback ad server), and
/// the answers a network gives only some formats (issue 36: a banner recorded with `wrapperLoop`
/// stored a video bid the SDK refused for its `mtype`, under the name of a loop that never happened).
@Suite struct RecordWrappersTests {
    static let osprey = ["--adapter", "OspreyMediationAdapter", "--parameter", "level-end", "--script", "load"]

    @Test func wrappers_recordsAChainOfThatDepth_andSaysSo() throws {
        let scratch = try Scratch()
        let run = try scratch.run(
            ["record", "--format", "interstitial", "--answer", "fill", "--wrappers", "6", "--out", "w6.fixture.gz"] + Self.osprey)
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run(["inspect", "w6.fixture.gz"])
        #expect(inspect.stdout.contains("recorded with loopback ad server answer fill, 6 VAST wrappers;"), "\(inspect)")
        for depth in 1...5 {
            #expect(
                inspect.stdout.contains("GET https://ads.osprey.example/vast/") && inspect.stdout.contains("?depth=\(depth)&cb="),
                "depth \(depth): \(inspect)")
        }
        #expect(inspect.stdout.contains(#"osprey effect log "[Osprey] More than 5 VAST wrappers.""#), "\(inspect)")
        #expect(inspect.stdout.contains("host loadCompleted error com.ospreyads.mediation 107"), "\(inspect)")
    }

    @Test func wrappers_isRefusedWhereNoFillCarriesVideo_andPastItsBound() throws {
        let banner = try AdReplayCLI.run(
            ["record", "--format", "banner", "--wrappers", "2", "--out", "/nonexistent/x.fixture.gz"] + Self.osprey)
        #expect(banner.status == 2, "\(banner)")
        #expect(banner.stderr.contains("--wrappers applies to the Osprey network's interstitial, rewarded, not banner."), "\(banner)")
        let deep = try AdReplayCLI.run(
            ["record", "--format", "interstitial", "--wrappers", "11", "--out", "/nonexistent/x.fixture.gz"] + Self.osprey)
        #expect(deep.status == 2, "\(deep)")
        #expect(deep.stderr.contains(#"--wrappers takes a number of VAST wrappers from 0 to 10, not "11"."#), "\(deep)")
        let noBid = try AdReplayCLI.run(
            ["record", "--format", "interstitial", "--answer", "noBid", "--wrappers", "2", "--out", "/nonexistent/x.fixture.gz"]
                + Self.osprey)
        #expect(noBid.status == 2, "\(noBid)")
        #expect(noBid.stderr.contains("--wrappers describes the ad a fill carries; --answer noBid carries none."), "\(noBid)")
    }

    @Test func wrapperLoop_isRefusedForABanner_sayingWhichFormatsMeetIt() throws {
        let run = try AdReplayCLI.run(
            ["record", "--format", "banner", "--answer", "wrapperLoop", "--out", "/nonexistent/x.fixture.gz"] + Self.osprey)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.contains(
                "--answer wrapperLoop is an answer the Osprey network gives only to interstitial, rewarded, not to banner; for banner it takes fill, noBid, noBidReason, serverError, timeout, malformed, expired."
            ), "\(run)")
    }

    /// `variants` records only the answers the format can meet: no wrapper loop for a banner.
    @Test func variants_ofABanner_recordNoWrapperLoop_andOfAnInterstitialDo() throws {
        let scratch = try Scratch()
        try scratch.copy(fixture: "../Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz", to: "banner.fixture.gz")
        try scratch.copy(fixture: "../Tests/OspreyAdapterTests/Fixtures/interstitial/fill.fixture.gz", to: "interstitial.fixture.gz")
        let banner = try scratch.run(["variants", "banner.fixture.gz", "--out", "b"])
        let interstitial = try scratch.run(["variants", "interstitial.fixture.gz", "--out", "i"])
        #expect(banner.status == 0 && interstitial.status == 0, "\(banner) \(interstitial)")
        #expect(scratch.exists("b/failure-expired.fixture.gz"), "\(banner)")
        #expect(!scratch.exists("b/failure-wrapper-loop.fixture.gz"), "\(banner)")
        #expect(scratch.exists("i/failure-wrapper-loop.fixture.gz"), "\(interstitial)")
        let loop = try scratch.run(["inspect", "i/failure-wrapper-loop.fixture.gz"])
        #expect(loop.stdout.contains("The VAST wrappers loop back to"), "\(loop)")
    }
}
