import Foundation
import NeutralUI

/// A fake native ad. It has no delegate in Google's sample; AdReplay adds an optional one for its
/// view-tracking extension (see `SampleNativeAd+ViewTracking.swift`).
///
/// Its members have the types Swift gives Google's Objective-C `SampleNativeAd`: object
/// properties without nullability annotations import as implicitly unwrapped optionals
/// (`imageURL`, `iconURL`, `mediaView`, `starRating` as `NSDecimalNumber!`), so Swift adapter code
/// written against Google's SDK (`URL(fileURLWithPath: nativeAd.imageURL)`) compiles here, and traps
/// here where it would trap there.
public final class SampleNativeAd {
    public let headline: String?
    public let body: String?
    public let callToAction: String?
    public let advertiser: String?
    public let price: String?
    public let store: String?
    public let starRating: NSDecimalNumber!
    /// The extra asset.
    public let degreeOfAwesomeness: String?
    public let icon: Image?
    public let image: Image?
    public let iconURL: String!
    public let imageURL: String!
    public let iconScale: CGFloat
    public let imageScale: CGFloat
    /// Always present in Google's Sample SDK; nil only for AdReplay's no-video network variant
    /// (``SampleNativeFill/hasVideo`` false).
    public let mediaView: SampleMediaView!

    let context: SampleSDKContext
    var tracking = ViewTracking()

    init(fill: SampleNativeFill, downloadImages: Bool, context: SampleSDKContext) {
        self.context = context
        switch fill.variant {
        case .content:
            headline = "Sample Content!"
            body =
                "This is a sample ad, so there's no real content. In the event of a real ad, though, some persuasive text would appear here."
            advertiser = "An advertiser"
            price = nil
            starRating = nil
            store = nil
            degreeOfAwesomeness = "Fairly Awesome!"
        case .app:
            headline = "Sample App!"
            body = "This app doesn't actually exist."
            advertiser = nil
            price = "$1.99"
            starRating = NSDecimalNumber(string: "4.5")
            store = "Sample Store"
            degreeOfAwesomeness = "Quite Awesome!"
        }
        callToAction = "Take Action"
        if downloadImages {
            icon = Image(size: Size(width: 50, height: 50), color: Color(red: 0, green: 0, blue: 0.8))
            image = Image(size: Size(width: 300, height: 150), color: Color(red: 0, green: 0.8, blue: 0))
            iconURL = nil
            imageURL = nil
            iconScale = 0
            imageScale = 0
        } else {
            icon = nil
            image = nil
            iconURL = "https://www.example.com/some_image.gif"
            imageURL = "https://www.example.com/some_other_image.gif"
            iconScale = 1
            imageScale = 1
        }
        if fill.hasVideo {
            let mediaView = context.world.run { SampleMediaView(frame: .zero) }
            mediaView.createMediaContent()
            self.mediaView = mediaView
        } else {
            mediaView = nil
        }
    }

    /// Logs the click; nothing else happens.
    public func handleClick(on view: View) {
        context.log("A click occurred on a sampleNativeAd!")
    }

    /// Logs the impression, every time it is called.
    public func recordImpression() {
        context.log("An impression was recorded for a sampleNativeAd!")
    }

    /// Plays the media view's fake video, if the ad has one.
    public func playVideo() {
        mediaView?.playMedia()
    }
}
