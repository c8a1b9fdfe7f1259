/// Something the mediation host's own machinery did, as an observer sees it: the ad-server
/// exchanges and what happened to custom native ads.
///
/// Ads are named by ``CustomNativeAd/identifier`` (`CustomNativeAd#1`, …), stable within a world.
/// A recorder turns these into fixture entries, hence `Codable`.
public enum MediationEvent: Codable, Equatable, Sendable {
    /// A loader asked the host's ad server; `answer` carries its latency.
    case adServerExchange(request: CustomNativeAdRequest, answer: CustomNativeAdAnswer)
    /// A loader handed its delegate a custom native ad.
    case customNativeAdReceived(ad: String, formatID: String)
    /// A loader reported a failure to its delegate.
    case customNativeAdFailed(adUnitID: String, error: MediationError)
    /// The first `recordImpression()` of an ad.
    case impressionRecorded(ad: String)
    /// A later `recordImpression()` of the same ad, ignored.
    case impressionIgnored(ad: String)
    /// `performClickOnAsset(withKey:)`, and what the click did.
    case click(ad: String, assetKey: String, path: ClickPath)
    /// A click that could do nothing: AdChoices tapped on an ad without AdChoices.
    case clickIgnored(ad: String, assetKey: String)
    /// The device opened a URL, in an installed app or the browser.
    case urlOpened(url: String)

    /// Which of the click behaviours ran.
    public enum ClickPath: Codable, Equatable, Hashable, Sendable {
        /// The app's custom click handler ran with the asset key; nothing was opened.
        case customClickHandler(assetKey: String)
        /// An installed app opened this deep link.
        case deepLink(url: String)
        /// The browser opened the destination URL.
        case browser(url: String)
        /// The browser opened the AdChoices info page.
        case adChoices(url: String)
    }
}
