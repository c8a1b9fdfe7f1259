import OspreySDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// The domain of the errors the adapter reports. Their codes are the Osprey SDK's own (102 is no
/// fill, 201 an expired ad), so a publisher's mediation logs read like Osprey's documentation.
let OspreyAdapterErrorDomain = "com.ospreyads.mediation"

extension NSError {
    /// An Osprey load or show failure: the SDK's sentence, and its code and name as the reason.
    static func osprey(_ error: OspreyError) -> NSError {
        NSError(
            domain: OspreyAdapterErrorDomain, code: error.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey: error.message,
                NSLocalizedFailureReasonErrorKey: "Osprey SDK error \(error.rawValue) (\(error)).",
            ])
    }
}
