import Mediation
import NeutralUI

extension HostHarness {
    var credentials: MediationCredentials {
        MediationCredentials(settings: scenario.parameter.map { ["parameter": $0] } ?? [:], format: mediationFormat)
    }

    private var mediationFormat: AdFormat { scenario.format.mediationFormat }

    /// Records a completion and hands back the recorder as the event delegate when there is an ad.
    private func complete<Ad>(_ ad: Ad?, _ error: MediationError?, summary: (Ad) -> AdSummary) -> HostEventRecorder? {
        if let ad {
            recorder.record(.loadCompleted(.ad(summary(ad))))
            return recorder
        }
        recorder.record(.loadCompleted(error.map { .error(ErrorSummary($0)) } ?? .empty))
        return nil
    }

    func load() {
        let isTest = scenario.isTestRequest
        switch scenario.format {
        case .banner:
            let size = scenario.adSize ?? AdSize.banner.size
            let configuration = MediationBannerAdConfiguration(credentials: credentials, isTestRequest: isTest, adSize: AdSize(size: size))
            adapter?.loadBanner(for: configuration) { [self] ad, error in
                if let ad { bannerAd = ad }
                return complete(ad, error) { .banner(BannerSummary(size: $0.view.frame.size, text: ($0.view as? Label)?.text)) }
            }
        case .interstitial:
            adapter?.loadInterstitial(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] ad, error in
                if let ad { fullScreenAd = .interstitial(ad) }
                return complete(ad, error) { _ in .fullScreen }
            }
        case .rewarded, .rewardedInterstitial:
            let configuration = MediationRewardedAdConfiguration(credentials: credentials, isTestRequest: isTest)
            let handler: MediationRewardedLoadCompletionHandler = { [self] ad, error in
                if let ad { fullScreenAd = .rewarded(ad) }
                return complete(ad, error) { _ in .fullScreen }
            }
            if scenario.format == .rewarded {
                adapter?.loadRewardedAd(for: configuration, completionHandler: handler)
            } else {
                adapter?.loadRewardedInterstitialAd(for: configuration, completionHandler: handler)
            }
        case .appOpen:
            adapter?.loadAppOpenAd(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] ad, error in
                if let ad { fullScreenAd = .appOpen(ad) }
                return complete(ad, error) { _ in .fullScreen }
            }
        case .native:
            let configuration = MediationNativeAdConfiguration(
                credentials: credentials, isTestRequest: isTest, options: scenario.loaderOptions?.mediationOptions ?? [])
            adapter?.loadNativeAd(for: configuration) { [self] ad, error in
                if let ad {
                    nativeAd = ad
                    handlesUserClicks = ad.handlesUserClicks
                    handlesUserImpressions = ad.handlesUserImpressions
                }
                return complete(ad, error) {
                    .native(NativeAssets($0, handlesUserClicks: $0.handlesUserClicks, handlesUserImpressions: $0.handlesUserImpressions))
                }
            }
        case .nativeLegacy, .nativeSelfTracking:
            guard let customEvent else { return }
            customEvent.delegate = self
            // In Objective-C the server parameter may be nil; the Swift API takes a String, so a
            // scenario without a parameter passes "" and spec §5's "native legacy / nil unit" row
            // cannot happen here (the Sample loader then asks with an empty ad unit).
            customEvent.requestNativeAd(
                withParameter: scenario.parameter ?? "", request: CustomEventRequest(isTesting: isTest),
                adTypes: [.native], options: scenario.loaderOptions?.mediationOptions ?? [], rootViewController: root)
        case .customNative:
            let loader = CustomNativeAdLoader(adUnitID: scenario.parameter ?? "", rootViewController: root, adTypes: [.customNative])
            loader.delegate = self
            customNativeLoader = loader
            loader.load(AdRequest(isTestRequest: isTest))
        }
    }
}

extension HostHarness: CustomEventNativeAdDelegate {
    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd,
                             didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd) {
        nativeAd = mediatedUnifiedNativeAd
        handlesUserClicks = customEventNativeAd.handlesUserClicks
        handlesUserImpressions = customEventNativeAd.handlesUserImpressions
        recorder.record(.loadCompleted(.ad(.native(NativeAssets(
            mediatedUnifiedNativeAd, handlesUserClicks: handlesUserClicks, handlesUserImpressions: handlesUserImpressions)))))
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: MediationError) {
        recorder.record(.loadCompleted(.error(ErrorSummary(error))))
    }
}

extension HostHarness: CustomNativeAdLoaderDelegate {
    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String] {
        scenario.customNative?.formatIDs ?? Scenario.CustomNativeSettings().formatIDs
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd) {
        self.customNativeAd = customNativeAd
        customNativeAd.delegate = recorder
        recorder.record(.loadCompleted(.ad(.customNative(CustomNativeSummary(customNativeAd)))))
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {
        recorder.record(.loadCompleted(.error(ErrorSummary(error))))
    }
}
