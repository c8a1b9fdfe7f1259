import BigoADS
import GoogleMobileAdsCompat
import HyBid
import OpenWrapSDK
import Testing

/// What the SDKs' Objective-C classes let an app's tests do, which Google's Bigo, PubMatic and
/// Verve suites do (scripts/check-google-adapters): make an object with `init()`, subclass a response
/// asset and override what it reads, pass GMA's `AdSizeInvalid` (0×0) to a banner size.
@Suite struct ObjectiveCShapeTests {
    private final class TitleOverride: POBNativeAdTitleResponseAsset {
        override var text: String { "title" }
    }

    private final class ValueOverride: POBNativeAdDataResponseAsset {
        override var value: String { "description" }
    }

    @Test func openWrapResponseAssets_madeEmpty_andOverridable() {
        #expect(POBNativeAdTitleResponseAsset().text == "")
        #expect(POBNativeAdDataResponseAsset().value == "")
        #expect(POBNativeAdImageResponseAsset().imageURL == nil)
        let title: POBNativeAdTitleResponseAsset = TitleOverride()
        let value: POBNativeAdDataResponseAsset = ValueOverride()
        #expect(title.text == "title")
        #expect(value.value == "description")
    }

    @Test func openWrapReward_madeEmpty_isTheUnspecifiedReward() {
        let reward = POBReward()
        #expect(reward.currencyType == "")
        #expect(reward.amount == 0)
        #expect(POBReward.unspecifiedReward().amount == 0)
        #expect(POBReward(currencyType: "coins", withAmount: 10).amount == 10)
    }

    @Test func openWrapAdSize_takesZero_andAWaterfallBannerOfItIsTheDefaultBanner() async {
        let zero: POBAdSize = POBAdSize(cgSize: .zero)
        #expect(zero.isZero())
        let rectangle: POBAdSize = POBAdSize(cgSize: CGSize(width: 300, height: 250))
        #expect(!rectangle.isZero())
        #expect(rectangle.cgSize() == CGSize(width: 300, height: 250))
        let frames = await MainActor.run {
            [
                POBBannerView(publisherId: "pub", profileId: 1, adUnitId: "unit", adSizes: [zero]).frame,
                POBBannerView(publisherId: "pub", profileId: 1, adUnitId: "unit", adSizes: [rectangle]).frame,
            ]
        }
        #expect(frames == [Rect(width: 320, height: 50), Rect(width: 300, height: 250)])
    }

    @Test func bigoAds_madeEmpty_haveNoAssetsAndHaveNotExpired() {
        let native = BigoNativeAd()
        #expect(native.title() == "")
        #expect(native.adDescription() == "")
        #expect(native.callToAction() == "")
        #expect(native.advertiser() == "")
        #expect(native.getCreativeType() == .image)
        let ads: [BigoAd] = [BigoAd(), BigoBannerAd(), BigoInterstitialAd(), BigoRewardVideoAd(), BigoSplashAd(), native]
        #expect(ads.allSatisfy { !$0.isExpired() })
    }

    @Test func bigoAdError_madeWithASubErrorCode_keepsTheCodeAndMessage() {
        let error = BigoAdError(errorCode: 12345, subErrorCode: 67890, errorMsg: "Ad failed to load.")
        #expect(error.errorCode == 12345)
        #expect(error.errorMsg == "Ad failed to load.")
        #expect(BigoAdError(errorCode: 1001, errorMsg: "No fill.").errorCode == 1001)
    }

    @Test func hyBidObjects_madeEmpty_haveNoAssets() {
        let ad = HyBidNativeAd()
        #expect(ad.title == nil)
        #expect(ad.body == nil)
        #expect(ad.callToActionTitle == nil)
        #expect(ad.rating == nil)
        #expect(ad.icon == nil)
        #expect(HyBidAdView().frame == Rect(width: 320, height: 50))
    }
}
