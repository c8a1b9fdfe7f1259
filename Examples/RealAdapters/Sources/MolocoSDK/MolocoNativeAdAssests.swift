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

/// The assets of one of the stand-in's creatives: images, never a video.
final class MolocoCreativeAssets: MolocoNativeAdAssests {
    let title: String
    let description: String
    let sponsorText: String
    let ctaTitle: String
    let rating: Double
    let mainImage: Image?
    let appIcon: Image?
    let videoView: View? = nil

    init(_ creative: MolocoCreative) {
        title = creative.title
        description = creative.body
        sponsorText = creative.sponsor
        ctaTitle = creative.callToAction
        rating = Double(creative.ratingTenths) / 10
        mainImage = Image(size: Size(width: 1200, height: 627), color: .lightGray)
        appIcon = Image(size: Size(width: 128, height: 128), color: .white)
    }
}
