import AdWorld
import NeutralUI

/// What every Moloco ad is.
public protocol MolocoAd: AnyObject {
    var isReady: Bool { get }
    func load(bidResponse: String)
}

/// Told what an ad does (the methods every Moloco delegate has).
public protocol MolocoAdDelegate: AnyObject {
    func didLoad(ad: any MolocoAd)
    func failToLoad(ad: any MolocoAd, with error: (any Error)?)
    func didShow(ad: any MolocoAd)
    func failToShow(ad: any MolocoAd, with error: (any Error)?)
    func didHide(ad: any MolocoAd)
    func didClick(on ad: any MolocoAd)
}

public protocol MolocoBannerDelegate: MolocoAdDelegate {}
public protocol MolocoInterstitialDelegate: MolocoAdDelegate {}

public protocol MolocoRewardedDelegate: MolocoAdDelegate {
    func userRewarded(ad: any MolocoAd)
    func rewardedVideoStarted(ad: any MolocoAd)
    func rewardedVideoCompleted(ad: any MolocoAd)
}

public protocol MolocoNativeAdDelegate: MolocoAdDelegate {
    func didHandleClick(ad: any MolocoAd)
    func didHandleImpression(ad: any MolocoAd)
}

extension MolocoNativeAdDelegate {
    public func didHandleClick(ad: any MolocoAd) {}
    public func didHandleImpression(ad: any MolocoAd) {}
}

/// The load every format shares: a non-empty bid response loads, an empty one fails, after
/// ``Moloco/latency`` on the world's clock.
final class MolocoLoad {
    let params: MolocoCreateAdParams
    let world: World
    private(set) var isLoaded = false

    init(params: MolocoCreateAdParams, world: World) {
        self.params = params
        self.world = world
    }

    func load(_ bidResponse: String, loaded: @escaping () -> Void, failed: @escaping ((any Error)?) -> Void) {
        world.schedule(after: Moloco.latency) { [self] in
            if bidResponse.isEmpty {
                failed(MolocoError.make(code: 2, "The bid response is empty."))
            } else {
                isLoaded = true
                loaded()
            }
        }
    }
}

/// A banner size: fixed, or adaptive to a width.
public enum MolocoBannerAdSize: Equatable, Sendable {
    case standard
    case mrec
    case anchoredAdaptive(width: Int)
    case inlineAdaptive(width: Int)

    var rect: Rect {
        switch self {
        case .standard: Rect(width: 320, height: 50)
        case .mrec: Rect(width: 300, height: 250)
        case .anchoredAdaptive(let width): Rect(width: Double(width), height: 60)
        case .inlineAdaptive(let width): Rect(width: Double(width), height: 100)
        }
    }
}

/// A banner view: shows once loaded, counts its impression then, clicks when tapped.
public final class MolocoBannerAdView: View, MolocoAd {
    private let loading: MolocoLoad
    public weak var delegate: (any MolocoBannerDelegate)?
    public var isReady: Bool { loading.isLoaded }

    init(params: MolocoCreateAdParams, size: MolocoBannerAdSize, world: World) {
        loading = MolocoLoad(params: params, world: world)
        super.init(frame: size.rect)
        addTapHandler { [weak self] in
            guard let self, isReady else { return }
            loading.world.application.open("https://moloco.example/click")
            delegate?.didClick(on: self)
        }
    }

    public func load(bidResponse: String) {
        loading.load(bidResponse) { [weak self] in
            guard let self else { return }
            delegate?.didLoad(ad: self)
            delegate?.didShow(ad: self)
        } failed: { [weak self] error in
            guard let self else { return }
            delegate?.failToLoad(ad: self, with: error)
        }
    }
}
