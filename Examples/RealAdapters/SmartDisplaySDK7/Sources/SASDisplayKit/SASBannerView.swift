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

/// `SASBannerView`.
public final class SASBannerView: View {
    private let loading = SASLoad()
    public weak var delegate: (any SASBannerViewDelegate)?
    public weak var modalParentViewController: ViewController?

    public func load(with placement: SASAdPlacement) {
        loading.load(placement) { [weak self] _ in
            guard let self else { return }
            addTapHandler { [weak self] in
                guard let self, let url = loading.click() else { return }
                delegate?.bannerView(self, didClickWith: url)
            }
            delegate?.bannerViewDidLoad(self)
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.bannerView(self, didFailToLoadWithError: error)
        }
    }
}
