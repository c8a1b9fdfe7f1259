import NeutralUI

/// `BidMachineBanner`: a banner view. Once loaded it shows its title, counts its impression
/// after ``BidMachineAdCore/impressionDelay`` and opens the advertiser's page when tapped.
public final class BidMachineBanner: View, BidMachineAdProtocol {
    let core: BidMachineAdCore
    /// Where the banner presents its screens from.
    public var controller: ViewController?
    public var delegate: (any BidMachineAdDelegate)? {
        get { core.delegate }
        set { core.delegate = newValue }
    }
    public var rendererConfiguration: BidMachineRendererConfiguration { core.rendererConfiguration }
    public var canShow: Bool { core.isLoaded }

    init(creative: BidMachineCreative, format: PlacementFormat, context: BidMachineContext) {
        core = BidMachineAdCore(creative: creative, format: format, context: context)
        let size: Rect =
            switch format {
            case .banner300x250: Rect(width: 300, height: 250)
            case .banner728x90: Rect(width: 728, height: 90)
            default: Rect(width: 320, height: 50)
            }
        super.init(frame: size)
    }

    public func loadAd() {
        core.load(self)
        core.context.after(0) { [weak self] in self?.rendered() }
    }

    private func rendered() {
        core.context.addTitle(core.creative.title, to: self, tellingAs: "BidMachineBanner")
        addTapHandler { [weak self] in
            guard let self else { return }
            core.clicked(self)
        }
        core.context.after(BidMachineAdCore.impressionDelay) { [weak self] in
            guard let self else { return }
            core.impression(self)
        }
    }
}
