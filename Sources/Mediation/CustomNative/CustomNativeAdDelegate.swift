/// Hears what happens to a custom native ad after the app got it. Every method is optional
/// (no-op by default).
///
/// Never called here (fidelity C8): the screen methods. They are part of GMA's API, but nothing
/// in AdReplay's model opens an in-app screen for a custom native ad — a click opens an
/// installed app or the browser, or runs the app's handler — and no source says when GMA would
/// send them; they are declared so that an app's delegate compiles as written.
public protocol CustomNativeAdDelegate: AnyObject {
    /// The ad's first impression was recorded (repeats are not reported).
    func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd)
    /// A click was recorded: a deep-link or browser click (not AdChoices, and not a click the
    /// app's custom click handler took).
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
