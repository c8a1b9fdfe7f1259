import Foundation
import NeutralUI

public protocol HyBidNativeAdLoaderDelegate: AnyObject {
    func nativeLoaderDidLoad(with nativeAd: HyBidNativeAd!)
    func nativeLoaderDidFailWithError(_ error: (any Error)!)
}

public protocol HyBidNativeAdFetchDelegate: AnyObject {
    func nativeAdDidFinishFetching(_ nativeAd: HyBidNativeAd!)
    func nativeAd(_ nativeAd: HyBidNativeAd!, didFailFetchingWithError error: (any Error)!)
}

public protocol HyBidNativeAdDelegate: AnyObject {
    func nativeAd(_ nativeAd: HyBidNativeAd!, impressionConfirmedWith view: View!)
    func nativeAdDidClick(_ nativeAd: HyBidNativeAd!)
}

/// `HyBidNativeAdLoader`.
public final class HyBidNativeAdLoader {
    private let rendering = HyBidRender()

    public init() {}

    public func stopAutoRefresh() {}

    public func prepareNativeAd(with delegate: any HyBidNativeAdLoaderDelegate, withContent content: String) {
        rendering.render(content) { [weak delegate, rendering] in
            delegate?.nativeLoaderDidLoad(with: HyBidNativeAd(rendering: rendering))
        } failed: { [weak delegate] error in
            delegate?.nativeLoaderDidFailWithError(error)
        }
    }
}

/// `HyBidNativeAd`: its assets once fetched; tracks the app's view.
public final class HyBidNativeAd {
    private let rendering: HyBidRender
    private var fetched = false
    private var tracked: [(view: View, token: Int)] = []

    init(rendering: HyBidRender) {
        self.rendering = rendering
    }

    public var title: String? { "Verve Voyages" }
    public var body: String? { "Voyages, verified." }
    public var callToActionTitle: String? { "Book" }
    public var rating: NSNumber? { 4 }
    public var bannerImage: Image? { fetched ? Image(size: Size(width: 1200, height: 627), color: .lightGray) : nil }
    public var icon: Image? { fetched ? Image(size: Size(width: 128, height: 128), color: .white) : nil }
    public var contentInfo: View? { View(frame: Rect(width: 20, height: 20)) }

    /// Fetches the images; the delegate hears when they are there.
    public func fetchNativeAdAssets(with delegate: any HyBidNativeAdFetchDelegate) {
        rendering.world.schedule(after: HyBid.latency) { [weak self, weak delegate] in
            guard let self else { return }
            fetched = true
            delegate?.nativeAdDidFinishFetching(self)
        }
    }

    /// Taps on `view` click; the impression is confirmed a second later.
    public func startTrackingView(_ view: View, with delegate: any HyBidNativeAdDelegate) {
        stopTracking()
        let token = view.addTapHandler { [weak self, weak delegate] in
            guard let self else { return }
            rendering.click()
            delegate?.nativeAdDidClick(self)
        }
        tracked.append((view, token))
        rendering.world.schedule(after: 1_000) { [weak self, weak delegate, weak view] in
            guard let self, let view, tracked.contains(where: { $0.view === view }) else { return }
            delegate?.nativeAd(self, impressionConfirmedWith: view)
        }
    }

    public func stopTracking() {
        for (view, token) in tracked { view.removeTapHandler(token) }
        tracked = []
    }
}
