import Mediation
import NeutralUI

/// Native ads through the legacy custom-event API: each load gets a new custom event, as GMA
/// does, which answers through its delegate; the host keeps every custom event and presents what
/// it delivers.
final class LegacyNativeHost: FormatHost, CustomEventNativeAdDelegate {
    private let context: HostContext
    private var makeCustomEvent: (() -> any CustomEventNativeAd)?
    /// Every custom event made, with its load, oldest first.
    private var customEvents: [(customEvent: any CustomEventNativeAd, load: Int)] = []
    private let presenter: NativeAdPresenter

    init(_ context: HostContext, makeCustomEvent: @escaping () -> any CustomEventNativeAd) {
        self.context = context
        self.makeCustomEvent = makeCustomEvent
        presenter = NativeAdPresenter(viewController: context.appScreen)
    }

    func load(_ number: Int) {
        guard let customEvent = makeCustomEvent?() else { return }
        customEvents.append((customEvent, number))
        context.refuse(PreGMANames.refusal(of: customEvent))
        customEvent.delegate = self
        // A scenario without a parameter passes nil, as GMA does in Objective-C (the README's
        // fidelity table, "legacy native server parameter").
        customEvent.requestNativeAd(
            withParameter: context.scenario.parameter,
            request: CustomEventRequest(isTesting: context.scenario.isTestRequest, additionalParameters: context.request.extras),
            adTypes: [.native], options: context.loaderOptions, rootViewController: context.appScreen)
    }

    func perform(_ action: HostAction) { presenter.perform(action) }

    var renderedView: View? { presenter.renderedView }

    func customEventNativeAd(
        _ customEventNativeAd: any CustomEventNativeAd,
        didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd
    ) {
        guard context.recorder.accepts("customEventNativeAd(_:didReceive:)") else { return }
        let clicks = customEventNativeAd.handlesUserClicks(), impressions = customEventNativeAd.handlesUserImpressions()
        presenter.keep(mediatedUnifiedNativeAd, handlesUserClicks: clicks, handlesUserImpressions: impressions)
        let number = load(of: customEventNativeAd)
        context.recorder.received(legacyNativeAd: mediatedUnifiedNativeAd, ofLoad: number)
        context.recorder.record(
            .loadCompleted(
                .ad(
                    .native(
                        NativeAssets(
                            mediatedUnifiedNativeAd, handlesUserClicks: clicks, handlesUserImpressions: impressions)))), ad: number)
    }

    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: any Error) {
        context.recorder.record(.loadCompleted(.error(ErrorSummary(error))), ad: load(of: customEventNativeAd))
    }

    /// The load a custom event was made for; an answer naming a custom event the host never made
    /// is taken for the latest load's.
    private func load(of customEvent: any CustomEventNativeAd) -> Int {
        customEvents.last { $0.customEvent === customEvent }?.load ?? context.loads
    }

    func end() {
        makeCustomEvent = nil
        customEvents = []
        presenter.end()
    }
}
