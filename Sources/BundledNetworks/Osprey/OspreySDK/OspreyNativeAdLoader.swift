/// Told what an ``OspreyNativeAdLoader`` loaded.
public protocol OspreyNativeAdLoaderDelegate: AnyObject {
    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didLoad nativeAd: OspreyNativeAd)
    func ospreyNativeAdLoader(_ loader: OspreyNativeAdLoader, didFailWith error: OspreyError)
}

/// Loads native ads (OpenRTB Native 1.2) for one placement.
///
/// ```swift
/// let loader = OspreyNativeAdLoader(placementID: "feed")
/// loader.delegate = self
/// loader.loadAd()   // … ospreyNativeAdLoader(_:didLoad:) with an OspreyNativeAd
/// ```
public final class OspreyNativeAdLoader {
    public let placementID: String
    /// Sends `test: 1`: the server answers as usual and bills nothing.
    public var isTestMode = false
    /// The app's child-directed tag, sent as `regs.coppa`; nil leaves it out.
    public var isChildDirected: Bool?
    public weak var delegate: (any OspreyNativeAdLoaderDelegate)?
    private let context = OspreyContext(for: "OspreyNativeAdLoader")

    public init(placementID: String) {
        self.placementID = placementID
    }

    /// Asks the auction for one native ad. An empty placement fails with `invalidPlacement` on
    /// the next turn of the clock, without a request.
    public func loadAd() {
        let request = OspreyAdRequest(placementID: placementID, isTest: isTestMode, childDirected: isChildDirected)
        context.load(.native, request) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ad):
                guard case .native(let native) = ad.markup else { return }
                let nativeAd = OspreyNativeAd(ad: ad, native: native, context: context)
                context.call(delegate, .nativeDidLoad) { $0.ospreyNativeAdLoader(self, didLoad: nativeAd) }
            case .failure(let error):
                context.call(delegate, .nativeDidFail(error: error)) { $0.ospreyNativeAdLoader(self, didFailWith: error) }
            }
        }
    }
}
