import NeutralUI

public protocol HyBidAdViewDelegate: AnyObject {
    func adViewDidLoad(_ adView: HyBidAdView!)
    func adView(_ adView: HyBidAdView!, didFailWithError error: (any Error)!)
    func adViewDidTrackImpression(_ adView: HyBidAdView!)
    func adViewDidTrackClick(_ adView: HyBidAdView!)
}

/// `HyBidAdView`: a banner. Shown on load (`autoShowOnLoad`), it counts its impression then.
public final class HyBidAdView: View {
    private let rendering = HyBidRender(for: "HyBidAdView")
    private let size: HyBidAdSize
    private weak var delegate: (any HyBidAdViewDelegate)?
    private var tapToken: Int?
    public var autoShowOnLoad = true

    public init(size: HyBidAdSize) {
        self.size = size
        super.init(frame: Rect(width: Double(size.width), height: Double(size.height)))
    }

    /// A banner of HyBid's default size, 320×50 (the Objective-C class's `init()`).
    public convenience init() {
        self.init(size: .size_320x50)
    }

    public func stopAutoRefresh() {}

    /// Renders `content` (a bid response); the delegate hears did-load, then the impression.
    public func renderAd(withContent content: String, with delegate: any HyBidAdViewDelegate) {
        self.delegate = delegate
        let context = rendering.context
        rendering.render(HyBidRequest(format: .banner, content: content, size: "\(size.width)x\(size.height)")) { [weak self] _ in
            guard let self else { return }
            if let tapToken { removeTapHandler(tapToken) }
            tapToken = addTapHandler { [weak self] in
                guard let self else { return }
                context.click()
                context.call(self.delegate, .adViewDidTrackClick) { $0.adViewDidTrackClick(self) }
            }
            context.call(self.delegate, .adViewDidLoad) { $0.adViewDidLoad(self) }
            if autoShowOnLoad {
                context.call(self.delegate, .adViewDidTrackImpression) { $0.adViewDidTrackImpression(self) }
            }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(self.delegate, .adViewDidFail(code: code)) { $0.adView(self, didFailWithError: error) }
        }
    }
}
