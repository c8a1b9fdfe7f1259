import Foundation
import NeutralUI

public protocol SASNativeAdViewDelegate: AnyObject {
    func nativeAdView(_ nativeAdView: SASNativeAdView, didLoadWith adInfo: SASAdInfo, nativeAdAssets: SASNativeAdAssets)
    func nativeAdView(_ nativeAdView: SASNativeAdView, didFailToLoad error: any Error)
    func nativeAdViewClicked(_ nativeAdView: SASNativeAdView)
}

/// An image asset: where to download it.
public final class SASNativeAdImage {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }
}

/// A native ad's assets. The stand-in's carry no images (``iconImage`` and ``mainView`` nil), so
/// an adapter that downloads them downloads nothing.
public final class SASNativeAdAssets {
    public let title: String?
    public let body: String?
    public let callToAction: String?
    public let rating: NSNumber?
    public let iconImage: SASNativeAdImage?
    public let mainView: SASNativeAdImage?

    init() {
        title = "Equativ Escapes"
        body = "Escape, equitably."
        callToAction = "Discover"
        rating = 4.5
        iconImage = nil
        mainView = nil
    }
}

/// `SASNativeAdView`: loads a native ad and tracks the view the app renders it in.
public final class SASNativeAdView: View {
    private let loading = SASLoad()
    private var tracked: [(view: View, token: Int)] = []
    public weak var delegate: (any SASNativeAdViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func loadAd(with placement: SASAdPlacement) {
        loading.load(placement) { [weak self] info in
            guard let self else { return }
            delegate?.nativeAdView(self, didLoadWith: info, nativeAdAssets: SASNativeAdAssets())
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.nativeAdView(self, didFailToLoad: error)
        }
    }

    /// Taps on `view` click (the impression is the mediation's to report).
    public func trackMediationView(_ view: View) {
        for (view, token) in tracked { view.removeTapHandler(token) }
        let token = view.addTapHandler { [weak self] in
            guard let self else { return }
            loading.click()
            delegate?.nativeAdViewClicked(self)
        }
        tracked = [(view, token)]
    }
}
