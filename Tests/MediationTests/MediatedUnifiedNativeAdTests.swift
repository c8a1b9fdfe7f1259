import Foundation
import Mediation
import NeutralUI
import Testing

struct MediatedUnifiedNativeAdTests {
    @Test func optionalMembers_defaultToNothing() {
        let ad = MinimalNativeAd()
        #expect(ad.adChoicesView == nil)
        #expect(ad.mediaView == nil)
        #expect(!ad.hasVideoContent)
        #expect(ad.mediaContentAspectRatio == 0)
        #expect(ad.duration == 0)
        #expect(ad.currentTime == 0)
        #expect(!ad.handlesUserClicks())
        #expect(!ad.handlesUserImpressions())
        #expect(ad.starRating == NSDecimalNumber(string: "4.5"))
        // The hooks exist and do nothing.
        let view = View()
        ad.didRender(in: view, clickableAssetViews: [.headlineAsset: view], nonclickableAssetViews: [:], viewController: ViewController())
        ad.didRecordImpression()
        ad.didRecordClickOnAsset(withName: .callToActionAsset, view: view, viewController: ViewController())
        ad.didUntrackView(view)
    }

    @Test func nativeAdImage_keepsEachForm() throws {
        let picture = Image(size: Size(width: 50, height: 50), color: .white, scale: 2)
        let inHand = NativeAdImage(image: picture)
        #expect(inHand.image == picture && inHand.imageURL == nil && inHand.scale == 2)

        let byURL = NativeAdImage(url: URL(fileURLWithPath: "/tmp/https://www.example.com/a.gif"), scale: 1)
        #expect(byURL.image == nil)
        #expect(byURL.imageURL?.absoluteString == "file:///tmp/https://www.example.com/a.gif")
    }

    @Test func nativeAdImage_encodesItsURLAsAString() throws {
        let image = NativeAdImage(url: try #require(URL(string: "https://www.example.com/a.png")), scale: 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(image), as: UTF8.self)
        #expect(json == #"{"imageURL":"https://www.example.com/a.png","scale":3}"#)
        #expect(try JSONDecoder().decode(NativeAdImage.self, from: Data(json.utf8)) == image)
    }

    @Test func assetIdentifiers_areReadableAndDistinct() {
        let all: [NativeAssetIdentifier] = [
            .headlineAsset, .callToActionAsset, .iconAsset, .bodyAsset, .storeAsset, .priceAsset, .imageAsset, .starRatingAsset,
            .advertiserAsset,
            .mediaViewAsset, .adChoicesViewAsset,
        ]
        #expect(Set(all).count == 11)
        #expect(NativeAssetIdentifier.headlineAsset.rawValue == "headline")
        #expect(NativeAssetIdentifier.adChoicesViewAsset.rawValue == NativeAdChoicesViewAsset)
    }
}
