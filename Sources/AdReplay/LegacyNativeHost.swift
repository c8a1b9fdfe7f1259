import Mediation
import NeutralUI

/// Native ads through the legacy custom-event API: one custom event answers every load, in turn,
/// through its delegate; the host presents what it delivers.
final class LegacyNativeHost: FormatHost, CustomEventNativeAdDelegate {
    private let context: HostContext
    private var customEvent: (any CustomEventNativeAd)?
    private let presenter: NativeAdPresenter
    /// Loads not answered yet, oldest first.
    private var pending: [Int] = []

    init(_ context: HostContext, customEvent: any CustomEventNativeAd) {
        self.context = context
        self.customEvent = customEvent
        presenter = NativeAdPresenter(root: context.root)
    }

    func load(_ number: Int) {
        guard let customEvent else { return }
        pending.append(number)
        customEvent.delegate = self
        // A scenario without a parameter passes nil, as GMA does in Objective-C (the README's
        // fidelity table, "legacy native server parameter").
        customEvent.requestNativeAd(
            withParameter: context.scenario.parameter, request: CustomEventRequest(isTesting: context.scenario.isTestRequest),
            adTypes: [.native], options: context.loaderOptions, rootViewController: context.root)
    }

    func perform(_ action: HostAction) { presenter.perform(action) }

    var renderedView: View? { presenter.renderedView }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd,
                             didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd) {
        let clicks = customEventNativeAd.handlesUserClicks, impressions = customEventNativeAd.handlesUserImpressions
        presenter.show(mediatedUnifiedNativeAd, handlesUserClicks: clicks, handlesUserImpressions: impressions)
        let number = answeredLoad()
        context.recorder.received(legacyNativeAd: mediatedUnifiedNativeAd, ofLoad: number)
        context.recorder.record(.loadCompleted(.ad(.native(NativeAssets(
            mediatedUnifiedNativeAd, handlesUserClicks: clicks, handlesUserImpressions: impressions)))), ad: number)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: MediationError) {
        context.recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: answeredLoad())
    }

    /// The load an answer belongs to: the oldest one unanswered, or, for an answer too many, the
    /// latest.
    private func answeredLoad() -> Int {
        pending.isEmpty ? context.loads : pending.removeFirst()
    }

    func end() {
        customEvent = nil
        presenter.end()
    }
}
