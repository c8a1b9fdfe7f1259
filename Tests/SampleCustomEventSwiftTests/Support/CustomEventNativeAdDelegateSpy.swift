import Mediation

/// The legacy API's host side: keeps what a custom event delivered.
final class CustomEventNativeAdDelegateSpy: CustomEventNativeAdDelegate {
    private(set) var ads: [any MediatedUnifiedNativeAd] = []
    private(set) var errors: [MediationError] = []

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd,
                             didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd) {
        ads.append(mediatedUnifiedNativeAd)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: MediationError) {
        errors.append(error)
    }
}
