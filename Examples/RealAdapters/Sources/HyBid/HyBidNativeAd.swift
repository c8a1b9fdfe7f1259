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
    private let rendering = HyBidRender(for: "HyBidNativeAdLoader")

    public init() {}

    public func stopAutoRefresh() {}

    public func prepareNativeAd(with delegate: any HyBidNativeAdLoaderDelegate, withContent content: String) {
        let context = rendering.context
        rendering.render(HyBidRequest(format: .native, content: content)) { [weak delegate] creative in
            let ad = HyBidNativeAd(creative: creative, context: context)
            context.call(delegate, .nativeLoaderDidLoad) { $0.nativeLoaderDidLoad(with: ad) }
        } failed: { [weak delegate] code, error in
            context.call(delegate, .nativeLoaderDidFail(code: code)) { $0.nativeLoaderDidFailWithError(error) }
        }
    }
}

/// `HyBidNativeAd`: its assets (the images once fetched); tracks the app's view.
public final class HyBidNativeAd {
    private let creative: HyBidCreative?
    private let context: HyBidContext
    private var fetched = false
    private var taps = StandInTaps()

    init(creative: HyBidCreative, context: HyBidContext) {
        self.creative = creative
        self.context = context
    }

    /// An ad of no load (the Objective-C class's `init()`): no assets; fetching finds nothing
    /// to fetch, and tracking a view works as for a loaded one.
    public init() {
        creative = nil
        context = HyBidContext(for: "HyBidNativeAd")
    }

    public var title: String? { creative?.title }
    public var body: String? { creative?.body }
    public var callToActionTitle: String? { creative?.callToAction }
    public var rating: NSNumber? { creative.map { NSNumber(value: $0.rating) } }
    public var bannerImage: Image? { fetched && creative != nil ? Image(size: Size(width: 1200, height: 627), color: .lightGray) : nil }
    public var icon: Image? { fetched && creative != nil ? Image(size: Size(width: 128, height: 128), color: .white) : nil }
    public var contentInfo: View? { View(frame: Rect(width: 20, height: 20)) }

    /// Fetches the images on the next turn of the clock; the delegate hears when they are there.
    public func fetchNativeAdAssets(with delegate: any HyBidNativeAdFetchDelegate) {
        context.after(0) { [weak self, weak delegate] in
            guard let self else { return }
            fetched = true
            context.call(delegate, .nativeAdDidFinishFetching) { $0.nativeAdDidFinishFetching(self) }
        }
    }

    /// Taps on `view` click; the impression is confirmed a second later if it is still tracked.
    public func startTrackingView(_ view: View, with delegate: any HyBidNativeAdDelegate) {
        stopTracking()
        taps.add(view) { [weak self, weak delegate] in
            guard let self else { return }
            context.click()
            context.call(delegate, .nativeAdDidClick) { $0.nativeAdDidClick(self) }
        }
        context.after(1_000) { [weak self, weak delegate, weak view] in
            guard let self, let view, taps.contains(view) else { return }
            context.call(delegate, .nativeAdImpressionConfirmed) { $0.nativeAd(self, impressionConfirmedWith: view) }
        }
    }

    public func stopTracking() {
        taps.removeAll()
    }
}
