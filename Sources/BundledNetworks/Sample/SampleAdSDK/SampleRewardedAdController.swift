import NeutralUI

/// The rewarded ad's screen: a countdown from 10, one tick a second, each showing the new count;
/// at 0 ("0" shown briefly: `countdownTimer:` in Google's googleads-mobile-ios-mediation
/// example/SDK/SampleRewardedAdController.m sets it, then `handleCountdownFinished` replaces it)
/// the close button appears, the label shows the reward, the user earns it and taps on the screen
/// open the advertiser's page.
final class SampleRewardedAdController: SampleCountdownController {
    private let ad: SampleRewardedAd
    private weak var delegate: (any SampleRewardedAdDelegate)?

    init(ad: SampleRewardedAd, delegate: (any SampleRewardedAdDelegate)?) {
        self.ad = ad
        self.delegate = delegate
        super.init(name: "SampleRewardedAdController", start: 10, context: ad.context)
    }

    override func viewDidAppear() {
        context.call(delegate, .rewardedAdDidPresent) { $0.rewardedAdDidPresent(ad) }
    }

    override func tick(_ counter: Int) -> Bool {
        showText(String(counter))
        guard counter <= 0 else { return true }
        showCloseButton()
        let amount = ad.reward
        showText("Rewarded with reward amount \(amount)")
        context.call(delegate, .rewardedAdUserDidEarnReward(amount: amount)) {
            $0.rewardedAd(ad, userDidEarnReward: amount)
        }
        view.addTapHandler { [weak self] in self?.context.open(sampleClickURL) }
        return false
    }

    override func closeTapped() {
        context.call(delegate, .rewardedAdDidDismiss) { $0.rewardedAdDidDismiss(ad) }
        dismissScreen()
    }
}
