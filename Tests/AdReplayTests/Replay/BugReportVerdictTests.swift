import AdReplaySample
import Foundation
import Mediation
import NeutralUI
import SampleCustomEvent
import Testing

@testable import AdReplay

/// A bug report is judged strictly: REPRODUCES only while its bug is there and nothing else of the
/// session differs; FIXED only while the flow it was recorded in still runs. Anything else is
/// DIFFERED, and never accepted.
@Suite struct BugReportVerdictTests {
    static let path = "bugs/no-will-dismiss.fixture.gz"

    /// The report: an interstitial that never says it will dismiss, recorded with its breach.
    static func report() throws -> Fixture {
        var registry = Registry.sample
        registry.register(NoWillDismissAdapter.self, as: "SampleCustomEvent")
        let fixture = try Recorder(registry: registry)
            .record(Scenario.sample(.interstitial), name: "no-will-dismiss", network: .answer(.fill)).fixture
        #expect(fixture.reproduces == [.breach(rule: "will-dismiss before did-dismiss", ad: 1)])
        return fixture
    }

    static func replaying<Adapter: MediationAdapter>(_ adapter: Adapter.Type) -> Replayer {
        var registry = Registry.sample
        registry.register(adapter, as: "SampleCustomEvent")
        var replayer = Replayer(registry: registry)
        replayer.acceptCommand = { "adreplay replay --update \($0)" }
        replayer.knownBugAdvice = "a run that keeps known bugs accepts it with --accept-reproductions"
        return replayer
    }

    @Test func theSameAdapter_reproduces() throws {
        let result = Self.replaying(NoWillDismissAdapter.self).replay(try Self.report(), path: Self.path)
        #expect(result.status == .reproduces("breaks will-dismiss before did-dismiss (ad 1)"))
    }

