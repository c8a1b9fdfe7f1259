import Foundation
import Testing

/// A replay refuses a scenario `record` would have refused (issue 45): passing it would pass a
/// session no host asks for. One sentence naming the fixture, exit 2, before anything runs.
@Suite struct ReplayRefusesWhatRecordRefusesTests {
    /// `recordings/<corpus>` with its first `original` replaced by `mutated`, written to `name`.
    static func mutate(_ corpus: String, _ original: String, _ mutated: String, to name: String, in scratch: Scratch) throws {
        let path =
            corpus.hasPrefix("../")
            ? AdReplayCLI.packageRoot.appendingPathComponent(String(corpus.dropFirst(3)))
            : AdReplayCLI.recordings.appendingPathComponent(corpus)
        let json = String(decoding: try SystemGzip.decompress(path), as: UTF8.self)
        let range = try #require(json.range(of: original), "\(corpus) holds no \(original)")
        try SystemGzip.compress(Data(json.replacingCharacters(in: range, with: mutated).utf8), to: scratch.file(name))
    }

    static let bannerScenario = #""testRequest": false, "adSize": {"height": 50, "width": 320}"#

    @Test(arguments: [
        (
            #""testRequest": false, "mobileAds": {"maxAdContentRating": "XXX"}, "adSize": {"height": 50, "width": 320}"#,
            #""scenario.mobileAds.maxAdContentRating" is "XXX", not one of GMA's ratings (G, PG, T, MA)"#
        ),
        (
            #""testRequest": false, "mobileAds": {"maxAdContentRating": "pg"}, "adSize": {"height": 50, "width": 320}"#,
            #""scenario.mobileAds.maxAdContentRating" is "pg", not one of GMA's ratings (G, PG, T, MA)"#
        ),
        (
            #""testRequest": false, "mobileAds": {"maxAdContentRating": ""}, "adSize": {"height": 50, "width": 320}"#,
            #""scenario.mobileAds.maxAdContentRating" is "", not one of GMA's ratings (G, PG, T, MA)"#
        ),
        (
            #""testRequest": false, "adSize": {"height": 50, "width": 320}, "loaderOptions": {"disableImageLoading": true}"#,
            #""scenario.loaderOptions" is given for banner; only the native formats (native, nativeLegacy, nativeSelfTracking) take loader options"#
        ),
        (
            #""credentials": {"parameter": "other-unit"}, "testRequest": false, "adSize": {"height": 50, "width": 320}"#,
            #""scenario.credentials" holds "parameter", which is the line's parameter; it is stored as "scenario.parameter""#
        ),
        (
            #""credentials": {"": "1234"}, "testRequest": false, "adSize": {"height": 50, "width": 320}"#,
            #""scenario.credentials" holds an empty key; every key has a name (KEY=VALUE)"#
        ),
        (
            #""testRequest": false, "adSize": {"height": 0, "width": 320}"#,
            #""scenario.adSize.height" is 0.0, not a whole number of points from 1 to 10000"#
        ),
        (
            #""testRequest": false, "adSize": {"height": 50, "width": 320.5}"#,
            #""scenario.adSize.width" is 320.5, not a whole number of points from 1 to 10000"#
        ),
        (
            #""testRequest": false, "adSize": {"height": 50, "width": 320}, "customNative": {"formatIDs": ["1"], "installedAppSchemes": []}"#,
            #""scenario.customNative" is given for banner; only customNative takes it"#
        ),
    ])
    func aBannerScenarioRecordRefuses_isRefused(mutated: String, reason: String) throws {
        let scratch = try Scratch()
        try Self.mutate("banner/fill.fixture.gz", Self.bannerScenario, mutated, to: "x.fixture.gz", in: scratch)
        let run = try scratch.run(["replay", "x.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "ERROR x.fixture.gz\n1 fixture: 0 passed, 1 unreadable\n", "\(run)")
        #expect(run.stderr == "x.fixture.gz: is not a valid schema-2 fixture (\(reason)); re-record it.\n", "\(run)")
    }

    @Test func anAdSizeOnAnInterstitial_isRefused() throws {
        let scratch = try Scratch()
        try Self.mutate(
            "interstitial/fill.fixture.gz", #""testRequest": false,"#, #""testRequest": false, "adSize": {"height": 50, "width": 320},"#,
            to: "x.fixture.gz", in: scratch)
        let run = try scratch.run(["replay", "x.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "x.fixture.gz: is not a valid schema-2 fixture (\"scenario.adSize\" is given for interstitial; only a banner has a size); re-record it.\n",
            "\(run)")
    }

    @Test func aCustomNativeRequestWithNoFormatID_isRefused() throws {
        let scratch = try Scratch()
        try Self.mutate(
            "customNative/click-custom-handler.fixture.gz", #""formatIDs": ["10063170"]"#, #""formatIDs": []"#, to: "x.fixture.gz",
            in: scratch)
        let run = try scratch.run(["replay", "x.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "x.fixture.gz: is not a valid schema-2 fixture (\"scenario.customNative.formatIDs\" is empty; a custom native request names at least one); re-record it.\n",
            "\(run)")
    }

    /// What FixtureFormat.md says of fields a reader does not know, place by place: ignored in
    /// these, refused in a bug report's entry, a loader option of the list form and an HTTP exchange.
    @Test(arguments: [
        ("banner/fill.fixture.gz", #""schema": 2,"#, #""schema": 2, "unknown": 1,"#),
        ("banner/fill.fixture.gz", #""format": "banner","#, #""format": "banner", "unknown": 1,"#),
        ("banner/fill.fixture.gz", #"{"height": 50, "width": 320}"#, #"{"height": 50, "unknown": 1, "width": 320}"#),
        (
            "banner/fill.fixture.gz", #""testRequest": false,"#,
            #""testRequest": false, "mobileAds": {"unknown": 1}, "request": {"unknown": 1},"#
        ),
        ("banner/fill.fixture.gz", #"{"at":     0, "do": "load"}"#, #"{"at":     0, "do": "load", "unknown": 1}"#),
        ("banner/fill.fixture.gz", #""callback": "bannerDidLoad"}"#, #""callback": "bannerDidLoad", "unknown": 1}"#),
        ("banner/fill.fixture.gz", #"{"at":  1000, "host": "reportClick"}"#, #"{"at":  1000, "host": "reportClick", "unknown": 1}"#),
        ("banner/fill.fixture.gz", #""network": "answer fill""#, #""network": "answer fill", "unknown": 1"#),
        ("native/aspect-ratio-any.fixture.gz", #"{"mediaAspectRatio": "any"}"#, #"{"mediaAspectRatio": "any", "unknown": 1}"#),
        ("customNative/click-custom-handler.fixture.gz", #""formatIDs": ["10063170"],"#, #""formatIDs": ["10063170"], "unknown": 1,"#),
    ])
    func anUnknownField_whereTheFormatPageSaysItIsIgnored_isIgnored(corpus: String, original: String, mutated: String) throws {
        let scratch = try Scratch()
        try Self.mutate(corpus, original, mutated, to: "x.fixture.gz", in: scratch)
        let run = try scratch.run(["replay", "x.fixture.gz"])
        #expect(run.status == 0, "\(run)")
    }

    @Test(arguments: [
        (
            "native/two-image-options.fixture.gz", #""kind": "image", "shouldRequestMultipleImages": true}"#,
            #""kind": "image", "shouldRequestMultipleImages": true, "unknown": 1}"#,
            #""loaderOptions[0].unknown" is not a field of an image loader option"#
        ),
        (
            "../Tests/OspreyAdapterTests/Fixtures/banner/fill.fixture.gz", #""answer": 200,"#, #""answer": 200, "unknown": 1,"#,
            "timeline entry 2: \"unknown\" is not a field of an HTTP exchange (request, headers, body, bodyEncoding, answer, answerHeaders, answerBody, answerBodyEncoding, latency)"
        ),
    ])
    func anUnknownField_whereTheFormatPageSaysItIsRefused_isRefused(
        corpus: String, original: String, mutated: String, reason: String
    ) throws {
        let scratch = try Scratch()
        try Self.mutate(corpus, original, mutated, to: "x.fixture.gz", in: scratch)
        let run = try scratch.run(["replay", "x.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "x.fixture.gz: is not a valid schema-2 fixture (\(reason)); re-record it.\n", "\(run)")
    }
}
