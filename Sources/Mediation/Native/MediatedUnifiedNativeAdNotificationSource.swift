import AdWorld

/// How a legacy native adapter reports events of its ad that no delegate carries: six static
/// methods, each naming the ad.
///
/// Static methods have no host to hand, so each goes to the receiver installed in the world the
/// caller runs in (`World.current?.nativeAdNotificationReceiver`). Called outside any world, or in
/// a world with no receiver, a notification is dropped, as GMA ignores one for an ad it does not
/// know.
///
/// ```swift
/// MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillLeaveApplication(self)
/// ```
public enum MediatedUnifiedNativeAdNotificationSource {
    /// For ads that handle impressions themselves: the adapter counted one.
    public static func mediatedNativeAdDidRecordImpression(_ ad: any MediatedUnifiedNativeAd) {
        post(.didRecordImpression, for: ad)
    }

    /// For ads that handle clicks themselves: the adapter counted one.
    public static func mediatedNativeAdDidRecordClick(_ ad: any MediatedUnifiedNativeAd) {
        post(.didRecordClick, for: ad)
    }

    /// Just before the ad opens an in-app modal.
    public static func mediatedNativeAdWillPresentScreen(_ ad: any MediatedUnifiedNativeAd) {
        post(.willPresentScreen, for: ad)
    }

    /// Just before that modal closes.
    public static func mediatedNativeAdWillDismissScreen(_ ad: any MediatedUnifiedNativeAd) {
        post(.willDismissScreen, for: ad)
    }

    /// After that modal closed.
    public static func mediatedNativeAdDidDismissScreen(_ ad: any MediatedUnifiedNativeAd) {
        post(.didDismissScreen, for: ad)
    }

    /// Just before focus leaves the app, for instance to a browser.
    public static func mediatedNativeAdWillLeaveApplication(_ ad: any MediatedUnifiedNativeAd) {
        post(.willLeaveApplication, for: ad)
    }

    private static func post(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd) {
        World.current?.nativeAdNotificationReceiver?.receive(notification, for: ad)
    }
}
