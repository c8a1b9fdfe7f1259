import Foundation
import NeutralUI

public protocol SASBannerViewDelegate: AnyObject {
    func bannerViewDidLoad(_ bannerView: SASBannerView)
    func bannerView(_ bannerView: SASBannerView, didFailToLoadWithError error: any Error)
    func bannerView(_ bannerView: SASBannerView, didClickWith URL: URL)
    func bannerViewWillPresentModalView(_ bannerView: SASBannerView)
    func bannerViewWillDismissModalView(_ bannerView: SASBannerView)
}

extension SASBannerViewDelegate {
    public func bannerView(_ bannerView: SASBannerView, didClickWith URL: URL) {}
    public func bannerViewWillPresentModalView(_ bannerView: SASBannerView) {}
    public func bannerViewWillDismissModalView(_ bannerView: SASBannerView) {}
}

/// `SASBannerView`: shows the insertion's title once loaded; a tap clicks.
public final class SASBannerView: View {
    private let loading = SASLoad(for: "SASBannerView")
    private var tapToken: Int?
    public weak var delegate: (any SASBannerViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func load(with placement: SASAdPlacement) {
        let context = loading.context
        loading.load(.banner, placement) { [weak self] _, creative in
            guard let self else { return }
            context.addTitle(creative.title, to: self)
            if let tapToken { removeTapHandler(tapToken) }
            tapToken = addTapHandler { [weak self] in
                guard let self, let url = context.clickedURL() else { return }
                context.call(delegate, .bannerViewDidClick) { $0.bannerView(self, didClickWith: url) }
            }
            context.call(delegate, .bannerViewDidLoad) { $0.bannerViewDidLoad(self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .bannerViewDidFailToLoad(code: code)) { $0.bannerView(self, didFailToLoadWithError: error) }
        }
    }
}
