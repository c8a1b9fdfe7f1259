import NeutralUI

/// The rewarded ad's screen: a countdown from 10, one tick a second; at 0 the reward is earned,
/// the close button appears and taps on the screen open the advertiser's page.
final class SampleRewardedAdController: ViewController {
    private let ad: SampleRewardedAd
    private weak var delegate: (any SampleRewardedAdDelegate)?
    private let countLabel = Label()
    private let closeButton = Button(title: "X") {}
    private var counter = 10
    private var context: SampleSDKContext { ad.context }

    init(ad: SampleRewardedAd, delegate: (any SampleRewardedAdDelegate)?) {
        self.ad = ad
        self.delegate = delegate
        super.init()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "SampleRewardedAdController"
        countLabel.isTextCentered = true
        countLabel.accessibilityIdentifier = "count"
        countLabel.text = String(counter)
        view.addSubview(countLabel)
        closeButton.addTapHandler { [weak self] in self?.closeTapped() }
        closeButton.accessibilityIdentifier = "close"
        closeButton.isHidden = true
        view.addSubview(closeButton)
        context.repeatEverySecond { [weak self] in self?.tick() ?? false }
    }

    override func viewDidAppear() {
        context.call(delegate, .rewardedAdDidPresent) { $0.rewardedAdDidPresent(ad) }
    }

    private func tick() -> Bool {
        counter -= 1
        guard counter <= 0 else {
            context.setText(String(counter), on: countLabel, named: "SampleRewardedAdController")
            return true
        }
        closeButton.isHidden = false
        context.perform(.closeButtonShown(controller: "SampleRewardedAdController"))
        let amount = ad.reward
        context.setText("Rewarded with reward amount \(amount)", on: countLabel, named: "SampleRewardedAdController")
        context.call(delegate, .rewardedAdUserDidEarnReward(amount: amount)) {
            $0.rewardedAd(ad, userDidEarnReward: amount)
        }
        view.addTapHandler { [weak self] in self?.context.open(sampleClickURL) }
        return false
    }

    private func closeTapped() {
        context.call(delegate, .rewardedAdDidDismiss) { $0.rewardedAdDidDismiss(ad) }
        context.perform(.dismissed("SampleRewardedAdController"))
        dismiss()
    }
}
