import Mediation
import NeutralUI

extension HostHarness {
    var credentials: MediationCredentials {
        MediationCredentials(settings: scenario.parameter.map { ["parameter": $0] } ?? [:], format: mediationFormat)
    }

    private var mediationFormat: AdFormat { scenario.format.mediationFormat }

    /// Records load `number`'s completion and hands back its ad's own event delegate when there
    /// is an ad.
    private func complete<Ad>(load number: Int, _ ad: Ad?, _ error: MediationError?,
                              summary: (Ad) -> AdSummary) -> HostAdEventDelegate? {
        if let ad {
            recorder.record(.loadCompleted(.ad(summary(ad))), ad: number)
            return eventDelegate(forAd: number)
        }
        recorder.record(.loadCompleted(error.map { .error(ErrorSummary($0)) } ?? .empty), ad: number)
        return nil
    }

    func load() {
        loads += 1
        let number = loads
        recorder.latestLoad = number
        let isTest = scenario.isTestRequest
        switch scenario.format {
        case .banner:
            let size = scenario.adSize ?? AdSize.banner.size
            let configuration = MediationBannerAdConfiguration(credentials: credentials, isTestRequest: isTest, adSize: AdSize(size: size))
            adapter?.loadBanner(for: configuration) { [self] ad, error in
                if let ad { bannerAd = ad }
                return complete(load: number, ad, error) { .banner(BannerSummary(size: $0.view.frame.size, text: ($0.view as? Label)?.text)) }
            }
        case .interstitial:
            adapter?.loadInterstitial(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] ad, error in
                if let ad { fullScreenAd = .interstitial(ad) }
                return complete(load: number, ad, error) { _ in .fullScreen }
            }
        case .rewarded, .rewardedInterstitial:
            let configuration = MediationRewardedAdConfiguration(credentials: credentials, isTestRequest: isTest)
            let handler: MediationRewardedLoadCompletionHandler = { [self] ad, error in
                if let ad { fullScreenAd = .rewarded(ad) }
                return complete(load: number, ad, error) { _ in .fullScreen }
            }
            if scenario.format == .rewarded {
                adapter?.loadRewardedAd(for: configuration, completionHandler: handler)
            } else {
                adapter?.loadRewardedInterstitialAd(for: configuration, completionHandler: handler)
            }
        case .appOpen:
            adapter?.loadAppOpenAd(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] ad, error in
                if let ad { fullScreenAd = .appOpen(ad) }
                return complete(load: number, ad, error) { _ in .fullScreen }
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
                return complete(load: number, ad, error) {
                    .native(NativeAssets($0, handlesUserClicks: $0.handlesUserClicks, handlesUserImpressions: $0.handlesUserImpressions))
                }
            }
        case .nativeLegacy, .nativeSelfTracking:
            guard let customEvent else { return }
            pendingLegacyLoads.append(number)
            customEvent.delegate = self
            // A scenario without a parameter (docs/fixture-format.md: `"parameter": null`) passes
            // nil, as GMA does in Objective-C. Google's Objective-C legacy sample
            // (googleads-mobile-ios-mediation example/CustomEvent/SampleCustomEventNativeAd.m,
            // before the 2022 SDK v9 update) assigns it to the loader's ad unit unchecked, and
            // example/SDK/SampleNativeAdLoader.m fails a nil ad unit with BadRequest.
            customEvent.requestNativeAd(
                withParameter: scenario.parameter, request: CustomEventRequest(isTesting: isTest),
                adTypes: [.native], options: scenario.loaderOptions?.mediationOptions ?? [], rootViewController: root)
        case .customNative:
            let loader = CustomNativeAdLoader(adUnitID: scenario.parameter ?? "", rootViewController: root, adTypes: [.customNative])
            loader.delegate = self
            customNativeLoader = loader
            customNativeLoads.append((WeakReference(loader), number))
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
        let number = answeredLegacyLoad()
        recorder.received(legacyNativeAd: mediatedUnifiedNativeAd, ofLoad: number)
        recorder.record(.loadCompleted(.ad(.native(NativeAssets(
            mediatedUnifiedNativeAd, handlesUserClicks: handlesUserClicks, handlesUserImpressions: handlesUserImpressions)))),
            ad: number)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: MediationError) {
        recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: answeredLegacyLoad())
    }

    /// The load a legacy answer belongs to: the oldest one unanswered, or, for an answer too
    /// many, the latest.
    private func answeredLegacyLoad() -> Int {
        pendingLegacyLoads.isEmpty ? loads : pendingLegacyLoads.removeFirst()
    }
}

extension HostHarness: CustomNativeAdLoaderDelegate {
    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String] {
        scenario.customNative?.formatIDs ?? Scenario.CustomNativeSettings().formatIDs
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd) {
        let number = load(of: adLoader)
        self.customNativeAd = customNativeAd
        customNativeAdLoad = number
        customNativeAd.delegate = eventDelegate(forAd: number)
        recorder.customNativeAds[customNativeAd.identifier] = number
        recorder.record(.loadCompleted(.ad(.customNative(CustomNativeSummary(customNativeAd)))), ad: number)
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {
        recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: load(of: adLoader))
    }

    private func load(of adLoader: CustomNativeAdLoader) -> Int {
        customNativeLoads.last { $0.loader.object === adLoader }?.ad ?? loads
    }
}
