import AdReplay
import AdReplaySample
import Mediation
import SampleCustomEvent
import Synchronization
import Testing

/// GMA makes a new adapter for each load and the app keeps every ad it loaded: loads that
/// overlap each complete once, and an earlier ad goes on working after a later load.
@Suite struct AdapterPerLoadTests {
    private let recorder = Recorder(registry: Registry.sample)

    /// Two loads 100 ms apart while every answer takes 750 ms: each completes once, for its own
    /// ad, and no contract is broken (with one adapter for both, the second load's completion
    /// handler replaced the first's).
    @Test(arguments: Scenario.Format.allCases)
    func overlappingLoads_eachCompleteOnce(format: Scenario.Format) throws {
        let network: LiveNetwork = format == .customNative ? .hostAnswer(.fill, latency: 750) : .answer(.fill, latency: 750)
        let recording = try recorder.record(Scenario.sample(format, script: "load; +100 load"), name: "overlap", network: network)
        let completions = recording.fixture.hostEvents.filter {
            if case .loadCompleted(.ad) = $0.event { return true }
            return false
        }
        #expect(completions.map(\.time) == [750, 850], "\(recording.fixture.hostEvents)")
        #expect(recording.breaches == [])
    }

    /// Ad 1 is on screen when ad 2 loads: its countdown still ends in the reward, and closing it
    /// still dismisses it.
    @Test func rewarded_earlierAdsRewardAndDismissal_arriveAfterAReload() throws {
        let scenario = Scenario.sample(.rewarded, script: "load; +1000 present; +1000 load; +9500 tap; +500 close")
        let events = try recorder.record(scenario, name: "reload", network: .answer(.fill)).fixture.timeline
        #expect(
            events.filter(\.isHostEvent).map(\.line) == [
                "0 ms  host loadCompleted ad full-screen (ad 1)", "1300 ms  host willPresentFullScreenView (ad 1)",
                "1300 ms  host didStartVideo (ad 1)",
                "2000 ms  host loadCompleted ad full-screen (ad 2)", "11000 ms  host didRewardUser (ad 1)",
                "12000 ms  host willDismissFullScreenView (ad 1)",
                "12000 ms  host didEndVideo (ad 1)", "12000 ms  host didDismissFullScreenView (ad 1)",
            ])
    }

    @Test func interstitial_earlierAdCloses_afterAReload() throws {
        let scenario = Scenario.sample(.interstitial, script: "load; +1000 present; +500 load; +500 close")
        let events = try recorder.record(scenario, name: "reload", network: .answer(.fill)).fixture.timeline
        #expect(
            events.filter(\.isHostEvent).map(\.line) == [
                "0 ms  host loadCompleted ad full-screen (ad 1)", "1000 ms  host willPresentFullScreenView (ad 1)",
                "1000 ms  host reportImpression (ad 1)",
                "1500 ms  host loadCompleted ad full-screen (ad 2)", "2000 ms  host willDismissFullScreenView (ad 1)",
                "2000 ms  host didDismissFullScreenView (ad 1)",
            ])
    }

    /// `present` presents the latest loaded ad not presented yet, so after ad 1 is closed a
    /// second `present` shows ad 2.
    @Test func present_showsTheLatestAdNotPresentedYet() throws {
        let scenario = Scenario.sample(.interstitial, script: "load; +500 load; +500 present; +1000 close; +500 present; +1000 close")
        let recording = try recorder.record(scenario, name: "two", network: .answer(.fill))
        let presents = recording.fixture.hostEvents.filter { $0.event == .willPresentFullScreenView }
        #expect(presents.map(\.time) == [1000, 2500])
        #expect(recording.breaches == [])
    }

    /// In a session with several loads each host event says its ad (`forAd`), so an adapter that
    /// sends ad 1's reward and dismissal to ad 2's delegate differs from the recording, naming the
    /// field.
    @Test func anEventForTheWrongAd_differs() throws {
        let fixture = try committedFixture("rewarded/earlier-ad-events-after-reload")
        #expect(fixture.timeline.filter { $0.ad != nil }.count == 8)
        #expect(fixture.timeline.contains { $0.text == "host didRewardUser (ad 1)" })
        var registry = Registry.sample
        registry.register(SharedDelegateRewardedAdapter.self, as: "SampleCustomEvent")
        let result = Replayer(registry: registry).replay(fixture)
        #expect(result.status == .differed)
        #expect(
            result.diff?.headline
                == "first difference at #26 (11000 ms): host didRewardUser at 11000 ms changed forAd: 1 → 2 (4 differences)")
    }

    /// The host sets each adapter class up once, before its first load, with the scenario's
    /// credentials, as GMA does when the app starts the SDK.
    @Test func setUp_runsOncePerSession_beforeTheFirstLoad() throws {
        var registry = Registry.sample
        registry.register(SetUpCountingAdapter.self, as: "SampleCustomEvent")
        SetUpCountingAdapter.log.withLock { $0 = [] }
        _ = try Recorder(registry: registry).run(Scenario.sample(.banner, script: "load; +100 load; +100 load"), network: .answer(.fill))
        #expect(SetUpCountingAdapter.log.withLock { $0 } == ["setUp sample-ad-unit", "init", "load", "init", "load", "init", "load"])
    }
}

/// Logs its set-up, instances and loads; answers each load with a failure.
final class SetUpCountingAdapter: MediationAdapter {
    static let log = Mutex<[String]>([])
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }

    static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping MediationAdapterSetUpCompletionHandler
    ) {
        log.withLock { $0.append("setUp " + configuration.credentials.compactMap { $0.settings["parameter"] as? String }.joined()) }
        completionHandler(nil)
    }

    init() { Self.log.withLock { $0.append("init") } }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        Self.log.withLock { $0.append("load") }
        _ = completionHandler(nil, MediationError(domain: "test", code: 1, userInfo: [:]))
    }
}

/// Rewarded: keeps the host's event delegate in one place for all its instances, so every ad's
/// events go to the latest loaded ad: the bug a fresh adapter per load exposes.
final class SharedDelegateRewardedAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    nonisolated(unsafe) static var shared: (any MediationRewardedAdEventDelegate)?
    private let inner = SampleCustomEvent()
    private var forwarder: Forwarder?

    init() {}

    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping MediationRewardedLoadCompletionHandler
    ) {
        inner.loadRewardedAd(for: adConfiguration) { [weak self] ad, error in
            Self.shared = completionHandler(ad, error)
            let forwarder = Forwarder()
            self?.forwarder = forwarder
            return forwarder
        }
    }

    final class Forwarder: MediationRewardedAdEventDelegate {
        private var host: (any MediationRewardedAdEventDelegate)? { SharedDelegateRewardedAdapter.shared }
        func reportImpression() { host?.reportImpression() }
        func reportClick() { host?.reportClick() }
        func willPresentFullScreenView() { host?.willPresentFullScreenView() }
        func didFailToPresentWithError(_ error: any Error) { host?.didFailToPresentWithError(error) }
        func willDismissFullScreenView() { host?.willDismissFullScreenView() }
        func didDismissFullScreenView() { host?.didDismissFullScreenView() }
        func didRewardUser() { host?.didRewardUser() }
        func didStartVideo() { host?.didStartVideo() }
        func didEndVideo() { host?.didEndVideo() }
    }
}
