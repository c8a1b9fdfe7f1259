import Foundation
import Mediation
import Testing

@testable import AdReplay

/// A scenario's loader options are a list (``Scenario/LoaderOptions``): several of one kind, in
/// order, stored as one object when an object can say them (every fixture before lists) and as a
/// list otherwise, bounded, and refused with one sentence naming the field.
@Suite struct ScenarioLoaderOptionsTests {
    private typealias Options = Scenario.LoaderOptions

    /// The committed native fill with `options` as its loader options.
    private func nativeFixture(_ options: Options?) throws -> Fixture {
        var fixture = try committedFixture("native/fill")
        fixture.scenario.loaderOptions = options
        return fixture
    }

    /// The scenario line of the stored JSON (the second line of a fixture).
    private func scenarioLine(_ fixture: Fixture) throws -> String {
        try jsonText(fixture).split(separator: "\n").first { $0.hasPrefix("  \"scenario\"") }.map(String.init) ?? ""
    }

    /// The reason a fixture whose `loaderOptions` is `stored` (JSON text) is refused, or nil.
    private func refusal(_ stored: String) throws -> String? {
        let text = try jsonText(nativeFixture(nil)).replacingOccurrences(
            of: "\"testRequest\": false, ", with: "\"testRequest\": false, \"loaderOptions\": \(stored), ")
        do {
            _ = try FixtureCodec.decode(gzipped(text), path: "x.fixture.gz", networks: Registry.sample.networks)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func oneOfEachKind_isStoredAsTheObjectEveryOlderFixtureHolds() throws {
        let options = Options(disableImageLoading: true, mediaAspectRatio: .landscape, adChoicesPosition: .topLeft)
        #expect(
            options.list == [.image(disableImageLoading: true, shouldRequestMultipleImages: nil), .media(.landscape), .adView(.topLeft)])
        #expect(options.isOneOfEachKind)
        let line = try scenarioLine(nativeFixture(options))
        #expect(
            line.contains(
                #""loaderOptions": {"adChoicesPosition": "topLeft", "disableImageLoading": true, "mediaAspectRatio": "landscape"}, "#))
    }

    @Test func everyCommittedFixtureWithLoaderOptions_readsAndWritesBackByteForByte() throws {
        var checked = 0
        for name in committedFixtureNames() {
            let bytes = try [UInt8](Data(contentsOf: recordingsFolder.appendingPathComponent(name)))
            let fixture = try FixtureCodec.decode(bytes, path: name, networks: Registry.sample.networks)
            guard fixture.scenario.loaderOptions != nil else { continue }
            #expect(try FixtureCodec.encode(fixture) == bytes, "\(name)")
            checked += 1
        }
        // 15 object-form fixtures before lists; the list-form ones were recorded with them.
        #expect(checked >= 15)
    }

    @Test func twoOfOneKind_areStoredAsAListInTheirOrder_andReadBackTheSame() throws {
        let options = Options([
            .image(disableImageLoading: true, shouldRequestMultipleImages: true),
            .image(disableImageLoading: false, shouldRequestMultipleImages: nil),
            .media(.portrait),
        ])
        #expect(!options.isOneOfEachKind)
        let fixture = try nativeFixture(options)
        let line = try scenarioLine(fixture)
        #expect(
            line.contains(
                #""loaderOptions": [{"disableImageLoading": true, "kind": "image", "shouldRequestMultipleImages": true}, {"disableImageLoading": false, "kind": "image"}, {"kind": "media", "mediaAspectRatio": "portrait"}], "#
            ))
        let bytes = try FixtureCodec.encode(fixture)
        let read = try FixtureCodec.decode(bytes, path: "x.fixture.gz", networks: Registry.sample.networks)
        #expect(read.scenario.loaderOptions == options)
        #expect(try FixtureCodec.encode(read) == bytes)
    }

    @Test func oneOfEachKindOutOfOrder_isAListToo_soTheOrderSurvives() throws {
        let options = Options([.adView(.bottomLeft), .image(disableImageLoading: nil, shouldRequestMultipleImages: true)])
        #expect(!options.isOneOfEachKind)
        let read = try FixtureCodec.decode(
            FixtureCodec.encode(nativeFixture(options)), path: "x.fixture.gz", networks: Registry.sample.networks)
        #expect(read.scenario.loaderOptions?.list == options.list)
    }

    @Test func anImageOptionWithNoFieldSet_isAListElementOfItsOwn() throws {
        let options = Options([.image(disableImageLoading: nil, shouldRequestMultipleImages: nil)])
        #expect(!options.isOneOfEachKind)
        #expect(try scenarioLine(nativeFixture(options)).contains(#""loaderOptions": [{"kind": "image"}], "#))
    }

    @Test func theHostPassesTheAdapterExactlyTheList_inOrder() throws {
        let options = Options([
            .media(.square), .image(disableImageLoading: true, shouldRequestMultipleImages: nil),
            .image(disableImageLoading: false, shouldRequestMultipleImages: true), .media(.landscape),
        ])
        let passed = options.mediationOptions
        #expect(passed.count == 4)
        #expect((passed[0] as? NativeAdMediaAdLoaderOptions)?.mediaAspectRatio == .square)
        #expect(
            (passed[1] as? NativeAdImageAdLoaderOptions).map { [$0.isImageLoadingDisabled, $0.shouldRequestMultipleImages] } == [
                true, false,
            ])
        #expect(
            (passed[2] as? NativeAdImageAdLoaderOptions).map { [$0.isImageLoadingDisabled, $0.shouldRequestMultipleImages] } == [
                false, true,
            ])
        #expect((passed[3] as? NativeAdMediaAdLoaderOptions)?.mediaAspectRatio == .landscape)
        // The single values read the last option of each kind, as GMA's sample adapters do.
        #expect(options.disableImageLoading == false)
        #expect(options.mediaAspectRatio == .landscape)
    }

    @Test func theBound_isRefusedPastItWithOneSentence() throws {
        let element = #"{"kind": "media", "mediaAspectRatio": "any"}"#
        let atTheBound = "[" + Array(repeating: element, count: Options.maximumCount).joined(separator: ", ") + "]"
        #expect(try refusal(atTheBound) == nil)
        let past = "[" + Array(repeating: element, count: Options.maximumCount + 1).joined(separator: ", ") + "]"
        #expect(
            try refusal(past)
                == "x.fixture.gz: is not a valid schema-2 fixture (\"loaderOptions\" holds 17 loader options, more than the 16 a scenario may pass); re-record it."
        )
    }

    @Test func aBrokenListElement_isRefusedNamingItsPlace() throws {
        let cases: [(stored: String, reason: String)] = [
            (#"[{"kind": "video"}]"#, #""loaderOptions[0].kind" is "video", not one of image, media, adView"#),
            (#"[{"disableImageLoading": true}]"#, #""loaderOptions[0].kind" is missing"#),
            (
                #"[{"kind": "image"}, {"kind": "image", "mediaAspectRatio": "any"}]"#,
                #""loaderOptions[1].mediaAspectRatio" is not a field of an image loader option"#
            ),
            (#"[{"kind": "media"}]"#, #""loaderOptions[0].mediaAspectRatio" is missing"#),
            (
                #"[{"kind": "adView", "adChoicesPosition": "middle"}]"#,
                #""loaderOptions[0].adChoicesPosition" is "middle", not one of topRight, topLeft, bottomRight, bottomLeft"#
            ),
            (#"["image"]"#, #""loaderOptions[0]" is not an object"#),
            (#""image""#, #""loaderOptions" is not an object"#),
        ]
        for (stored, reason) in cases {
            #expect(try refusal(stored) == "x.fixture.gz: is not a valid schema-2 fixture (\(reason)); re-record it.", "\(stored)")
        }
    }
}
