#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// The Swift adapters' error codes: the same values as the Objective-C family's.
/// ``adNotLoaded`` is declared but never reported: the Swift interstitial stays silent when it is
/// asked to present before it loaded.
public enum SampleCustomEventErrorCodeSwift: Int, Sendable {
    case adLoadFailureCallback = 101
    case adNotLoaded = 102
}

/// The Swift family's errors: `NSError`s, as an adapter hands them to Google Mobile Ads.
enum SampleCustomEventUtilsSwift {
    /// The adapter's error: its text sits under the plain user-info key "description", which
    /// Foundation does not read, so `localizedDescription` is the generic sentence and there is no
    /// failure reason.
    static func error(code: SampleCustomEventErrorCodeSwift, description: String) -> NSError {
        NSError(domain: "com.google.customevent.samplenetwork", code: code.rawValue,
                userInfo: ["description": description])
    }

    /// The Sample SDK failed to load: code 101, and the Sample code interpolated as a value — so
    /// the text names the case (`noInventory`), not its number.
    static func loadFailure(_ code: SampleErrorCode) -> NSError {
        error(code: .adLoadFailureCallback,
              description: "Sample SDK returned an ad load failure callback with error code: \(code)")
    }
}
