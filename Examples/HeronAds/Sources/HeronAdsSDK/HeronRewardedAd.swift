import NeutralUI

/// A rewarded video ad. The app loads one with a completion closure and hears what happens to it
/// through the `on…` closures it sets; there is no delegate.
///
/// A loaded ad stays usable for ``HeronSDK/rewardedExpiry`` (60 s) on the world's clock: shown
/// later, it fails with ``HeronError/adExpired``. It shows once. Its video plays for
/// ``HeronSDK/rewardedVideoDuration``; at the end the user earns the reward and the close button
/// appears. A tap on the video opens the advertiser's page and the ad stays on screen.
///
/// ```swift
/// HeronRewardedAd.load(placementID: "daily-bonus") { result in
///     guard case .success(let ad) = result else { return }
///     ad.onReward = { reward in print("earned \(reward)") }
///     ad.onDismiss = { print("closed") }
///     ad.show(from: viewController)
/// }
/// ```
public final class HeronRewardedAd {
    /// The name of the ad's screen in effects.
    static let screenName = "HeronRewardedAd"

    public let placementID: String
    public let reward: HeronReward
    /// Loaded, not shown and not expired.
    public var isReady: Bool { state == .ready }

    /// The ad's screen has appeared; Heron counts its impression here.
    public var onShow: (() -> Void)?
    /// ``show(from:)`` could not show the ad.
    public var onShowFailure: ((HeronError) -> Void)?
    /// The user tapped the video; the SDK opened the advertiser's page.
    public var onClick: (() -> Void)?
    /// The video played to its end: the user earned ``reward``.
    public var onReward: ((HeronReward) -> Void)?
    /// The user closed the ad.
    public var onDismiss: (() -> Void)?

    private enum State { case ready, expired, shown }
    private var state = State.ready
    private let title: String
    private var screen: ViewController?
    private let context: HeronContext

    private init(placementID: String, creative: HeronRewardedCreative, context: HeronContext) {
        self.placementID = placementID
        self.reward = creative.reward
        self.title = creative.title
        self.context = context
        context.after(HeronSDK.rewardedExpiry) { [weak self] in self?.expire() }
    }

    /// Asks the network for a rewarded ad and calls `completion` once with it, or with why there
    /// is none. An empty placement fails with ``HeronError/invalidPlacement`` on the next turn of
    /// the clock, without a request.
    public static func load(
        placementID: String, isTestMode: Bool = false,
        completion: @escaping (Result<HeronRewardedAd, HeronError>) -> Void
    ) {
        let context = HeronContext(for: "HeronRewardedAd")
        let request = HeronRequest(placementID: placementID, format: .rewarded, isTest: isTestMode)
        context.load(request, completion: completion, loaded: .rewardedLoaded, failed: { .rewardedLoadFailed(error: $0) }) { answer in
            guard case .rewarded(let creative) = answer else { return nil }
            return HeronRewardedAd(placementID: placementID, creative: creative, context: context)
        }
    }

    /// Shows the ad full screen over `viewController`, or calls ``onShowFailure`` with why not:
    /// expired, already shown, or `viewController` busy presenting another screen.
    public func show(from viewController: ViewController) {
        switch state {
        case .expired: return failToShow(.adExpired)
        case .shown: return failToShow(.alreadyShown)
        case .ready: break
        }
        let screen = makeScreen()
        guard viewController.present(screen, completion: { [weak self] in self?.appeared() }) else {
            return failToShow(.cannotPresent)
        }
        state = .shown
        self.screen = screen
        context.perform(.presented(Self.screenName))
    }

    private func makeScreen() -> ViewController {
        let view = View(frame: Rect(width: 320, height: 640))
        let caption = Label(frame: Rect(y: 280, width: 320, height: 80))
        caption.text = title
        view.addSubview(caption)
        let close = Button(title: "×", frame: Rect(x: 280, width: 40, height: 40)) { [weak self] in self?.closed() }
        close.accessibilityIdentifier = "close"
        close.isHidden = true
        view.addSubview(close)
        view.addTapHandler { [weak self] in self?.clicked() }
        return ViewController(view: view)
    }

    private func appeared() {
        context.call(onShow, .rewardedShown)
        context.after(HeronSDK.rewardedVideoDuration) { [weak self] in self?.videoCompleted() }
    }

    private func videoCompleted() {
        guard let close = screen?.view.first(identifiedBy: "close") else { return }
        context.call(onReward, .rewardedEarned(reward: reward), with: reward)
        close.isHidden = false
        context.perform(.closeButtonShown(Self.screenName))
    }

    private func clicked() {
        context.openClickURL()
        context.call(onClick, .rewardedClicked)
    }

    private func closed() {
        guard let screen else { return }
        self.screen = nil
        screen.dismiss()
        context.perform(.dismissed(Self.screenName))
        context.call(onDismiss, .rewardedDismissed)
    }

    private func expire() {
        guard state == .ready else { return }
        state = .expired
        context.log("Rewarded ad for \(placementID) expired.")
    }

    private func failToShow(_ error: HeronError) {
        context.log("show(from:) failed: \(error.message)")
        context.call(onShowFailure, .rewardedShowFailed(error: error), with: error)
    }
}
