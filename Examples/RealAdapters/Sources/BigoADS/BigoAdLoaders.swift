/// What the five loaders share: one load at a time, through the world's ``BigoSeam``, answered
/// on the loader's delegate with the ad or Bigo's error.
public class BigoAdLoader {
    /// The mediation's description of itself (JSON), sent with each request.
    public var ext: String?
    let context: BigoContext

    init(typeName: String) {
        context = BigoContext(for: typeName)
    }

    func load(_ request: BigoRequest, loaded: @escaping (BigoCreative) -> Void, failed: @escaping (BigoAdError) -> Void) {
        context.log("Loading \(request)")
        context.load(request) { creative in
            loaded(creative)
            if creative.loadedTwice == true { loaded(creative) }
        } failed: { code, message in
            failed(BigoAdError(errorCode: Int32(code), errorMsg: message))
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
        load(request.request(.banner, ext: ext ?? "", adSizes: request.adSizes)) { [self] creative in
            let ad = BigoBannerAd(creative: creative, context: context)
            context.call(delegate, .adLoaded(format: .banner)) { $0.onBannerAdLoaded(ad) }
        } failed: { [self] error in
            context.call(delegate, .adLoadError(format: .banner, code: Int(error.errorCode))) { $0.onBannerAdLoadError(error) }
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
        load(request.request(.interstitial, ext: ext ?? "")) { [self] creative in
            let ad = BigoInterstitialAd(creative: creative, context: context)
            context.call(delegate, .adLoaded(format: .interstitial)) { $0.onInterstitialAdLoaded(ad) }
        } failed: { [self] error in
            context.call(delegate, .adLoadError(format: .interstitial, code: Int(error.errorCode))) { $0.onInterstitialAdLoadError(error) }
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
        load(request.request(.rewardVideo, ext: ext ?? "")) { [self] creative in
            let ad = BigoRewardVideoAd(creative: creative, context: context)
            context.call(delegate, .adLoaded(format: .rewardVideo)) { $0.onRewardVideoAdLoaded(ad) }
        } failed: { [self] error in
            context.call(delegate, .adLoadError(format: .rewardVideo, code: Int(error.errorCode))) { $0.onRewardVideoAdLoadError(error) }
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
        load(request.request(.splash, ext: ext ?? "")) { [self] creative in
            let ad = BigoSplashAd(creative: creative, context: context)
            context.call(delegate, .adLoaded(format: .splash)) { $0.onSplashAdLoaded(ad) }
        } failed: { [self] error in
            context.call(delegate, .adLoadError(format: .splash, code: Int(error.errorCode))) { $0.onSplashAdLoadError(error) }
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
        load(request.request(.native, ext: ext ?? "")) { [self] creative in
            let ad = BigoNativeAd(creative: creative, context: context)
            context.call(delegate, .adLoaded(format: .native)) { $0.onNativeAdLoaded(ad) }
        } failed: { [self] error in
            context.call(delegate, .adLoadError(format: .native, code: Int(error.errorCode))) { $0.onNativeAdLoadError(error) }
        }
    }
}
