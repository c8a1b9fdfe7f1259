/// One delegate call the Pebble SDK makes, with its arguments; named after the delegate methods.
public enum PebbleCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case bannerDidLoad
    case bannerDidFail(error: PebbleError)
    case bannerDidRecordImpression
    case bannerWasClicked

    case interstitialDidLoad
    case interstitialDidFail(error: PebbleError)
    case interstitialWillShow
    case interstitialDidShow
    case interstitialVideoDidComplete
    case interstitialWasClicked
    case interstitialDidDismiss

    /// The delegate method with its arguments, e.g. `pebbleBanner(didFailWith: noFill)`.
    public var description: String {
        switch self {
        case .bannerDidLoad: "pebbleBannerDidLoad"
        case .bannerDidFail(let error): "pebbleBanner(didFailWith: \(error))"
        case .bannerDidRecordImpression: "pebbleBannerDidRecordImpression"
        case .bannerWasClicked: "pebbleBannerWasClicked"
        case .interstitialDidLoad: "pebbleInterstitialDidLoad"
        case .interstitialDidFail(let error): "pebbleInterstitial(didFailWith: \(error))"
        case .interstitialWillShow: "pebbleInterstitialWillShow"
        case .interstitialDidShow: "pebbleInterstitialDidShow"
        case .interstitialVideoDidComplete: "pebbleInterstitialVideoDidComplete"
        case .interstitialWasClicked: "pebbleInterstitialWasClicked"
        case .interstitialDidDismiss: "pebbleInterstitialDidDismiss"
        }
    }
}
