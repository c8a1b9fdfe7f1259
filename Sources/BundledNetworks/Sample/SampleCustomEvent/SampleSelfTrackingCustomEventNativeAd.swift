import Mediation
import NeutralUI
import SampleAdSDK

/// A legacy native adapter for a network that tracks its own impressions and clicks: the host
/// hands over the rendered view, the Sample SDK watches it (AdReplay's view-tracking extension),
/// and the adapter reports what the SDK saw through the notification source.
public final class SampleSelfTrackingCustomEventNativeAd: CustomEventNativeAd, SampleNativeAdLoaderDelegate {
    public weak var delegate: (any CustomEventNativeAdDelegate)?
    private var loader: SampleNativeAdLoader?

    public init() {}

    public func handlesUserClicks() -> Bool { true }
    public func handlesUserImpressions() -> Bool { true }

    public func requestNativeAd(withParameter serverParameter: String?, request: CustomEventRequest,
                                adTypes: [AdLoaderAdType], options: [AdLoaderOptions],
                                rootViewController: ViewController?) {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = serverParameter
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(SampleNativeRequestMapping.request(for: options))
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        delegate?.customEventNativeAd(self, didReceive: SampleSelfTrackingMediatedNativeAd(sampleAd: nativeAd))
    }

    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        let error = MediationError(domain: SampleCustomEventConstants.legacyErrorDomain, code: errorCode.rawValue)
        delegate?.customEventNativeAd(self, didFailToLoadWithError: error)
    }
}

/// The self-tracking adapter's mapper: the assets of ``SampleMediatedNativeAd``; rendering hands
/// the view to the SDK, untracking takes it back, and the SDK's impressions and clicks reach the
/// host through the notification source.
public final class SampleSelfTrackingMediatedNativeAd: SampleMediatedNativeAd, SampleNativeAdDelegate {
    public init(sampleAd: SampleNativeAd) {
        super.init(sampleAd: sampleAd, adViewOptions: nil)
        sampleAd.delegate = self
    }

    public override func didRender(in view: View, clickableAssetViews: [NativeAssetIdentifier: View],
                                   nonclickableAssetViews: [NativeAssetIdentifier: View],
                                   viewController: ViewController) {
        sampleAd.trackView(view)
        super.didRender(in: view, clickableAssetViews: clickableAssetViews,
                        nonclickableAssetViews: nonclickableAssetViews, viewController: viewController)
    }

    /// The network counts impressions itself; the host does not forward them.
    public override func didRecordImpression() {}

    /// The network counts clicks itself; the host does not forward them.
    public override func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: View,
                                               viewController: ViewController) {}

    public override func didUntrackView(_ view: View?) {
        sampleAd.untrackView()
    }

    public func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(self)
    }

    /// A tracked click opens the advertiser's page, so focus is about to leave the app.
    public func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordClick(self)
        MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillLeaveApplication(self)
    }
}
