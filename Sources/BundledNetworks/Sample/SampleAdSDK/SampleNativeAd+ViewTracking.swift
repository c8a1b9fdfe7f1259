import NeutralUI

// AdReplay's extension to the Sample SDK — not in Google's sample. It lets a network track its
// own impressions and clicks (seed 000's "setNativeAdView"): the adapter hands the SDK the view
// the host rendered; the SDK counts an impression once the view has been tracked for one second,
// and a click on every tap of the view, and tells its delegate. Untracking stops both.

/// Told when a tracked ``SampleNativeAd`` records an impression or a click (AdReplay extension).
public protocol SampleNativeAdDelegate: AnyObject {
    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd)
    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd)
}

struct ViewTracking {
    weak var delegate: (any SampleNativeAdDelegate)?
    weak var view: View?
    var tapToken: Int?
    var generation = 0
    var impressionRecorded = false
}

extension SampleNativeAd {
    /// Who hears about tracked impressions and clicks.
    public var delegate: (any SampleNativeAdDelegate)? {
        get { tracking.delegate }
        set { tracking.delegate = newValue }
    }

    /// The view being tracked, if any.
    public var trackedView: View? { tracking.view }

    /// Starts tracking `view`: one impression after it has been tracked for 1 s, a click per tap.
    public func trackView(_ view: View) {
        untrackView()
        tracking.view = view
        tracking.tapToken = view.addTapHandler { [weak self] in self?.trackedViewTapped() }
        tracking.generation += 1
        let generation = tracking.generation
        context.world.schedule(after: 1_000) { [weak self] in
            guard let self, tracking.generation == generation, tracking.view != nil,
                !tracking.impressionRecorded
            else { return }
            tracking.impressionRecorded = true
            context.log("A tracked impression was recorded for a sampleNativeAd!")
            context.call(delegate, .nativeAdDidRecordImpression) { $0.nativeAdDidRecordImpression(self) }
        }
    }

    /// Stops tracking and lets go of the view.
    public func untrackView() {
        if let view = tracking.view, let token = tracking.tapToken { view.removeTapHandler(token) }
        tracking.view = nil
        tracking.tapToken = nil
        tracking.generation += 1
    }

    private func trackedViewTapped() {
        context.log("A tracked click occurred on a sampleNativeAd!")
        context.call(delegate, .nativeAdDidRecordClick) { $0.nativeAdDidRecordClick(self) }
        context.open(sampleClickURL)
    }
}
