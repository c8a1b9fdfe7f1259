import Mediation
import NeutralUI

/// What the host does with mediated native ads, whichever API delivered them: keeps every loaded
/// ad until the session ends, lays one out in a view, and forwards impressions and clicks unless
/// the adapter tracks its own.
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

    /// GMA detects the click on an asset view and forwards it, unless the adapter tracks its own.
    private func click(_ asset: String) {
        guard let current, !current.handlesUserClicks else { return }
        let nativeAd = current.ad
        let view = renderedView?.first(identifiedBy: asset) ?? renderedView ?? View()
        nativeAd.didRecordClickOnAsset(with: NativeAssetIdentifier(rawValue: asset), view: view, viewController: viewController)
    }

    func end() {
        loaded = []
        onScreen = nil
        renderedView = nil
    }
}
