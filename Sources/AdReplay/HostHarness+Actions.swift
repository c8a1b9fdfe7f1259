import Mediation
import NeutralUI

extension HostHarness {
    /// Performs one script action as the host or the user would. An action that has nothing to
    /// act on (presenting when nothing loaded, closing when nothing is on screen) does nothing,
    /// as on a device.
    func perform(_ action: HostAction) {
        switch action {
        case .load: load()
        case .present: present()
        case .tap: tap()
        case .close: close()
        case .render: render()
        case .impression: impression()
        case .click(let asset): click(asset)
        case .untrack:
            // The app keeps its view (a real app keeps it on screen, or reuses it): untracking
            // must detach the adapter, not rely on the view dying.
            nativeAd?.didUntrackView(renderedView)
        case .tapAdChoices:
            if let customNativeAd {
                customNativeAd.performClickOnAsset(withKey: NativeAdChoicesViewAsset)
            } else {
                nativeAd?.adChoicesView?.tap()
            }
        case .customClickHandler(let on):
            customNativeAd?.customClickHandler = on
                ? { [recorder, customNativeAdLoad] asset in
                    recorder.record(.customNative(.customClickHandlerCalled(asset: asset)), ad: customNativeAdLoad)
                }
                : nil
        case .chooseAlertButton(let title):
            // Only a finished alert takes touches; without one, or without the button, nothing happens.
            guard let alert = root.topPresentedViewController as? AlertController, alert.isVisible else { return }
            alert.choose(title)
        }
    }

    private func present() {
        switch fullScreenAd {
        case .interstitial(let ad): ad.present(from: root)
        case .rewarded(let ad): ad.present(from: root)
        case .appOpen(let ad): ad.present(from: root)
        case nil: break
        }
    }

    /// The user taps the ad: the banner; a full-screen ad's Click button or screen; a rendered
    /// native ad's view. A screen still animating in takes no touches (UIKit ignores them
    /// during a transition), so a tap then does nothing.
    private func tap() {
        if let bannerAd {
            bannerAd.view.tap()
        } else if let screen = root.topPresentedViewController {
            guard screen.isVisible else { return }
            if let alert = screen as? AlertController {
                alert.choose("Click")
            } else {
                screen.view.tap()
            }
        } else {
            renderedView?.tap()
        }
    }

    /// The user closes the screen on top, once it has finished appearing.
    private func close() {
        guard let screen = root.topPresentedViewController, screen.isVisible else { return }
        if let alert = screen as? AlertController {
            alert.choose("Close")
        } else {
            screen.view.first(identifiedBy: "close")?.tap()
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
    /// A modelling choice (fidelity C6): every scripted impression is forwarded to a mediated
    /// native ad, repeats included. No source says whether GMA forwards a mediated ad's
    /// impression once or each time its own tracking fires; forwarding each lets a fixture show
    /// what an adapter does with a repeat (the Sample SDK logs every one). A custom native ad's
    /// repeats are ignored by the ad itself, as seeds 002/004 say.
    private func impression() {
        if let customNativeAd {
            customNativeAd.recordImpression()
        } else if let nativeAd, !handlesUserImpressions {
            nativeAd.didRecordImpression()
        }
    }

    /// GMA detects the click on an asset view and forwards it, unless the adapter tracks its own.
    private func click(_ asset: String) {
        if let customNativeAd {
            customNativeAd.performClickOnAsset(withKey: asset)
        } else if let nativeAd, !handlesUserClicks {
            let view = renderedView?.first(identifiedBy: asset) ?? renderedView ?? View()
            nativeAd.didRecordClickOnAsset(withName: NativeAssetIdentifier(rawValue: asset), view: view, viewController: root)
        }
    }
}
