import Foundation
import Mediation

/// A mediated native ad that implements only the required assets, so every optional member
/// falls back to its default.
final class MinimalNativeAd: MediationNativeAd {
    var headline: String? { "Headline" }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { NSDecimalNumber(string: "4.5") }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { ["DegreeOfAwesomeness": "Quite Awesome!"] }
}
