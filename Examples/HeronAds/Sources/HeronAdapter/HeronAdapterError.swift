import HeronAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// The domain of the errors the adapter reports. Their codes are the Heron SDK's own (1004 is
/// no fill, 2001 an expired ad), so a publisher's mediation logs read like Heron's documentation.
let HeronAdapterErrorDomain = "com.heronads.mediation"

extension NSError {
    /// A Heron load or show failure: the SDK's sentence, and its code and name as the reason.
    static func heron(_ error: HeronError) -> NSError {
        NSError(
            domain: HeronAdapterErrorDomain, code: error.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey: error.message,
                NSLocalizedFailureReasonErrorKey: "Heron SDK error \(error.rawValue) (\(error)).",
            ])
    }
}
