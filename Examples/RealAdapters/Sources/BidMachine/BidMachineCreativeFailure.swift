import Foundation

/// How an ad the auction filled fails afterwards, in the SDK rather than at the auction: a
/// recording chooses it (`record --answer renderError` or `presentError` with the
/// `bidmachine` plug-in), so that the adapter's `didFailLoadAd` and `didFailPresentAd` paths
/// can be recorded. The codes and messages are this project's (the real SDK's are not public).
public enum BidMachineCreativeFailure: String, Codable, Hashable, Sendable {
    /// `loadAd()` (the render) reports `didFailLoadAd` instead of `didLoadAd`.
    case render
    /// `presentAd()` reports `didFailPresentAd` instead of a screen (the ad could be shown).
    case present

    public var code: Int {
        switch self {
        case .render: 110
        case .present: 111
        }
    }

    public var message: String {
        switch self {
        case .render: "The ad could not be rendered."
        case .present: "The ad failed to play."
        }
    }

    var error: NSError { BidMachineNetwork.error(code: code, message) }
}