    /// The field report's case: the adapter's host events among themselves are the recording's,
    /// but `willPresentFullScreenView` now comes after the SDK's own present. The bug is still
    /// there, and the session changed besides: DIFFERED, naming both, and not accepted.
    @Test func bugStillThere_andWillPresentMovedAfterTheSDKsPresent_differs() throws {
        let report = try Self.report()
        let result = Self.replaying(NoWillDismissLatePresentAdapter.self).replay(report, path: Self.path)
        #expect(
            result.observed.entries.filter(\.isHostEvent).map(\.event) == report.timeline.filter(\.isHostEvent).map(\.event),
            "the host events among themselves are the recording's")
        #expect(result.reproducing == [.breach(rule: "will-dismiss before did-dismiss", ad: 1)])
        #expect(result.status == .differed)
        #expect(
            result.headline
                == "still reproduces the bug it was recorded for (breaks will-dismiss before did-dismiss (ad 1)), and differs besides: "
                + "first difference at #6 (1000 ms): sample effect present Sample Interstitial at 1000 ms moved after "
                + "sample callback interstitialWillPresentScreen:")
        #expect(
            result.failureMessage?.hasSuffix(
                "\nit still reproduces the bug it was recorded for (breaks will-dismiss before did-dismiss (ad 1)), "
                    + "and the session changed besides: fix the change, or record the report again") == true)
        #expect(!CorpusReplay.accepts(result, breaches: false))
    }

    /// A regression that loses the load also loses the breach (an ad never loaded is never
    /// dismissed): not FIXED, DIFFERED with a headline naming the break, and nothing offered.
    @Test func bugGoneBecauseTheAdNoLongerLoads_differs_notFixed() throws {
        let result = Self.replaying(NeverLoadingInterstitialAdapter.self).replay(try Self.report(), path: Self.path)
        #expect(result.reproducing == [])
        #expect(result.status == .differed)
        #expect(
            result.headline
                == "the flow it was recorded in broke: ad 1 no longer loads (its load completes with error com.example.broken 7 "
                + "\"The adapter gave up.\"), so it cannot show whether the bug it was recorded for "
                + "(breaks will-dismiss before did-dismiss (ad 1)) is fixed")
        let lines = result.failureMessage?.split(separator: "\n").map(String.init) ?? []
        #expect(
            lines.last
                == "a bug report reads FIXED only while the flow it was recorded in still runs: fix the change, or record the report again")
        #expect(!lines.contains { $0.contains("--update") })
        #expect(!CorpusReplay.accepts(result, breaches: false))
    }

    /// The ad loads but is never presented (the adapter fails its present): the break is named
    /// with what the adapter did instead.
    @Test func bugGoneBecauseTheAdIsNoLongerPresented_differs_notFixed() throws {
        let result = Self.replaying(FailingPresentInterstitialAdapter.self).replay(try Self.report(), path: Self.path)
        #expect(result.status == .differed)
        #expect(
            result.headline
                == "the flow it was recorded in broke: ad 1 is no longer presented (didFailToPresentWithError com.example.broken 8 "
                + "\"Not today.\"), so it cannot show whether the bug it was recorded for (breaks will-dismiss before did-dismiss (ad 1)) is fixed"
        )
    }

    /// The fix itself: the Sample adapter says it will dismiss; every stage of the flow runs.
    @Test func bugGone_flowStillRuns_isFixed_andAccepted() throws {
        let result = Self.replaying(SampleCustomEvent.self).replay(try Self.report(), path: Self.path)
        #expect(result.brokenFlow == nil)
        #expect(result.status == .fixed("no longer breaks will-dismiss before did-dismiss (ad 1)"))
        #expect(result.failureMessage?.hasSuffix("with: adreplay replay --update bugs/no-will-dismiss.fixture.gz") == true)
        #expect(CorpusReplay.accepts(result, breaches: false))
    }

    /// What the flow is made of: each ad's stages, only in their order.
    @Test func recordedFlow_stagesCountOnlyInOrder() {
        let ad = HostEvent.loadCompleted(.ad(.fullScreen))
        let failed = HostEvent.loadCompleted(.error(ErrorSummary(domain: "d", code: 1, description: "no")))
        func events(_ list: [HostEvent], ad: Int = 1) -> [ContractCheck.Event] {
            list.enumerated().map { ContractCheck.Event($0.offset * 10, $0.element, ad: ad) }
        }
        // Presented after a failed load is a bug a fix may remove: no stage is lost.
        #expect(
            RecordedFlow.firstLoss(
                recorded: events([failed, .willPresentFullScreenView, .didDismissFullScreenView]), replayed: events([failed])) == nil)
        // A second completion is no stage: the first one decides.
        #expect(RecordedFlow.firstLoss(recorded: events([ad, failed]), replayed: events([ad])) == nil)
        #expect(
            RecordedFlow.firstLoss(recorded: events([ad]), replayed: events([]))
                == "ad 1 no longer loads (its load never completes)")
        #expect(
            RecordedFlow.firstLoss(
                recorded: events([ad, .willPresentFullScreenView, .didDismissFullScreenView]),
                replayed: events([ad, .willPresentFullScreenView]))
                == "ad 1 is no longer dismissed (no didDismissFullScreenView after its willPresentFullScreenView)")
        #expect(
            RecordedFlow.firstLoss(recorded: events([ad]) + events([ad], ad: 2), replayed: events([ad]))
                == "ad 2 no longer loads (its load never completes)")
    }

    /// A network's own rule may be fixed by ending the flow of the ad it blames (Osprey's no-bid
    /// that reached the host as a fill is fixed by failing the load); a host rule's fix keeps it.
    @Test func recordedFlow_aNetworkRulesFixMayEndTheFlowOfTheAdItBlames() {
        let ad = HostEvent.loadCompleted(.ad(.fullScreen))
        let failed = HostEvent.loadCompleted(.error(ErrorSummary(domain: "d", code: 1, description: "no")))
        let recorded = [ContractCheck.Event(0, ad, ad: 1), ContractCheck.Event(10, ad, ad: 2)]
        let replayed = [ContractCheck.Event(0, failed, ad: 1), ContractCheck.Event(10, ad, ad: 2)]
        let noBid = RecordedFlow.adsWhoseFlowAFixMayEnd([.breach(rule: "a no-bid reaches the host as no fill", ad: 1)])
        #expect(noBid == .ads([1]))
        #expect(RecordedFlow.firstLoss(recorded: recorded, replayed: replayed, mayEnd: noBid) == nil)
        #expect(
            RecordedFlow.firstLoss(recorded: recorded, replayed: replayed, mayEnd: .ads([2]))
                == "ad 1 no longer loads (its load completes with error d 1 \"no\")")
        #expect(RecordedFlow.adsWhoseFlowAFixMayEnd([.breach(rule: "load completes exactly once", ad: 1)]) == .none)
        #expect(RecordedFlow.adsWhoseFlowAFixMayEnd([.breach(rule: "a no-bid reaches the host as no fill", ad: nil)]) == .every)
        #expect(RecordedFlow.adsWhoseFlowAFixMayEnd([.behaviour("x"), .crash(site: "A.swift:1")]) == .none)
    }

    /// A marked behaviour is the recorded session itself: one SDK log line less, and the session
    /// marked is no longer the one replayed.
    @Test func markedBehaviour_isTheWholeRecordedSession() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.reproduces = [.behaviour("the banner logs its fetch")]
        #expect(
            Self.replaying(SampleCustomEvent.self).replay(fixture).status
                == .reproduces("does what was marked wrong: the banner logs its fetch"))
        fixture.timeline.removeAll { $0.line.contains("Done fetching ad") }
        #expect(
            Self.replaying(SampleCustomEvent.self).replay(fixture).status
                == .fixed("no longer does what was marked wrong (the banner logs its fetch)"))
    }
}

