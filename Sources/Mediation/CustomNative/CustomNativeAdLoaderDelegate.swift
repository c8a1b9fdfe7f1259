/// The app's side of a ``CustomNativeAdLoader``: which formats it can render, and where the ad
/// or the failure goes.
public protocol CustomNativeAdLoaderDelegate: AnyObject {
    /// The custom native format IDs the app can render (from the Ad Manager UI), asked at each
    /// load; the loader only delivers ads of these formats.
    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String]
    /// A load succeeded.
    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd)
    /// A load failed; see ``CustomNativeAdLoader/load(_:)`` for the errors.
    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError)
}
