import Foundation
import NeutralUI

public protocol SASBannerViewDelegate: AnyObject {
    func bannerView(_ bannerView: SASBannerView, didLoadWith adInfo: SASAdInfo)
    func bannerView(_ bannerView: SASBannerView, didFailToLoad error: any Error)
    func bannerViewClicked(_ bannerView: SASBannerView)
    func bannerViewDidExpand(_ bannerView: SASBannerView)
    func bannerViewDidCollapse(_ bannerView: SASBannerView)
    func bannerViewDidRequestClose(_ bannerView: SASBannerView)
}

extension SASBannerViewDelegate {
    public func bannerViewClicked(_ bannerView: SASBannerView) {}
    public func bannerViewDidExpand(_ bannerView: SASBannerView) {}
    public func bannerViewDidCollapse(_ bannerView: SASBannerView) {}
    public func bannerViewDidRequestClose(_ bannerView: SASBannerView) {}
}

/// `SASBannerView`: shows the insertion's title once loaded; a tap clicks.
public final class SASBannerView: View {
    private let loading = SASLoad(for: "SASBannerView")
    private var tapToken: Int?
    public weak var delegate: (any SASBannerViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func loadAd(with placement: SASAdPlacement) {
        let context = loading.context
        loading.load(.banner, placement) { [weak self] info, creative in
            guard let self else { return }
            context.addTitle(creative.title, to: self)
            if let tapToken { removeTapHandler(tapToken) }
            tapToken = addTapHandler { [weak self] in
                guard let self else { return }
                context.click()
                context.call(delegate, .bannerViewClicked) { $0.bannerViewClicked(self) }
            }
            context.call(delegate, .bannerDidLoad) { $0.bannerView(self, didLoadWith: info) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .bannerDidFailToLoad(code: code)) { $0.bannerView(self, didFailToLoad: error) }
        }
    }
}
