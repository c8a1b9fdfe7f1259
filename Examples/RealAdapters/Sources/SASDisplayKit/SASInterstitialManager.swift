import NeutralUI

public protocol SASInterstitialManagerDelegate: AnyObject {
    func interstitialManager(_ interstitialManager: SASInterstitialManager, didLoadWith adInfo: SASAdInfo)
    func interstitialManager(_ interstitialManager: SASInterstitialManager, didFailToLoad error: any Error)
    func interstitialManagerDidShow(_ interstitialManager: SASInterstitialManager)
    func interstitialManagerDidClose(_ interstitialManager: SASInterstitialManager)
    func interstitialManagerClicked(_ interstitialManager: SASInterstitialManager)
}

extension SASInterstitialManagerDelegate {
    public func interstitialManagerDidShow(_ interstitialManager: SASInterstitialManager) {}
    public func interstitialManagerDidClose(_ interstitialManager: SASInterstitialManager) {}
    public func interstitialManagerClicked(_ interstitialManager: SASInterstitialManager) {}
}

/// `SASInterstitialManager`: loads one interstitial and shows it once.
public final class SASInterstitialManager {
    static let screenName = "SASInterstitial"

    private let loading = SASLoad(for: "SASInterstitialManager")
    private let placement: SASAdPlacement
    private let fullScreen = StandInFullScreen<SASNetwork>()
    public weak var delegate: (any SASInterstitialManagerDelegate)?
    public private(set) var adStatus = SASAdStatus.notAvailable

    public init(adPlacement: SASAdPlacement) {
        placement = adPlacement
    }

    private var context: SASContext { loading.context }

    public func loadAd() {
        adStatus = .loading
        loading.load(.interstitial, placement) { [weak self] info, _ in
            guard let self else { return }
            adStatus = .ready
            context.call(delegate, .interstitialDidLoad) { $0.interstitialManager(self, didLoadWith: info) }
        } failed: { [weak self] code, error in
            guard let self else { return }
            adStatus = .notAvailable
            context.call(delegate, .interstitialDidFailToLoad(code: code)) { $0.interstitialManager(self, didFailToLoad: error) }
        }
    }

    /// Shows the ad when it is ready; does nothing otherwise.
    public func show(from viewController: ViewController) {
        guard adStatus == .ready else { return }
        adStatus = .showing
        fullScreen.open(Self.screenName, in: context, title: .shown(loading.creative?.title)) { [weak self] in
            guard let self else { return }
            context.click()
            context.call(delegate, .interstitialManagerClicked) { $0.interstitialManagerClicked(self) }
        } closeTapped: { [weak self] in
            self?.closed()
        }
        .present(from: viewController, namingPresenter: false) { [weak self] in
            guard let self else { return }
            context.call(delegate, .interstitialManagerDidShow) { $0.interstitialManagerDidShow(self) }
        }
    }

    private func closed() {
        guard fullScreen.close() else { return }
        adStatus = .notAvailable
        context.call(delegate, .interstitialManagerDidClose) { $0.interstitialManagerDidClose(self) }
    }
}
