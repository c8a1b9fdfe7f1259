/// What the five loaders share: one load at a time, through the world's ``BigoSeam``, answered
/// on the loader's delegate with the ad or Bigo's error.
public class BigoAdLoader {
    /// The mediation's description of itself (JSON), sent with each request.
    public var ext: String?
    let context: BigoContext

    init(typeName: String) {
        context = BigoContext(for: typeName)
    }

    /// Loads `format` for `ask`; the loader's delegate (`delegate()`, as it is when the answer
    /// comes) hears `loaded` with an ad `make` builds, or `failed` with Bigo's error.
    func load<Delegate, Ad>(
        _ format: BigoFormat, _ ask: BigoAdRequest, adSizes: [BigoAdSize] = [], to delegate: @escaping () -> Delegate?,
        make: @escaping (BigoCreative, BigoContext) -> Ad, loaded: @escaping (Delegate, Ad) -> Void,
        failed: @escaping (Delegate, BigoAdError) -> Void
    ) {
        let request = ask.request(format, ext: ext ?? "", adSizes: adSizes)
        context.log("Loading \(request)")
        context.load(request) { [context] creative in
            for _ in 0..<creative.timesLoaded {
                let ad = make(creative, context)
                context.call(delegate(), .adLoaded(format: request.format)) { loaded($0, ad) }
            }
        } failed: { [context] code, message in
            let error = BigoAdError(errorCode: Int32(code), errorMsg: message)
            context.call(delegate(), .adLoadError(format: request.format, code: code)) { failed($0, error) }
        }
    }
}

public final class BigoBannerAdLoader: BigoAdLoader {
    public weak var delegate: (any BigoBannerAdLoaderDelegate)?

    public init(bannerAdLoaderDelegate: any BigoBannerAdLoaderDelegate) {
        delegate = bannerAdLoaderDelegate
        super.init(typeName: "BigoBannerAdLoader")
    }

    public func loadAd(_ request: BigoBannerAdRequest) {
        load(.banner, request, adSizes: request.adSizes, to: { [self] in delegate }, make: BigoBannerAd.init) {
            $0.onBannerAdLoaded($1)
        } failed: {
            $0.onBannerAdLoadError($1)
        }
    }
}

public final class BigoInterstitialAdLoader: BigoAdLoader {
    public weak var delegate: (any BigoInterstitialAdLoaderDelegate)?

    public init(interstitialAdLoaderDelegate: any BigoInterstitialAdLoaderDelegate) {
        delegate = interstitialAdLoaderDelegate
        super.init(typeName: "BigoInterstitialAdLoader")
    }

    public func loadAd(_ request: BigoInterstitialAdRequest) {
        load(.interstitial, request, to: { [self] in delegate }, make: BigoInterstitialAd.init) {
            $0.onInterstitialAdLoaded($1)
        } failed: {
            $0.onInterstitialAdLoadError($1)
        }
    }
}

public final class BigoRewardVideoAdLoader: BigoAdLoader {
    public weak var delegate: (any BigoRewardVideoAdLoaderDelegate)?

    public init(rewardVideoAdLoaderDelegate: any BigoRewardVideoAdLoaderDelegate) {
        delegate = rewardVideoAdLoaderDelegate
        super.init(typeName: "BigoRewardVideoAdLoader")
    }

    public func loadAd(_ request: BigoRewardVideoAdRequest) {
        load(.rewardVideo, request, to: { [self] in delegate }, make: BigoRewardVideoAd.init) {
            $0.onRewardVideoAdLoaded($1)
        } failed: {
            $0.onRewardVideoAdLoadError($1)
        }
    }
}

public final class BigoSplashAdLoader: BigoAdLoader {
    public weak var delegate: (any BigoSplashAdLoaderDelegate)?

    public init(splashAdLoaderDelegate: any BigoSplashAdLoaderDelegate) {
        delegate = splashAdLoaderDelegate
        super.init(typeName: "BigoSplashAdLoader")
    }

    public func loadAd(_ request: BigoSplashAdRequest) {
        load(.splash, request, to: { [self] in delegate }, make: BigoSplashAd.init) {
            $0.onSplashAdLoaded($1)
        } failed: {
            $0.onSplashAdLoadError($1)
        }
    }
}

public final class BigoNativeAdLoader: BigoAdLoader {
    public weak var delegate: (any BigoNativeAdLoaderDelegate)?

    public init(nativeAdLoaderDelegate: any BigoNativeAdLoaderDelegate) {
        delegate = nativeAdLoaderDelegate
        super.init(typeName: "BigoNativeAdLoader")
    }

    public func loadAd(_ request: BigoNativeAdRequest) {
        load(.native, request, to: { [self] in delegate }, make: BigoNativeAd.init) {
            $0.onNativeAdLoaded($1)
        } failed: {
            $0.onNativeAdLoadError($1)
        }
    }
}
