import Mediation
import NeutralUI

/// What the host does with mediated native ads, whichever API delivered them: keeps every loaded
/// ad until the session ends, lays one out in a view, lets the user's taps land on its asset
/// views, and forwards impressions and clicks unless the adapter tracks its own.
///
/// `render` lays out the latest loaded ad in a new view, which becomes the ad on screen (the ad
/// rendered before is not untracked: an app that shows a new ad in a new view and keeps the old
/// one; `untrack` says when an app detaches an ad); `impression`, `click`, `untrack` and
/// `adchoices` act on the ad on screen or, before any render, on the latest loaded ad.
final class NativeAdPresenter {
    /// A loaded ad and what its adapter said it tracks itself.
    private struct Loaded {
        let ad: any MediatedUnifiedNativeAd
        let handlesUserClicks: Bool
        let handlesUserImpressions: Bool
    }

    /// The app's screen, handed to the ad as the controller it is shown in.
    private let viewController: ViewController
    /// Every ad loaded, oldest first.
    private var loaded: [Loaded] = []
    /// The index in `loaded` of the ad last rendered.
    private var onScreen: Int?
    private(set) var renderedView: View?
    /// The asset views of the ad on screen, as handed to it in `didRender` (its clickable ones).
    private var assetViews: [NativeAssetIdentifier: View] = [:]

    init(viewController: ViewController) {
        self.viewController = viewController
    }

    /// Keeps a newly loaded ad; it is the one the next `render` lays out.
    func keep(_ ad: any MediatedUnifiedNativeAd, handlesUserClicks: Bool, handlesUserImpressions: Bool) {
        // Delivered twice (a contract breach), it is still one ad.
        guard !loaded.contains(where: { $0.ad === ad }) else { return }
        loaded.append(Loaded(ad: ad, handlesUserClicks: handlesUserClicks, handlesUserImpressions: handlesUserImpressions))
    }

    /// The ad the user's actions reach.
    private var current: Loaded? {
        onScreen.map { loaded[$0] } ?? loaded.last
    }

    private var nativeAd: (any MediatedUnifiedNativeAd)? { current?.ad }

    func perform(_ action: HostAction) {
        switch action {
        case .render: render()
        case .impression: impression()
        case .click(let asset): click(asset)
        case .untrack:
            // The app keeps its view (a real app keeps it on screen, or reuses it): untracking
            // must detach the adapter, not rely on the view dying.
            nativeAd?.didUntrackView(renderedView)
        case .tapAdChoices: nativeAd?.adChoicesView?.tap()
        default: break
        }
    }

    /// Lays the native assets out in an ad view and tells the adapter it was rendered.
    private func render() {
        guard let nativeAd = loaded.last?.ad else { return }
        onScreen = loaded.count - 1
        let adView = View(frame: Rect(width: 320, height: 320))
        adView.accessibilityIdentifier = "nativeAdView"
        var clickable: [NativeAssetIdentifier: View] = [:]
        func place(_ view: View, as asset: NativeAssetIdentifier) {
            adView.addSubview(view)
            clickable[asset] = view
        }
        for (asset, text) in [
            (NativeAssetIdentifier.headlineAsset, nativeAd.headline), (.bodyAsset, nativeAd.body),
            (.callToActionAsset, nativeAd.callToAction), (.advertiserAsset, nativeAd.advertiser),
            (.priceAsset, nativeAd.price), (.storeAsset, nativeAd.store),
        ] {
            guard let text else { continue }
            let label = Label()
            label.text = text
            label.accessibilityIdentifier = asset.rawValue
            place(label, as: asset)
        }
        if let icon = nativeAd.icon { place(ImageView(image: icon.image), as: .iconAsset) }
        if let mediaView = nativeAd.mediaView {
            place(mediaView, as: .mediaViewAsset)
        } else if let image = nativeAd.images?.first {
            place(ImageView(image: image.image), as: .imageAsset)
        }
        if let adChoices = nativeAd.adChoicesView { adView.addSubview(adChoices) }
        renderedView = adView
        assetViews = clickable
        nativeAd.didRender(in: adView, clickableAssetViews: clickable, nonclickableAssetViews: [:], viewController: viewController)
    }

    /// GMA counts the impression itself and forwards it, unless the adapter tracks its own.
    ///
    /// A modelling choice (fidelity C6): every scripted impression is forwarded, repeats
    /// included. No source says whether GMA forwards a mediated ad's impression once or each
    /// time its own tracking fires; forwarding each lets a fixture show what an adapter does with
    /// a repeat (the Sample SDK logs every one).
    private func impression() {
        guard let current, !current.handlesUserImpressions else { return }
        let nativeAd = current.ad
        nativeAd.didRecordImpression()
    }

    /// The user taps an asset of the ad on screen. The tap lands on the asset's view whichever
    /// side counts clicks, as a finger does on a device: what the SDK attached there (or to the ad
    /// view around it) sees it. GMA then records the click and forwards it, unless the adapter
    /// said it counts its own (`handlesUserClicks`): such an ad reports its clicks itself.
    ///
    /// Before any render, or for an asset the ad on screen does not show, nothing is tapped; GMA's
    /// click is still forwarded (a modelling choice kept from the first fixtures: the click then
    /// names the ad view, or an empty view).
    private func click(_ asset: String) {
        guard let current else { return }
        let identifier = NativeAssetIdentifier(rawValue: asset)
        let assetView = assetViews[identifier]
        assetView?.deliverTap()
        guard !current.handlesUserClicks else { return }
        let view = assetView ?? renderedView?.first(identifiedBy: asset) ?? renderedView ?? View()
        current.ad.didRecordClickOnAsset(with: identifier, view: view, viewController: viewController)
    }

    /// Whether `render` lays out `asset` for an ad with these assets, and so hands the ad a
    /// clickable view of it: the texts it has, its icon, and its media view or else its first
    /// image. What the contract check reads to know a `click` reached the ad (``ContractCheck``'s
    /// self-counting rule), beside `render`, which must agree.
    static func laysOut(_ asset: String, of assets: NativeAssets) -> Bool {
        switch NativeAssetIdentifier(rawValue: asset) {
        case .headlineAsset: assets.headline != nil
        case .bodyAsset: assets.body != nil
        case .callToActionAsset: assets.callToAction != nil
        case .advertiserAsset: assets.advertiser != nil
        case .priceAsset: assets.price != nil
        case .storeAsset: assets.store != nil
        case .iconAsset: assets.icon != nil
        case .mediaViewAsset: assets.hasMediaView
        case .imageAsset: !assets.hasMediaView && !(assets.images ?? []).isEmpty
        default: false
        }
    }

    func end() {
        loaded = []
        onScreen = nil
        renderedView = nil
        assetViews = [:]
    }
}
