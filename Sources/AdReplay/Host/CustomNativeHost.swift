import Mediation
import NeutralUI

/// Custom native ad formats: no adapter; the host's own loader asks the host's ad server, and the
/// app records impressions and performs clicks on the ad by asset key. The app keeps every ad it
/// received until the session ends and acts on the latest one.
final class CustomNativeHost: FormatHost, CustomNativeAdLoaderDelegate {
    private let context: HostContext
    /// Every loader, with its load: the app keeps each until its ad is done with, so loads that
    /// overlap each complete.
    private var loaders: [(loader: CustomNativeAdLoader, ad: Int)] = []
    /// Every ad received, oldest first, with its load.
    private var ads: [(ad: CustomNativeAd, load: Int)] = []
    private var ad: CustomNativeAd? { ads.last?.ad }
    private var adLoad: Int? { ads.last?.load }

    init(_ context: HostContext) {
        self.context = context
    }

    func load(_ number: Int) {
        let loader = CustomNativeAdLoader(
            adUnitID: context.scenario.parameter ?? "", rootViewController: context.appScreen,
            adTypes: [.customNative])
        loader.delegate = self
        loaders.append((loader, number))
        loader.load(AdRequest(isTestRequest: context.scenario.isTestRequest))
    }

    /// A custom native ad's repeated impressions are ignored by the ad itself, as the GMA guide
    /// for custom native formats says.
    func perform(_ action: HostAction) {
        switch action {
        case .impression: ad?.recordImpression()
        case .click(let asset): ad?.performClickOnAsset(withKey: asset)
        case .tapAdChoices: ad?.performClickOnAsset(withKey: NativeAdChoicesViewAsset)
        case .customClickHandler(let on):
            ad?.customClickHandler =
                on
                ? { [recorder = context.recorder, adLoad] asset in
                    recorder.record(.customNative(.customClickHandlerCalled(asset: asset)), ad: adLoad)
                }
                : nil
        default: break
        }
    }

    func customNativeAdFormatIDs(for adLoader: CustomNativeAdLoader) -> [String] {
        context.scenario.customNative?.formatIDs ?? Scenario.CustomNativeSettings().formatIDs
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didReceive customNativeAd: CustomNativeAd) {
        let number = load(of: adLoader)
        ads.append((customNativeAd, number))
        customNativeAd.delegate = context.eventDelegate(forAd: number)
        context.recorder.customNativeAds[customNativeAd.identifier] = number
        context.recorder.record(.loadCompleted(.ad(.customNative(CustomNativeSummary(customNativeAd)))), ad: number)
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {
        context.recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: load(of: adLoader))
    }

    private func load(of adLoader: CustomNativeAdLoader) -> Int {
        loaders.last { $0.loader === adLoader }?.ad ?? context.loads
    }

    func end() {
        ads = []
        loaders = []
    }
}
