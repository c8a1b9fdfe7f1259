#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The adapter's errors: one domain, a code per reason, and the texts the host records.
enum GuideError {
    static let domain = "com.example.guide-adapter"

    static func missingAdUnit() -> NSError {
        NSError(domain: domain, code: 1, userInfo: [
            NSLocalizedDescriptionKey: "The ad unit is missing.",
            NSLocalizedFailureReasonErrorKey: "The line's Parameter field is empty.",
        ])
    }

    static func loadFailed(_ code: SampleErrorCode) -> NSError {
        NSError(domain: domain, code: 100 + code.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "The Sample SDK could not load an ad.",
            "sampleErrorCode": code.rawValue,
        ])
    }

    static func notReady() -> NSError {
        NSError(domain: domain, code: 2, userInfo: [NSLocalizedDescriptionKey: "The ad is not ready to be shown."])
    }
}
