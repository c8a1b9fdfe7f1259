import Mediation
import NeutralUI

/// What the host does with a mediated native ad, whichever API delivered it: lays its assets out
/// in a view, and forwards impressions and clicks unless the adapter tracks its own.
final class NativeAdPresenter {
    private let root: ViewController
    private(set) var nativeAd: (any MediatedUnifiedNativeAd)?
    private var handlesUserClicks = false
    private var handlesUserImpressions = false
    private(set) var renderedView: View?

    init(root: ViewController) {
        self.root = root
    }

    /// The ad the host shows from now on.
    func show(_ ad: any MediatedUnifiedNativeAd, handlesUserClicks: Bool, handlesUserImpressions: Bool) {
        nativeAd = ad
        self.handlesUserClicks = handlesUserClicks
        self.handlesUserImpressions = handlesUserImpressions
    }

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
        guard let nativeAd else { return }
        let adView = View(frame: Rect(width: 320, height: 320))
        adView.accessibilityIdentifier = "nativeAdView"
        var clickable: [NativeAssetIdentifier: View] = [:]
        func place(_ view: View, as asset: NativeAssetIdentifier) {
            adView.addSubview(view)
            clickable[asset] = view
        }
        for (asset, text) in [(NativeAssetIdentifier.headline, nativeAd.headline), (.body, nativeAd.body),
                              (.callToAction, nativeAd.callToAction), (.advertiser, nativeAd.advertiser),
                              (.price, nativeAd.price), (.store, nativeAd.store)] {
            guard let text else { continue }
            let label = Label()
            label.text = text
            label.accessibilityIdentifier = asset.rawValue
            place(label, as: asset)
        }
        if let icon = nativeAd.icon { place(ImageView(image: icon.image), as: .icon) }
        if let mediaView = nativeAd.mediaView {
            place(mediaView, as: .mediaView)
        } else if let image = nativeAd.images?.first {
            place(ImageView(image: image.image), as: .image)
        }
        if let adChoices = nativeAd.adChoicesView { adView.addSubview(adChoices) }
        renderedView = adView
        nativeAd.didRender(in: adView, clickableAssetViews: clickable, nonclickableAssetViews: [:], viewController: root)
    }

    /// GMA counts the impression itself and forwards it, unless the adapter tracks its own.
    ///
    /// A modelling choice (fidelity C6): every scripted impression is forwarded, repeats
    /// included. No source says whether GMA forwards a mediated ad's impression once or each
    /// time its own tracking fires; forwarding each lets a fixture show what an adapter does with
    /// a repeat (the Sample SDK logs every one).
    private func impression() {
        guard let nativeAd, !handlesUserImpressions else { return }
        nativeAd.didRecordImpression()
    }

    /// GMA detects the click on an asset view and forwards it, unless the adapter tracks its own.
    private func click(_ asset: String) {
        guard let nativeAd, !handlesUserClicks else { return }
        let view = renderedView?.first(identifiedBy: asset) ?? renderedView ?? View()
        nativeAd.didRecordClickOnAsset(withName: NativeAssetIdentifier(rawValue: asset), view: view, viewController: root)
    }

    func end() {
        nativeAd = nil
        renderedView = nil
    }
}
