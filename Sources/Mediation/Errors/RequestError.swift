import Foundation

/// GMA 12's request error (`GADErrorCode` in GMA 11 and earlier): an error in ``errorDomain`` with
/// one of GMA's codes. Adapters use the codes to build or compare `NSError`s:
///
/// ```swift
/// NSError(domain: GADErrorDomain, code: RequestError.Code.noFill.rawValue)
/// ```
public struct RequestError: Error, Hashable, Sendable {
    /// GMA's request error codes, numbered as GMA numbers them.
    public enum Code: Int, Sendable, CaseIterable {
        case invalidRequest = 0
        case noFill = 1
        case networkError = 2
        case serverError = 3
        case osVersionTooLow = 4
        case timeout = 5
        case mediationDataError = 7
        case mediationAdapterError = 8
        case mediationInvalidAdSize = 10
        case internalError = 11
        case invalidArgument = 12
        case receivedInvalidResponse = 13
        case adAlreadyUsed = 19
        case applicationIdentifierMissing = 20
        case receivedInvalidAdString = 21
    }

    /// The domain of GMA's own errors, `GADErrorDomain`.
    public static let errorDomain = MediationError.hostDomain

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var invalidRequest: Code { .invalidRequest }
    public static var noFill: Code { .noFill }
    public static var networkError: Code { .networkError }
    public static var serverError: Code { .serverError }
    public static var timeout: Code { .timeout }
    public static var mediationAdapterError: Code { .mediationAdapterError }
    public static var internalError: Code { .internalError }
    public static var invalidArgument: Code { .invalidArgument }
}

/// GMA 12's presentation error (`GADPresentationErrorCode` in GMA 11 and earlier).
public struct PresentationError: Error, Hashable, Sendable {
    /// GMA's presentation error codes, numbered as GMA numbers them.
    public enum Code: Int, Sendable, CaseIterable {
        case codeAdNotReady = 15
        case codeAdTooLarge = 16
        case codeInternal = 17
        case codeAdAlreadyUsed = 18
        case notMainThread = 21
        case mediation = 22
    }

    /// The domain of GMA's own errors, `GADErrorDomain`.
    public static let errorDomain = MediationError.hostDomain

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }
}
