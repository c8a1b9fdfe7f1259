/// A preference an app attaches to a native ad request.
///
/// A class hierarchy, as in GMA, because adapters walk the options and pick the ones they
/// understand with `if let imageOptions = option as? NativeAdImageAdLoaderOptions`. The base class
/// carries nothing; each subclass one concern.
public class AdLoaderOptions {
    public init() {}
}

/// How native ad images are delivered.
public final class NativeAdImageAdLoaderOptions: AdLoaderOptions {
    /// When true the network should not download images: the ad's images carry only URLs.
    public var isImageLoadingDisabled = false
    /// When true the app can show several images; otherwise only the first is wanted.
    public var shouldRequestMultipleImages = false

    public init(isImageLoadingDisabled: Bool = false, shouldRequestMultipleImages: Bool = false) {
        self.isImageLoadingDisabled = isImageLoadingDisabled
        self.shouldRequestMultipleImages = shouldRequestMultipleImages
    }

    /// The Objective-C spelling of ``isImageLoadingDisabled``, kept for adapters ported from it.
    public var disableImageLoading: Bool {
        get { isImageLoadingDisabled }
        set { isImageLoadingDisabled = newValue }
    }
}

/// The media shape the app prefers.
public final class NativeAdMediaAdLoaderOptions: AdLoaderOptions {
    public var mediaAspectRatio: MediaAspectRatio = .unknown

    public init(mediaAspectRatio: MediaAspectRatio = .unknown) {
        self.mediaAspectRatio = mediaAspectRatio
    }
}

/// Where the app prefers the AdChoices overlay (adapters may store it and ignore it).
public final class NativeAdViewAdOptions: AdLoaderOptions {
    public var preferredAdChoicesPosition: AdChoicesPosition = .topRight

    public init(preferredAdChoicesPosition: AdChoicesPosition = .topRight) {
        self.preferredAdChoicesPosition = preferredAdChoicesPosition
    }
}
