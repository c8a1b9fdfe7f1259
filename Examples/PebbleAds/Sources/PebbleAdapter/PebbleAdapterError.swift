import PebbleAdsSDK

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// The codes of the errors the adapter reports, in ``PebbleAdapterError/domain``.
public enum PebbleAdapterError: Int, Sendable {
    case invalidPlacement = 101
    case noFill = 102
    case timeout = 103
    /// The host asked to present an interstitial that is not loaded, or was already shown.
    case adNotReady = 104

    public static let domain = "com.pebbleads.mediation"

    init(_ error: PebbleError) {
        switch error {
        case .invalidPlacement: self = .invalidPlacement
        case .noFill: self = .noFill
        case .timeout: self = .timeout
        }
    }
}

extension NSError {
    /// A Pebble load failure: the SDK's sentence, and its code as the reason.
    static func pebble(_ error: PebbleError) -> NSError {
        NSError(
            domain: PebbleAdapterError.domain, code: PebbleAdapterError(error).rawValue,
            userInfo: [
                NSLocalizedDescriptionKey: error.message,
                NSLocalizedFailureReasonErrorKey: "Pebble Ads SDK error \(error.rawValue) (\(error)).",
            ])
    }

    /// The host asked to present an interstitial that is not ready.
    static func pebbleAdNotReady() -> NSError {
        NSError(
            domain: PebbleAdapterError.domain, code: PebbleAdapterError.adNotReady.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey: "The Pebble interstitial is not ready to be shown.",
                NSLocalizedFailureReasonErrorKey: "It has not loaded, or it was already shown.",
            ])
    }
}
