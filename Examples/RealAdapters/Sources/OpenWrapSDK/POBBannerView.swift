import Foundation
import NeutralUI

public protocol POBBannerViewDelegate: AnyObject {
    func bannerViewPresentationController() -> ViewController
    func bannerViewDidReceiveAd(_ bannerView: POBBannerView)
    func bannerView(_ bannerView: POBBannerView, didFailToReceiveAdWithError error: any Error)
    func bannerViewDidRecordImpression(_ bannerView: POBBannerView)
    func bannerViewDidClickAd(_ bannerView: POBBannerView)
}

extension POBBannerViewDelegate {
    public func bannerViewDidRecordImpression(_ bannerView: POBBannerView) {}
    public func bannerViewDidClickAd(_ bannerView: POBBannerView) {}
}

/// `POBBannerView`.
public final class POBBannerView: View {
    private let loading = POBLoad()
    private let adUnitId: String?
    public weak var delegate: (any POBBannerViewDelegate)?
    public var request: POBRequest { loading.request }

    /// A banner for a bidding load (`loadAd(withResponse:for:)`).
    public init() {
        adUnitId = nil
        super.init(frame: Rect(width: 320, height: 50))
    }

    /// A banner for a waterfall load (`loadAd()`).
    public init(publisherId: String, profileId: NSNumber, adUnitId: String, adSizes: [POBAdSize]) {
        self.adUnitId = adUnitId
        let size = adSizes.first
        super.init(frame: Rect(width: Double(size?.width ?? 320), height: Double(size?.height ?? 50)))
    }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    public func pauseAutoRefresh() {}

    public func loadAd(withResponse response: String, for host: POBBiddingHost) {
        load(valid: !response.isEmpty)
    }

    public func loadAd() {
        load(valid: adUnitId?.isEmpty == false)
    }

    private func load(valid: Bool) {
        loading.load(valid: valid) { [weak self] in
            guard let self else { return }
            addTapHandler { [weak self] in
                guard let self else { return }
                loading.open("https://pubmatic.example/click")
                delegate?.bannerViewDidClickAd(self)
            }
            delegate?.bannerViewDidReceiveAd(self)
            delegate?.bannerViewDidRecordImpression(self)
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.bannerView(self, didFailToReceiveAdWithError: error)
        }
    }
}
