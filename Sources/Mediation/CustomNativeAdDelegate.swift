/// Hears what happens to a custom native ad after the app got it. Every method is optional
/// (no-op by default).
public protocol CustomNativeAdDelegate: AnyObject {
    /// The ad's first impression was recorded (repeats are not reported).
    func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd)
    /// A click was recorded (any click except one on AdChoices).
    func customNativeAdDidRecordClick(_ nativeAd: CustomNativeAd)
    /// An in-app screen is about to open over the app.
    func customNativeAdWillPresentScreen(_ nativeAd: CustomNativeAd)
    /// That screen is about to close.
    func customNativeAdWillDismissScreen(_ nativeAd: CustomNativeAd)
    /// That screen closed.
    func customNativeAdDidDismissScreen(_ nativeAd: CustomNativeAd)
}

extension CustomNativeAdDelegate {
    public func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd) {}
    public func customNativeAdDidRecordClick(_ nativeAd: CustomNativeAd) {}
    public func customNativeAdWillPresentScreen(_ nativeAd: CustomNativeAd) {}
    public func customNativeAdWillDismissScreen(_ nativeAd: CustomNativeAd) {}
    public func customNativeAdDidDismissScreen(_ nativeAd: CustomNativeAd) {}
}
