/// The ad formats a mediation request can ask an adapter for.
///
/// String raw values so that a fixture and a command line read `rewardedInterstitial`, not `3`.
public enum AdFormat: String, Codable, Sendable, CaseIterable {
    case banner
    case interstitial
    case rewarded
    case rewardedInterstitial
    case native
    case appOpen
}
