/// A mediation contract the check holds every ad to (docs/contracts.md gives each one's source),
/// or a rule of one network's SDK, stated by its plug-in.
public enum ContractRule: Hashable, Sendable, CustomStringConvertible {
    /// Each load completes exactly once.
    case loadCompletesOnce
    /// Nothing comes from an ad whose load failed.
    case nothingAfterFailedLoad
    /// An ad's did-dismiss follows its own will-dismiss.
    case willDismissBeforeDidDismiss
    /// An ad's reward comes before its dismissal.
    case rewardBeforeDismissal
    /// A native ad has video content exactly when it has a media view.
    case videoContentIffMediaView
    /// A custom native ad records one impression.
    case customNativeImpressionOnce
    /// A rule of the network named `network`'s SDK, in the plug-in's words.
    case network(String, rule: String)

    public var description: String {
        switch self {
        case .loadCompletesOnce: "load completes exactly once"
        case .nothingAfterFailedLoad: "no host event after a failed load"
        case .willDismissBeforeDidDismiss: "will-dismiss before did-dismiss"
        case .rewardBeforeDismissal: "reward before dismissal"
        case .videoContentIffMediaView: "hasVideoContent iff a media view"
        case .customNativeImpressionOnce: "custom native impression recorded once"
        case .network(_, let rule): rule
        }
    }
}
