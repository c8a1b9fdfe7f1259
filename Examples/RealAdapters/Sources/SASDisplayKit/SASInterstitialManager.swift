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
    private let loading = SASLoad()
    private let placement: SASAdPlacement
    private var screen: ViewController?
    public weak var delegate: (any SASInterstitialManagerDelegate)?
    public private(set) var adStatus = SASAdStatus.notAvailable

    public init(adPlacement: SASAdPlacement) {
        placement = adPlacement
    }

    public func loadAd() {
        adStatus = .loading
        loading.load(placement) { [weak self] info in
            guard let self else { return }
            adStatus = .ready
            delegate?.interstitialManager(self, didLoadWith: info)
        } failed: { [weak self] error in
            guard let self else { return }
            adStatus = .notAvailable
            delegate?.interstitialManager(self, didFailToLoad: error)
        }
    }

    public func show(from viewController: ViewController) {
        guard adStatus == .ready else { return }
        adStatus = .showing
        let view = View(frame: Rect(width: 320, height: 640))
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        view.addSubview(close)
        view.addTapHandler { [weak self] in
            guard let self else { return }
            loading.click()
            delegate?.interstitialManagerClicked(self)
        }
        let screen = ViewController(view: view)
        self.screen = screen
        viewController.present(screen) { [weak self] in
            guard let self else { return }
            delegate?.interstitialManagerDidShow(self)
        }
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        adStatus = .notAvailable
        delegate?.interstitialManagerDidClose(self)
    }
}
