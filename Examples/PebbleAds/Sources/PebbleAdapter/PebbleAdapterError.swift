import Mediation
import PebbleAdsSDK

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

extension MediationError {
    /// A Pebble load failure: the SDK's sentence, and its code as the reason.
    static func pebble(_ error: PebbleError) -> MediationError {
        MediationError(domain: PebbleAdapterError.domain, code: PebbleAdapterError(error).rawValue, userInfo: [
            localizedDescriptionKey: error.message,
            localizedFailureReasonKey: "Pebble Ads SDK error \(error.rawValue) (\(error)).",
        ])
    }

    static let pebbleAdNotReady = MediationError(domain: PebbleAdapterError.domain, code: PebbleAdapterError.adNotReady.rawValue, userInfo: [
        localizedDescriptionKey: "The Pebble interstitial is not ready to be shown.",
        localizedFailureReasonKey: "It has not loaded, or it was already shown.",
    ])
}
