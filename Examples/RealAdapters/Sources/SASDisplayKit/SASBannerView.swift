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

/// `SASBannerView`.
public final class SASBannerView: View {
    private let loading = SASLoad()
    public weak var delegate: (any SASBannerViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func loadAd(with placement: SASAdPlacement) {
        loading.load(placement) { [weak self] info in
            guard let self else { return }
            addTapHandler { [weak self] in
                guard let self else { return }
                loading.click()
                delegate?.bannerViewClicked(self)
            }
            delegate?.bannerView(self, didLoadWith: info)
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.bannerView(self, didFailToLoad: error)
        }
    }
}
