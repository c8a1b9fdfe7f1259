import AdReplay
import AdReplaySample
import Foundation
import NeutralUI
import Testing

/// What JSON has no number for (an adapter may report a NaN or infinite scale, size or colour) is
/// written as `"nan"`, `"inf"`, `"-inf"` and read back: a fixture adreplay writes, it reads.
@Suite struct StoredNumbersTests {
    static func nativeAd(scale: Double, width: Double, red: Double) -> HostEvent {
        let image = Image(size: Size(width: width, height: 50), color: Color(red: red, green: 0, blue: 0), name: nil, scale: scale)
        let assets = NativeAssets(
            headline: "h", body: nil, callToAction: nil, advertiser: nil, price: nil, store: nil, starRating: nil,
            images: [ImageSummary(image: image, url: nil, scale: scale)], icon: ImageSummary(image: nil, url: "u", scale: scale),
            extraAssets: nil, hasVideoContent: false, hasMediaView: false, hasAdChoicesView: false,
            handlesUserClicks: false, handlesUserImpressions: false)
        return .loadCompleted(.ad(.native(assets)))
    }

    @Test(arguments: [Double.infinity, -.infinity])
    func infiniteNumbers_roundTrip(value: Double) throws {
        let fixture = Fixture.holding([TimelineEntry(at: 0, .host(Self.nativeAd(scale: value, width: value, red: value)))])
        let read = try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "inf.fixture.gz", networks: Registry.sample.networks)
        #expect(read == fixture)
    }

    @Test func nan_roundTrips() throws {
        let fixture = Fixture.holding([TimelineEntry(at: 0, .host(Self.nativeAd(scale: .nan, width: .nan, red: .nan)))])
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(json.contains(#""scale": "nan""#))
        let read = try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "nan.fixture.gz", networks: Registry.sample.networks)
        guard case .host(.loadCompleted(.ad(.native(let assets)))) = read.timeline.first?.event else {
            Issue.record("not a native ad: \(read.timeline)")
            return
        }
        #expect(assets.icon?.scale.isNaN == true)
        #expect(assets.images?.first?.image?.size.width.isNaN == true)
        #expect(assets.images?.first?.image?.color?.red.isNaN == true)
    }

    @Test func aWordThatIsNoNumber_isStillRefused_namingTheField() throws {
        var text = String(
            decoding: try FixtureCodec.json(.holding([TimelineEntry(at: 0, .host(Self.nativeAd(scale: 1, width: 1, red: 1)))])),
            as: UTF8.self)
        text = text.replacingOccurrences(of: #""icon": {"scale": 1"#, with: #""icon": {"scale": "big""#)
        #expect(text.contains(#""scale": "big""#))
        #expect(throws: FixtureError.self) { try FixtureCodec.decodeJSON(Array(text.utf8), path: "x", networks: Registry.sample.networks) }
        do {
            _ = try FixtureCodec.decodeJSON(Array(text.utf8), path: "x", networks: Registry.sample.networks)
        } catch {
            #expect(error.description.contains(#""icon.scale" is not a number"#), "\(error.description)")
        }
    }
}
