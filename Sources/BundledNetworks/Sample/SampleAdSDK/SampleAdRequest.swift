/// What an app asks the Sample network for.
public class SampleAdRequest {
    /// Only the banner reads it: its label says "in test mode".
    public var testMode = false
    /// Only the banner reads them: its label lists them.
    public var keywords: [String]?
    /// Read by nothing; exists for adapters to map to.
    public var mute = false

    public init() {}
}

/// A native request. The loader honours only `shouldDownloadImages`; the rest exist so adapters
/// can demonstrate option mapping.
public final class SampleNativeAdRequest: SampleAdRequest {
    public var shouldDownloadImages = true
    public var preferredImageOrientation: NativeAdImageOrientation = .any
    public var shouldRequestMultipleImages = false

    public override init() {
        super.init()
    }
}
