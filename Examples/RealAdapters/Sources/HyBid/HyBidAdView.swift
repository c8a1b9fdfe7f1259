import NeutralUI

public protocol HyBidAdViewDelegate: AnyObject {
    func adViewDidLoad(_ adView: HyBidAdView!)
    func adView(_ adView: HyBidAdView!, didFailWithError error: (any Error)!)
    func adViewDidTrackImpression(_ adView: HyBidAdView!)
    func adViewDidTrackClick(_ adView: HyBidAdView!)
}

/// `HyBidAdView`: a banner.
public final class HyBidAdView: View {
    private let rendering = HyBidRender()
    private weak var delegate: (any HyBidAdViewDelegate)?
    public var autoShowOnLoad = true

    public init(size: HyBidAdSize) {
        super.init(frame: Rect(width: Double(size.width), height: Double(size.height)))
    }

    public func stopAutoRefresh() {}

    /// Renders `content` (a bid response); the delegate hears did-load, then the impression.
    public func renderAd(withContent content: String, with delegate: any HyBidAdViewDelegate) {
        self.delegate = delegate
        rendering.render(content) { [weak self] in
            guard let self else { return }
            addTapHandler { [weak self] in
                guard let self else { return }
                rendering.click()
                self.delegate?.adViewDidTrackClick(self)
            }
            self.delegate?.adViewDidLoad(self)
            if autoShowOnLoad { self.delegate?.adViewDidTrackImpression(self) }
        } failed: { [weak self] error in
            guard let self else { return }
            self.delegate?.adView(self, didFailWithError: error)
        }
    }
}
