/// Why a Heron ad did not load or could not be shown. Raw values are the SDK's published codes:
/// 1xxx for loading, 2xxx for showing.
public enum HeronError: Int, Error, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The placement ID is empty; the SDK says so without asking the network.
    case invalidPlacement = 1001
    /// The network had no ad for the placement.
    case noFill = 1004
    /// The network failed while choosing an ad.
    case serverError = 1005
    /// The app asked too often; the network answers nothing for a while.
    case throttled = 1006
    /// The rewarded ad was loaded more than ``HeronSDK/rewardedExpiry`` ago.
    case adExpired = 2001
    /// The rewarded ad was shown already; an ad shows once.
    case alreadyShown = 2002
    /// The view controller is already presenting another screen.
    case cannotPresent = 2003

    public var description: String {
        switch self {
        case .invalidPlacement: "invalidPlacement"
        case .noFill: "noFill"
        case .serverError: "serverError"
        case .throttled: "throttled"
        case .adExpired: "adExpired"
        case .alreadyShown: "alreadyShown"
        case .cannotPresent: "cannotPresent"
        }
    }

    /// The sentence the SDK's documentation gives for the code.
    public var message: String {
        switch self {
        case .invalidPlacement: "The placement ID is missing or empty."
        case .noFill: "No ad is available for this placement."
        case .serverError: "The ad server failed to answer the request."
        case .throttled: "Too many requests; try again later."
        case .adExpired: "The ad expired before it was shown."
        case .alreadyShown: "The ad was already shown."
        case .cannotPresent: "The view controller is already presenting a screen."
        }
    }
}