/// Interstitials: the report's bug (no will-dismiss), and besides it tells the host it will
/// present (and of the impression) only once the SDK's present has returned: the host events
/// among themselves are the same, their place among the SDK's entries is not.
final class NoWillDismissLatePresentAdapter: MediationAdapter, MediationInterstitialAd {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()
    private var innerAd: (any MediationInterstitialAd)?
    private var delegate: Delegate?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        inner.loadInterstitial(for: adConfiguration) { [weak self] ad, error in
            guard let self, let ad else { return completionHandler(nil, error).map(Delegate.init) }
            innerAd = ad
            let delegate = completionHandler(self, nil).map(Delegate.init)
            self.delegate = delegate
            return delegate
        }
    }

    func present(from viewController: ViewController) {
        innerAd?.present(from: viewController)
        delegate?.host.willPresentFullScreenView()
        delegate?.host.reportImpression()
    }

    /// Passes on every event but will-dismiss; will-present and the impression are told late.
    final class Delegate: MediationInterstitialAdEventDelegate {
        let host: any MediationInterstitialAdEventDelegate
        init(_ host: any MediationInterstitialAdEventDelegate) { self.host = host }
        func reportImpression() {}
        func reportClick() { host.reportClick() }
        func willPresentFullScreenView() {}
        func didFailToPresentWithError(_ error: any Error) { host.didFailToPresentWithError(error) }
        func willDismissFullScreenView() {}
        func didDismissFullScreenView() { host.didDismissFullScreenView() }
    }
}

/// Interstitials: every load fails, whatever the SDK answered.
final class NeverLoadingInterstitialAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        _ = completionHandler(
            nil, NSError(domain: "com.example.broken", code: 7, userInfo: [NSLocalizedDescriptionKey: "The adapter gave up."]))
    }
}

/// Interstitials: loads as the Sample adapter does, then fails every present.
final class FailingPresentInterstitialAdapter: MediationAdapter, MediationInterstitialAd {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()
    private var delegate: (any MediationInterstitialAdEventDelegate)?

    init() {}

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping MediationInterstitialLoadCompletionHandler
    ) {
        inner.loadInterstitial(for: adConfiguration) { [weak self] ad, error in
            guard let self, ad != nil else { return completionHandler(nil, error) }
            self.delegate = completionHandler(self, nil)
            return self.delegate
        }
    }

    func present(from viewController: ViewController) {
        delegate?.didFailToPresentWithError(
            NSError(domain: "com.example.broken", code: 8, userInfo: [NSLocalizedDescriptionKey: "Not today."]))
    }
}
