import Mediation
import SampleAdSDK

/// The adapter's constants, as its author publishes them.
public enum SampleCustomEventConstants {
    /// Key of the Sample ad's extra asset in `extraAssets`.
    public static let awesomenessKey = "DegreeOfAwesomeness"
    /// The adapter's four-part version string.
    public static let adapterVersion = "1.0.0.0"
    /// Domain of every error the current-API adapters report.
    public static let errorDomain = "com.google.customevent.samplenetwork"
    /// Domain of the legacy custom-event errors.
    public static let legacyErrorDomain = "com.google.CustomEvent"
}

/// The adapter's error codes.
public enum SampleCustomEventErrorCode: Int, Sendable {
    case adLoadFailureCallback = 101
    case adNotLoaded = 102
}

extension MediationError {
    /// An adapter error with `description` as both the localized description and failure reason.
    static func sampleCustomEvent(_ code: SampleCustomEventErrorCode, _ description: String) -> MediationError {
        MediationError(domain: SampleCustomEventConstants.errorDomain, code: code.rawValue, userInfo: [
            MediationError.localizedDescriptionKey: description,
            MediationError.localizedFailureReasonKey: description,
        ])
    }

    /// The Sample SDK failed to load: code 101, and the Sample code in decimal in the text.
    static func sampleLoadFailure(_ code: SampleErrorCode) -> MediationError {
        .sampleCustomEvent(.adLoadFailureCallback,
                           "Sample SDK returned an ad load failure callback with error code: \(code.rawValue)")
    }
}
