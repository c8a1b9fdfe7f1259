import Mediation
import NeutralUI

/// Custom native ad formats: no adapter; the host's own loader asks the host's ad server, and the
/// app records impressions and performs clicks on the ad by asset key.
final class CustomNativeHost: FormatHost, CustomNativeAdLoaderDelegate {
    private let context: HostContext
    private var loader: CustomNativeAdLoader?
    /// Every loader, with its load.
    private var loaders: [(loader: WeakReference, ad: Int)] = []
    private var ad: CustomNativeAd?
    /// The load of the ad the host holds.
    private var adLoad: Int?

    init(_ context: HostContext) {
        self.context = context
    }

    func load(_ number: Int) {
        let loader = CustomNativeAdLoader(adUnitID: context.scenario.parameter ?? "", rootViewController: context.root,
                                          adTypes: [.customNative])
        loader.delegate = self
        self.loader = loader
        loaders.append((WeakReference(loader), number))
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
            ad?.customClickHandler = on
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
        ad = customNativeAd
        adLoad = number
        customNativeAd.delegate = context.eventDelegate(forAd: number)
        context.recorder.customNativeAds[customNativeAd.identifier] = number
        context.recorder.record(.loadCompleted(.ad(.customNative(CustomNativeSummary(customNativeAd)))), ad: number)
    }

    func adLoader(_ adLoader: CustomNativeAdLoader, didFailToReceiveAdWithError error: MediationError) {
        context.recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: load(of: adLoader))
    }

    private func load(of adLoader: CustomNativeAdLoader) -> Int {
        loaders.last { $0.loader.object === adLoader }?.ad ?? context.loads
    }

    func end() {
        loader = nil
        ad = nil
        loaders = []
    }
}
