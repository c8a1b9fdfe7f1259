/// An error crossing the mediation boundary, modelled on the `NSError` GMA passes around: a
/// domain, a code and a user-info dictionary.
///
/// User info holds strings only (no `Any`), so an error can be stored in a fixture and compared.
/// The texts follow Apple Foundation, so a recording reads the same on every platform:
///
/// ```swift
/// let error = MediationError(domain: "com.example", code: 3)
/// error.localizedDescription   // "The operation couldn’t be completed. (com.example error 3.)"
/// ```
public struct MediationError: Error, Codable, Equatable, Hashable, Sendable {
    /// The user-info key whose value is the error's ``localizedDescription``.
    public static let localizedDescriptionKey = "NSLocalizedDescription"
    /// The user-info key whose value is the error's ``localizedFailureReason``.
    public static let localizedFailureReasonKey = "NSLocalizedFailureReason"

    public var domain: String
    public var code: Int
    public var userInfo: [String: String]

    public init(domain: String, code: Int, userInfo: [String: String] = [:]) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
    }

    /// The description entry when there is one, else Foundation's generic sentence.
    ///
    /// Apple's Foundation spells the generic sentence "couldn’t" (with U+2019); swift-corelibs
    /// writes "could not". Apple's text is used everywhere so that fixtures do not depend on the
    /// platform that recorded them.
    public var localizedDescription: String {
        userInfo[Self.localizedDescriptionKey]
            ?? "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    /// The failure-reason entry, if any.
    public var localizedFailureReason: String? {
        userInfo[Self.localizedFailureReasonKey]
    }
}

extension MediationError: CustomStringConvertible {
    public var description: String {
        "\(domain) \(code): \(localizedDescription)"
    }
}

extension MediationError {
    /// The domain of errors the host itself reports (GMA's `GADErrorDomain`).
    public static let hostDomain = "com.google.admob"

    /// The codes the host reports in ``hostDomain``, numbered as GMA numbers its request errors.
    public enum HostCode: Int, Codable, Sendable, CaseIterable {
        case invalidRequest = 0
        case noFill = 1
        case networkError = 2
        case serverError = 3
        case timeout = 5
        case mediationAdapterError = 8
        case internalError = 11

        /// The code's name, as a recording's `--answer` and a fixture's environment spell it:
        /// `noFill`, `timeout`.
        public var name: String {
            switch self {
            case .invalidRequest: "invalidRequest"
            case .noFill: "noFill"
            case .networkError: "networkError"
            case .serverError: "serverError"
            case .timeout: "timeout"
            case .mediationAdapterError: "mediationAdapterError"
            case .internalError: "internalError"
            }
        }

        /// The code named `name` (``name``), or nil.
        public init?(name: String) {
            guard let code = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = code
        }

        /// The sentence the host puts in the error's description.
        public var message: String {
            switch self {
            case .invalidRequest: "Request Error: Invalid request."
            case .noFill: "Request Error: No ad to show."
            case .networkError: "Request Error: A network error occurred."
            case .serverError: "Request Error: The ad server returned an error."
            case .timeout: "Request Error: The ad request timed out."
            case .mediationAdapterError: "Mediation Error: The adapter could not serve the request."
            case .internalError: "Internal Error: Something went wrong inside the SDK."
            }
        }
    }

    /// A host error in ``hostDomain``: the code's standard sentence unless `description` is given.
    public static func host(_ code: HostCode, description: String? = nil) -> MediationError {
        host(code: code.rawValue, description: description ?? code.message)
    }

    /// A host error for a raw code (an ad server may answer with a code this model does not name).
    public static func host(code: Int, description: String? = nil) -> MediationError {
        let text =
            description ?? HostCode(rawValue: code)?.message
            ?? "Request Error: The ad server answered with error code \(code)."
        return MediationError(domain: hostDomain, code: code, userInfo: [localizedDescriptionKey: text])
    }

    /// What the host reports when it asks an adapter for a format the adapter does not load.
    ///
    /// GMA treats an unimplemented optional load method as "format unsupported". Here every load
    /// method exists (protocol defaults), so the default reports this error instead:
    /// `com.google.admob` code 8, "SomeAdapter does not support the banner ad format."
    public static func unsupportedFormat(_ format: AdFormat, adapter: any MediationAdapter.Type) -> MediationError {
        host(.mediationAdapterError, description: "\(adapter) does not support the \(format.rawValue) ad format.")
    }
}
