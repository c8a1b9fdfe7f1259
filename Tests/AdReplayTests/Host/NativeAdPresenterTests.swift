import Foundation
import Mediation
import NeutralUI
import Testing

@testable import AdReplay

/// The user's tap on a native ad's asset lands on the SDK's views whichever side counts clicks;
/// GMA forwards its own click only for an ad that leaves the counting to it.
@Suite struct NativeAdPresenterTests {
    /// A native ad whose SDK listens on the views it is handed (as Bigo's, BidMachine's and
    /// PubMatic's register the clickable asset views), noting every click the SDK sees and every
    /// click GMA forwards.
    private final class ListeningAd: MediatedUnifiedNativeAd {
        var notes: [String] = []
        var renderedAssets: [String] = []
        let headline: String? = "Headline"
        let body: String? = "Body"
        var images: [NativeAdImage]? { nil }
        var icon: NativeAdImage? { nil }
        var callToAction: String? { nil }
        var starRating: NSDecimalNumber? { nil }
        var store: String? { nil }
        var price: String? { nil }
        var advertiser: String? { nil }
        var extraAssets: [String: Any]? { nil }

        func didRender(
            in view: View, clickableAssetViews: [NativeAssetIdentifier: View], nonclickableAssetViews: [NativeAssetIdentifier: View],
            viewController: ViewController
        ) {
            renderedAssets = clickableAssetViews.keys.map(\.rawValue).sorted()
            for (asset, view) in clickableAssetViews {
                view.addTapHandler { [weak self] in self?.notes.append("SDK saw a tap on \(asset)") }
            }
        }

        func didRecordClickOnAsset(with assetName: NativeAssetIdentifier, view: View, viewController: ViewController) {
            notes.append("GMA forwarded a click on \(assetName) in \(view.accessibilityIdentifier ?? "an unnamed view")")
        }
    }

    private func notes(handlesUserClicks: Bool, _ actions: [HostAction]) -> [String] {
        let presenter = NativeAdPresenter(viewController: ViewController())
        let ad = ListeningAd()
        presenter.keep(ad, handlesUserClicks: handlesUserClicks, handlesUserImpressions: false)
        for action in actions { presenter.perform(action) }
        return ad.notes
    }

    @Test func click_onASelfCountingAd_reachesTheSDKsViewAndForwardsNothing() {
        #expect(notes(handlesUserClicks: true, [.render, .click(asset: "headline")]) == ["SDK saw a tap on headline"])
    }

    @Test func click_onAnAdGMACounts_reachesTheSDKsViewAndIsForwarded() {
        #expect(
            notes(handlesUserClicks: false, [.render, .click(asset: "body")]) == [
                "SDK saw a tap on body", "GMA forwarded a click on body in body",
            ])
    }

    /// Nothing to tap before the ad is laid out, or for an asset it does not show; GMA's click is
    /// still forwarded for an ad that leaves clicks to it.
    @Test func click_beforeRenderOrOnAnAssetNotShown_tapsNothing() {
        #expect(notes(handlesUserClicks: true, [.click(asset: "headline"), .render, .click(asset: "price")]) == [])
        #expect(
            notes(handlesUserClicks: false, [.click(asset: "headline"), .render, .click(asset: "price")]) == [
                "GMA forwarded a click on headline in an unnamed view", "GMA forwarded a click on price in nativeAdView",
            ])
    }

    /// What the contract check reads off the recorded assets agrees with what `render` laid out.
    @Test func laysOut_namesTheAssetsRenderHandsOver() {
        let presenter = NativeAdPresenter(viewController: ViewController())
        let ad = ListeningAd()
        presenter.keep(ad, handlesUserClicks: true, handlesUserImpressions: false)
        presenter.perform(.render)
        let assets = NativeAssets(ad, handlesUserClicks: true, handlesUserImpressions: false)
        let all = ["advertiser", "body", "callToAction", "headline", "icon", "image", "mediaView", "price", "starRating", "store"]
        #expect(ad.renderedAssets == ["body", "headline"])
        #expect(all.filter { NativeAdPresenter.laysOut($0, of: assets) } == ad.renderedAssets)
    }
}
