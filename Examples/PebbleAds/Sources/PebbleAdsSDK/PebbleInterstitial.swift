import NeutralUI

/// Told what a ``PebbleInterstitial`` did.
public protocol PebbleInterstitialDelegate: AnyObject {
    func pebbleInterstitialDidLoad(_ interstitial: PebbleInterstitial)
    func pebbleInterstitial(_ interstitial: PebbleInterstitial, didFailWith error: PebbleError)
    /// The ad is about to appear.
    func pebbleInterstitialWillShow(_ interstitial: PebbleInterstitial)
    /// The ad has finished appearing; Pebble counts its impression here.
    func pebbleInterstitialDidShow(_ interstitial: PebbleInterstitial)
    /// A video ad played to its end; only now can the user close it. Optional.
    func pebbleInterstitialVideoDidComplete(_ interstitial: PebbleInterstitial)
    /// The user tapped the ad; the SDK has opened the advertiser's page and the ad stays on screen.
    func pebbleInterstitialWasClicked(_ interstitial: PebbleInterstitial)
    func pebbleInterstitialDidDismiss(_ interstitial: PebbleInterstitial)
}

extension PebbleInterstitialDelegate {
    public func pebbleInterstitialVideoDidComplete(_ interstitial: PebbleInterstitial) {}
}

/// A full-screen ad, shown once. A static ad shows its close button at once; a video ad plays
/// for ``PebbleSDK/videoDuration`` first and shows it only then.
///
/// ```swift
/// let interstitial = PebbleInterstitial(placementID: "level-end")
/// interstitial.delegate = self
/// interstitial.loadAd()
/// // later, once the delegate heard did-load:
/// if interstitial.isReady { interstitial.show(from: viewController) }
/// ```
public final class PebbleInterstitial {
    /// The name of the ad's screen in effects.
    static let screenName = "PebbleInterstitial"

    public let placementID: String
    public var isTestMode = false
    public weak var delegate: (any PebbleInterstitialDelegate)?
    /// Loaded and not yet shown.
    public private(set) var isReady = false
    /// The creative loaded, if any.
    public private(set) var creative: PebbleCreative?
    private var shownText = ""
    private var screen: ViewController?
    private let context = PebbleContext(for: "PebbleInterstitial")

    public init(placementID: String) {
        self.placementID = placementID
    }

    /// Asks the network for an ad. An empty placement fails with `invalidPlacement` on the next
    /// turn of the clock, without a request.
    public func loadAd() {
        guard !placementID.isEmpty else {
            context.log("Interstitial load failed: \(PebbleError.invalidPlacement.message)")
            context.after(0) { [weak self] in self?.failed(.invalidPlacement) }
            return
        }
        let request = PebbleRequest(placementID: placementID, format: .interstitial, isTest: isTestMode)
        context.log("Requesting \(request)")
        context.fetch(request) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .fill(let creative):
                self.creative = creative
                shownText = PebbleContext.text(of: creative, test: request.isTest)
                isReady = true
                context.call(delegate, .interstitialDidLoad) { $0.pebbleInterstitialDidLoad(self) }
            case .failure(let error):
                failed(error)
            }
        }
    }

    /// Shows the ad over `viewController`. Does nothing but log when the ad is not ready (not
    /// loaded, or already shown) or `viewController` is already presenting a screen.
    public func show(from viewController: ViewController) {
        guard isReady, let creative else {
            context.log("show(from:) ignored: the interstitial is not ready.")
            return
        }
        guard viewController.presentedViewController == nil else {
            context.log("show(from:) ignored: the view controller is already presenting a screen.")
            return
        }
        isReady = false
        context.call(delegate, .interstitialWillShow) { $0.pebbleInterstitialWillShow(self) }
        let screen = makeScreen(for: creative)
        self.screen = screen
        viewController.present(screen) { [weak self] in self?.appeared() }
        context.perform(.presented(Self.screenName))
    }

    private func makeScreen(for creative: PebbleCreative) -> ViewController {
        let view = View(frame: Rect(width: 320, height: 640))
        let headline = Label(frame: Rect(y: 280, width: 320, height: 80))
        headline.isTextCentered = true
        view.addSubview(headline)
        context.show(shownText, on: headline, in: Self.screenName)
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = View.closeButtonIdentifier
        close.isHidden = creative.isVideo
        view.addSubview(close)
        view.addTapHandler { [weak self] in self?.clicked() }
        return ViewController(view: view)
    }

    private func appeared() {
        context.call(delegate, .interstitialDidShow) { $0.pebbleInterstitialDidShow(self) }
        guard creative?.isVideo == true else { return }
        context.after(PebbleSDK.videoDuration) { [weak self] in self?.videoCompleted() }
    }

    private func videoCompleted() {
        guard let close = screen?.view.first(identifiedBy: View.closeButtonIdentifier) else { return }
        close.isHidden = false
        context.perform(.closeButtonShown(Self.screenName))
        context.call(delegate, .interstitialVideoDidComplete) { $0.pebbleInterstitialVideoDidComplete(self) }
    }

    private func clicked() {
        context.openClickURL()
        context.call(delegate, .interstitialWasClicked) { $0.pebbleInterstitialWasClicked(self) }
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        context.perform(.dismissed(Self.screenName))
        context.call(delegate, .interstitialDidDismiss) { $0.pebbleInterstitialDidDismiss(self) }
    }

    private func failed(_ error: PebbleError) {
        context.call(delegate, .interstitialDidFail(error: error)) { $0.pebbleInterstitial(self, didFailWith: error) }
    }
}
