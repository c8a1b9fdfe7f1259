import Mediation

extension Scenario.Format {
    /// The format the host asks the adapter for (every native flavour is the host's native).
    var mediationFormat: AdFormat {
        switch self {
        case .banner: .banner
        case .interstitial: .interstitial
        case .rewarded: .rewarded
        case .rewardedInterstitial: .rewardedInterstitial
        case .appOpen: .appOpen
        case .native, .nativeLegacy, .nativeSelfTracking, .customNative: .native
        }
    }
}
