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

    init(_ creative: SASCreative) {
        title = creative.title
        body = creative.body
        callToAction = creative.callToAction
        rating = NSNumber(value: Double(creative.ratingTenths) / 10)
        iconImage = nil
        mainView = nil
    }
}

/// `SASNativeAdView`: loads a native ad and tracks the view the app renders it in.
public final class SASNativeAdView: View {
    private let loading = SASLoad(for: "SASNativeAdView")
    private var taps = StandInTaps()
    public weak var delegate: (any SASNativeAdViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func loadAd(with placement: SASAdPlacement) {
        let context = loading.context
        loading.load(.native, placement) { [weak self] info, creative in
            guard let self else { return }
            context.call(delegate, .nativeAdViewDidLoad) {
                $0.nativeAdView(self, didLoadWith: info, nativeAdAssets: SASNativeAdAssets(creative))
            }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .nativeAdViewDidFailToLoad(code: code)) { $0.nativeAdView(self, didFailToLoad: error) }
        }
    }

    /// Taps on `view` click (the impression is the mediation's to report).
    public func trackMediationView(_ view: View) {
        taps.removeAll()
        let context = loading.context
        taps.add(view) { [weak self] in
            guard let self else { return }
            context.click()
            context.call(delegate, .nativeAdViewClicked) { $0.nativeAdViewClicked(self) }
        }
    }
}
