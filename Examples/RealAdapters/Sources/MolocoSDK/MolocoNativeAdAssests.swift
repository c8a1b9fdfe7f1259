import NeutralUI

/// A native ad's assets, `MolocoNativeAdAssests` as the SDK spells it (an Objective-C protocol
/// there, so a test's fake can be one).
public protocol MolocoNativeAdAssests: AnyObject {
    var title: String { get }
    var description: String { get }
    var sponsorText: String { get }
    var ctaTitle: String { get }
    var rating: Double { get }
    var mainImage: Image? { get }
    var appIcon: Image? { get }
    /// Set for a video creative; nil for an image.
    var videoView: View? { get }
}

/// The assets of one of the stand-in's creatives: an image, or a video in the SDK's own view
/// (``MolocoNativeAdObject`` watches it).
final class MolocoCreativeAssets: MolocoNativeAdAssests {
    let title: String
    let description: String
    let sponsorText: String
    let ctaTitle: String
    let rating: Double
    let mainImage: Image?
    let appIcon: Image?
    let videoView: View?

    init(_ creative: MolocoCreative) {
        title = creative.title
        description = creative.body
        sponsorText = creative.sponsor
        ctaTitle = creative.callToAction
        rating = Double(creative.ratingTenths) / 10
        // All a native ad shows itself is its video: one that fails to show is a video.
        let isVideo = creative.isVideo == true || creative.failsToShow == true
        mainImage = isVideo ? nil : Image(size: Size(width: 1200, height: 627), color: .lightGray)
        appIcon = Image(size: Size(width: 128, height: 128), color: .white)
        videoView = isVideo ? View(frame: Rect(width: 1200, height: 627)) : nil
    }
}
