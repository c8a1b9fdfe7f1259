import Mediation

/// The legacy API's host side: keeps what a custom event delivered.
package final class CustomEventNativeAdDelegateSpy: CustomEventNativeAdDelegate {
    package init() {}

    package private(set) var ads: [any MediatedUnifiedNativeAd] = []
    package private(set) var errors: [MediationError] = []

    package func customEventNativeAd(
        _ customEventNativeAd: any CustomEventNativeAd,
        didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd
    ) {
        ads.append(mediatedUnifiedNativeAd)
    }

    package func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: any Error) {
        errors.append(MediationError(error))
    }
}
