import OspreySDK

/// A delegate for every Osprey object that does nothing: the SDK calls it, and the seam's
/// observer (the ``Transcript``) records each call. Holds what it is given, as an app would.
final class SilentDelegate: OspreyBannerViewDelegate, OspreyInterstitialDelegate, OspreyRewardedAdDelegate,
    OspreyNativeAdLoaderDelegate, OspreyNativeAdDelegate
{
    private(set) var nativeAd: OspreyNativeAd?

    func ospreyBannerDidLoad(_ banner: OspreyBannerView) {}
    func ospreyBanner(_ banner: OspreyBannerView, didFailWith error: OspreyError) {}
    func ospreyBannerDidRecordImpression(_ banner: OspreyBannerView) {}
    func ospreyBannerDidClick(_ banner: OspreyBannerView) {}

    func ospreyInterstitialDidLoad(_ interstitial: OspreyInterstitial) {}
    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailWith error: OspreyError) {}
    func ospreyInterstitialWillPresent(_ interstitial: OspreyInterstitial) {}
    func ospreyInterstitial(_ interstitial: OspreyInterstitial, didFailToPresentWith error: OspreyError) {}
    func ospreyInterstitialDidRecordImpression(_ interstitial: OspreyInterstitial) {}
    func ospreyInterstitialDidClick(_ interstitial: OspreyInterstitial) {}
    func ospreyInterstitialDidDismiss(_ interstitial: OspreyInterstitial) {}

    func ospreyRewardedAdDidLoad(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailWith error: OspreyError) {}
    func ospreyRewardedAdWillPresent(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didFailToPresentWith error: OspreyError) {}
    func ospreyRewardedAdDidRecordImpression(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAdVideoDidStart(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAdVideoDidComplete(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAd(_ ad: OspreyRewardedAd, didEarn reward: OspreyReward) {}
    func ospreyRewardedAdDidClick(_ ad: OspreyRewardedAd) {}
    func ospreyRewardedAdDidDismiss(_ ad: OspreyRewardedAd) {}

    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didLoad nativeAd: OspreyNativeAd) {
        self.nativeAd = nativeAd
        nativeAd.delegate = self
    }
    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didFailWith error: OspreyError) {}
    func ospreyNativeAdDidRecordImpression(_ nativeAd: OspreyNativeAd) {}
    func ospreyNativeAdDidClick(_ nativeAd: OspreyNativeAd) {}
}
