import AdWorld

/// `PlacementFormat`: what a placement shows.
public enum PlacementFormat: String, StandInFormat {
    case banner
    case banner320x50
    case banner300x250
    case banner728x90
    case interstitial
    case rewarded
    case native

    var isBanner: Bool { rawValue.hasPrefix("banner") }
}
