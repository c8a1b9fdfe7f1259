/// Why an Osprey ad did not load or could not be shown. Raw values are the SDK's published codes:
/// 1xx for loading, 2xx for showing.
public enum OspreyError: Int, Error, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The placement ID is empty; the SDK says so without asking the server.
    case invalidPlacement = 101
    /// The server had no bid: HTTP 204, a no-bid reason (`nbr`), no bid in the response, or VAST without an ad.
    case noFill = 102
    /// The server failed: HTTP 5xx, or any status other than 200 and 204.
    case serverError = 103
    /// The response or its markup could not be read.
    case invalidResponse = 104
    /// No answer within the request's `tmax`.
    case timeout = 105
    /// The request could not be sent or got no response.
    case networkError = 106
    /// The VAST wrapper chain is longer than five or loops (VAST error 302).
    case wrapperLimit = 107
    /// A wrapper's VAST could not be fetched in time (VAST error 301).
    case wrapperFailed = 108
    /// The ad's `exp` or VAST `Expires` passed before it was shown.
    case expired = 201
    /// The ad is not loaded, or was already shown.
    case notReady = 202
    /// The view controller is already presenting a screen.
    case cannotPresent = 203

    public var description: String {
        switch self {
        case .invalidPlacement: "invalidPlacement"
        case .noFill: "noFill"
        case .serverError: "serverError"
        case .invalidResponse: "invalidResponse"
        case .timeout: "timeout"
        case .networkError: "networkError"
        case .wrapperLimit: "wrapperLimit"
        case .wrapperFailed: "wrapperFailed"
        case .expired: "expired"
        case .notReady: "notReady"
        case .cannotPresent: "cannotPresent"
        }
    }

    /// The sentence the SDK's documentation gives for the code.
    public var message: String {
        switch self {
        case .invalidPlacement: "The placement ID is missing or empty."
        case .noFill: "No ad is available for this placement."
        case .serverError: "The ad server failed to answer the request."
        case .invalidResponse: "The ad server's response could not be read."
        case .timeout: "The ad request timed out."
        case .networkError: "The ad server could not be reached."
        case .wrapperLimit: "The video ad redirected too many times."
        case .wrapperFailed: "The video ad's redirect could not be loaded."
        case .expired: "The ad expired before it was shown."
        case .notReady: "The ad is not ready to be shown."
        case .cannotPresent: "The view controller is already presenting a screen."
        }
    }
}
