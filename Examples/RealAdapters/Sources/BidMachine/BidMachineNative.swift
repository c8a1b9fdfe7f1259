import NeutralUI

/// The views an app hands a native ad to fill and track (`BidMachineNativeAdRendering`).
public protocol BidMachineNativeAdRendering: AnyObject {
    var titleLabel: Label? { get }
    var callToActionLabel: Label? { get }
    var descriptionLabel: Label? { get }
    var iconView: ImageView? { get }
    var mediaContainerView: View? { get }
    var adChoiceView: View? { get }
}

/// The assets whose views click (`registerAssetsForInteraction(_:)` takes their raw values).
public enum BidMachineNativeAdRenderingAssetType: Int, Sendable, CaseIterable {
    case titleLabel = 0
    case callToActionLabel
    case descriptionLabel
    case iconView
    case mediaContainerView
    case adChoiceView
}

/// `BidMachineNative`: the assets, and the app's views it fills and tracks once presented.
public final class BidMachineNative: BidMachineAdProtocol {
    let core: BidMachineAdCore
    private var clickable: Set<Int> = []
    private var taps = StandInTaps()

    public var controller: ViewController?
    public var delegate: (any BidMachineAdDelegate)? {
        get { core.delegate }
        set { core.delegate = newValue }
    }
    public var rendererConfiguration: BidMachineRendererConfiguration { core.rendererConfiguration }
    public var canShow: Bool { core.isLoaded }

    public var title: String? { core.creative.title }
    public var body: String? { core.creative.body }
    public var cta: String? { core.creative.cta }
    /// The icon's URL.
    public var icon: String? { core.creative.iconURL }
    /// The main image's URL.
    public var main: String? { core.creative.mainImageURL }
    public var isVideo: Bool { core.creative.isVideo }

    init(creative: BidMachineCreative, format: PlacementFormat, context: BidMachineContext) {
        core = BidMachineAdCore(creative: creative, format: format, context: context)
    }

    public func loadAd() {
        core.load(self)
    }

    /// Which assets click, by ``BidMachineNativeAdRenderingAssetType`` raw value; nil: all.
    public func registerAssetsForInteraction(_ assets: [Int]?) {
        clickable = Set(assets ?? BidMachineNativeAdRenderingAssetType.allCases.map(\.rawValue))
    }

    /// Fills `rendering`'s labels, makes the registered assets' views click, and counts the
    /// impression once `view` has been shown for ``BidMachineAdCore/impressionDelay``. Throws
    /// when the ad has not loaded.
    public func presentAd(_ view: View, _ rendering: any BidMachineNativeAdRendering) throws {
        guard core.isLoaded else { throw BidMachineNetwork.error(code: 109, "The native ad has not loaded.") }
        rendering.titleLabel?.text = core.creative.title
        rendering.descriptionLabel?.text = core.creative.body
        rendering.callToActionLabel?.text = core.creative.cta
        taps.removeAll()
        let views: [(BidMachineNativeAdRenderingAssetType, View?)] = [
            (.titleLabel, rendering.titleLabel), (.callToActionLabel, rendering.callToActionLabel),
            (.descriptionLabel, rendering.descriptionLabel), (.iconView, rendering.iconView),
            (.mediaContainerView, rendering.mediaContainerView), (.adChoiceView, rendering.adChoiceView),
        ]
        for case let (asset, view?) in views where clickable.contains(asset.rawValue) {
            taps.add(view) { [weak self] in
                guard let self else { return }
                core.clicked(self)
            }
        }
        core.context.after(BidMachineAdCore.impressionDelay) { [weak self] in
            guard let self else { return }
            core.impression(self)
        }
    }
}
