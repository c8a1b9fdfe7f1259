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

/// `POBBannerView`: shows the creative's title once loaded, counts the impression then, clicks
/// when tapped. A `UIView` in the SDK, so made on the main actor, as UIKit's views are (from
/// elsewhere, `await POBBannerView()`, as Google's PubMatic suite writes it): NeutralUI's views
/// are not isolated, this one's initialisers are.
public final class POBBannerView: View {
    private let loading = POBLoad(for: "POBBannerView")
    private let waterfall: (publisherId: String, profileId: Int, adUnitId: String)?
    private var tapToken: Int?
    public weak var delegate: (any POBBannerViewDelegate)?
    public let request = POBRequest()

    /// A banner for a bidding load (`loadAd(withResponse:for:)`).
    @MainActor public init() {
        waterfall = nil
        super.init(frame: Rect(width: 320, height: 50))
    }

    /// A banner for a waterfall load (`loadAd()`).
    @MainActor public init(publisherId: String, profileId: NSNumber, adUnitId: String, adSizes: [POBAdSize]) {
        waterfall = (publisherId, profileId.intValue, adUnitId)
        // A zero size (GMA's `AdSizeInvalid` as the adapter passes it on) is the 320×50 banner's.
        let size = adSizes.first.flatMap { $0.isZero() ? nil : $0 }
        super.init(frame: Rect(width: Double(size?.width() ?? 320), height: Double(size?.height() ?? 50)))
    }

    public func addExtraInfo(withKey key: String, andValue value: Data) {
        request.extraInfo[key] = value
    }

    public func pauseAutoRefresh() {}

    public func loadAd(withResponse response: String, for host: POBBiddingHost) {
        load(bidResponse: response)
    }

    public func loadAd() {
        load(bidResponse: nil)
    }

    private func load(bidResponse: String?) {
        let context = loading.context
        let waterfall = bidResponse == nil ? waterfall : nil
        let size = waterfall.map { _ in "\(Int(frame.width))x\(Int(frame.height))" }
        loading.load(.banner, request, bidResponse: bidResponse, waterfall: waterfall, size: size) { [weak self] creative in
            guard let self else { return }
            context.addTitle(creative.title, to: self)
            if let tapToken { removeTapHandler(tapToken) }
            tapToken = addTapHandler { [weak self] in
                guard let self else { return }
                context.click(presentingFrom: delegate?.bannerViewPresentationController())
                context.call(delegate, .bannerViewDidClickAd) { $0.bannerViewDidClickAd(self) }
            }
            context.call(delegate, .bannerViewDidReceiveAd) { $0.bannerViewDidReceiveAd(self) }
            context.call(delegate, .bannerViewDidRecordImpression) { $0.bannerViewDidRecordImpression(self) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .bannerViewDidFail(code: code)) { $0.bannerView(self, didFailToReceiveAdWithError: error) }
        }
    }
}
