import AdWorld
import Foundation
import NeutralUI

/// What every Moloco ad is (an Objective-C protocol in the SDK, so a test's fake can be one).
public protocol MolocoAd: AnyObject {
    var isReady: Bool { get }
    func load(bidResponse: String)
    /// Lets go of the ad: it is no longer ready.
    func destroy()
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

/// The load every format shares: the bid response, through ``MolocoSeam``.
typealias MolocoLoad = StandInLoad<MolocoNetwork, MolocoCreative>

extension StandInLoad where Network == MolocoNetwork {
    /// Loads the ad `bidResponse` names for the ad unit of `params` (a banner's of `size`).
    func load(
        _ format: MolocoFormat, _ params: MolocoCreateAdParams, _ bidResponse: String, size: String? = nil,
        loaded: @escaping (MolocoCreative) -> Void, failed: @escaping (Int, NSError) -> Void
    ) {
        let request = MolocoRequest(
            format: format, adUnit: params.adUnit, bidResponse: bidResponse,
            watermark: params.watermarkData?.base64EncodedString(), size: size)
        load(request, loaded: loaded, failed: failed)
    }
}

/// The SDK's viewability tracker: looks every ``visibilityCheck`` ms, for at most
/// ``visibilityWatch`` ms, whether `view` is in the app's views (the stand-in's screen: it has a
/// superview), and hands each look to `look`, which says whether to look again.
enum MolocoViewability {
    static let visibilityCheck = 100
    static let visibilityWatch = 60_000

    static func watch(
        _ view: View, in context: MolocoContext, for remaining: Int = visibilityWatch, _ look: @escaping (_ visible: Bool) -> Bool
    ) {
        context.after(visibilityCheck) { [weak view] in
            guard let view, look(view.superview != nil), remaining > visibilityCheck else { return }
            watch(view, in: context, for: remaining - visibilityCheck, look)
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

/// A banner view: shows once loaded, counts its impression then (or, for a creative that fails
/// to show, reports `failToShow`), clicks when tapped, and has hidden (`didHide`) once its
/// viewability tracker finds it out of the app's views (the app showed another banner).
public final class MolocoBannerAdView: View, MolocoAd {
    private let loading = MolocoLoad(for: "MolocoBannerAdView")
    private let params: MolocoCreateAdParams
    private let size: MolocoBannerAdSize
    public weak var delegate: (any MolocoBannerDelegate)?
    public var isReady: Bool { loading.isLoaded }

    init(params: MolocoCreateAdParams, size: MolocoBannerAdSize) {
        self.params = params
        self.size = size
        super.init(frame: size.rect)
        addTapHandler { [weak self] in
            guard let self, isReady else { return }
            loading.context.click()
            loading.context.call(delegate, .didClick) { $0.didClick(on: self) }
        }
    }

    public func destroy() {
        loading.discard()
    }

    public func load(bidResponse: String) {
        let context = loading.context
        loading.load(.banner, params, bidResponse, size: "\(size)") { [weak self] creative in
            guard let self else { return }
            context.call(delegate, .didLoad) { $0.didLoad(ad: self) }
            if creative.failsToShow == true {
                let error = MolocoNetwork.error(code: 6, "The ad could not be shown.")
                context.call(delegate, .failToShow(code: 6)) { $0.failToShow(ad: self, with: error) }
            } else {
                context.call(delegate, .didShow) { $0.didShow(ad: self) }
                MolocoViewability.watch(self, in: context) { [weak self] visible in
                    guard let self, isReady else { return false }
                    guard !visible else { return true }
                    context.call(delegate, .didHideView) { $0.didHide(ad: self) }
                    return false
                }
            }
        } failed: { [weak self] code, error in
            guard let self else { return }
            context.call(delegate, .failToLoad(code: code)) { $0.failToLoad(ad: self, with: error) }
        }
    }
}
