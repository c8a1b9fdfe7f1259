import NeutralUI

/// `BigoBannerAd`: a loaded banner; its view counts an impression once it has been shown for
/// ``BigoAd/impressionDelay`` and opens the advertiser's page when tapped.
public final class BigoBannerAd: BigoAd {
    private var view: View?

    public func adView() -> View? {
        if let view { return view }
        let view = View(frame: Rect(width: 320, height: 50))
        context.addTitle(creative.title, to: view, tellingAs: "BigoBannerView")
        view.addTapHandler { [weak self] in self?.clicked() }
        context.after(Self.impressionDelay) { [weak self] in self?.impression() }
        self.view = view
        return view
    }
}
