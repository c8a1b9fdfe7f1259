import Foundation
import Mediation
import Testing

/// Declares the tracking answers the way a GMA Swift adapter does: as methods.
private final class SelfTrackingNativeAd: MediationNativeAd {
    var headline: String? { nil }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }
}

struct MediationNativeAdTests {
    /// Fidelity N5: a real adapter's `func handlesUserClicks() -> Bool { true }` is the
    /// requirement, so the host (which sees only the protocol) reads true.
    @Test func handlesUserClicksMethod_isWhatTheHostReads() {
        let ad: any MediationNativeAd = SelfTrackingNativeAd()
        #expect(ad.handlesUserClicks())
        #expect(ad.handlesUserImpressions())
    }

    @Test func handlesUserClicks_defaultsToFalse() {
        let ad: any MediationNativeAd = MinimalNativeAd()
        #expect(!ad.handlesUserClicks())
        #expect(!ad.handlesUserImpressions())
    }
}
