import AdWorld
import Mediation
import NeutralUI

/// Stands in for Google Mobile Ads (and, for custom native ads, for the app): builds a world,
/// loads the scenario's format through its registered adapter, runs the script on the virtual
/// clock, and observes the three seams. One harness runs one session.
final class HostHarness {
    /// Why a session could not be run at all.
    struct SetupError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    let scenario: Scenario
    let world: World
    let clock = VirtualClock()
    let recorder: HostEventRecorder
    let root: ViewController
    private let registry: AdapterRegistry

    // What the host holds once things are loaded.
    var adapter: (any MediationAdapter)?
    var customEvent: (any CustomEventNativeAd)?
    var bannerAd: (any MediationBannerAd)?
    var fullScreenAd: FullScreenAd?
    var nativeAd: (any MediatedUnifiedNativeAd)?
    var handlesUserClicks = false
    var handlesUserImpressions = false
    var renderedView: View?
    var customNativeLoader: CustomNativeAdLoader?
    var customNativeAd: CustomNativeAd?

    // Which ad is which: each load is numbered (1 for the first) and its ad gets its own event
    // delegate, held here for the session since an adapter may hold it weakly.
    var loads = 0
    var eventDelegates: [Int: HostAdEventDelegate] = [:]
    /// Legacy native loads not answered yet, oldest first: the one custom event answers them in turn.
    var pendingLegacyLoads: [Int] = []
    /// The custom native loaders, each with its load.
    var customNativeLoads: [(loader: WeakReference, ad: Int)] = []
    /// The load of the custom native ad the host holds.
    var customNativeAdLoad: Int?

    enum FullScreenAd {
        case interstitial(any MediationInterstitialAd)
        case rewarded(any MediationRewardedAd)
        case appOpen(any MediationAppOpenAd)
    }

    /// Request problems of a replay, across its networks.
    let ledger = RequestLedger()

    /// A session of `scenario` in which each of the registry's networks answers as `answers` says.
    /// `configure` runs once the networks are in place, to change what the world holds.
    init(scenario: Scenario, registry: AdapterRegistry, answers: (any NetworkPlugin) -> NetworkSession.Answers,
         configure: (World) -> Void = { _ in }) {
        self.scenario = scenario
        self.registry = registry
        let world = World(clock: clock)
        self.world = world
        recorder = HostEventRecorder { [clock] in clock.now }
        root = world.run { ViewController() }
        world.application.rootViewController = root
        world.mediationObserver = recorder
        world.nativeAdNotificationReceiver = recorder
        world.hostDevice.installedAppSchemes = Set(scenario.customNative?.installedAppSchemes ?? [])
        for plugin in registry.networks {
            let session = NetworkSession(network: plugin.name, answers: answers(plugin), recorder: recorder, ledger: ledger)
            world.run { plugin.install(session, in: world) }
        }
        world.run { configure(world) }
    }

    /// Runs the script, then the clock to quiescence, and returns what crossed the seams.
    ///
    /// A step at time T happens once everything the SDK had due at or before T has run: a user
    /// who taps "at 2000 ms" sees the screen as it is at 2000 ms, timers included.
    func run() throws -> Observation {
        defer { end() }
        if let problem = FixtureLimits.violation(ofScript: scenario.script) {
            throw SetupError(description: problem)
        }
        // The whole session inside its world: what the clock runs finds it already bound.
        try world.run {
            try makeAdapter()
            for step in scenario.script.sorted(by: { $0.at < $1.at }) {
                try clock.settle(through: step.at)
                recorder.record(step: step.action)
                perform(step.action)
            }
            try clock.runToQuiescence()
        }
        guard !recorder.overflowed else {
            throw SetupError(description: "the session produced more than the \(FixtureLimits.timelineEntries) timeline entries a fixture may hold")
        }
        guard clock.now <= FixtureLimits.horizon else {
            throw SetupError(description: "the session ran to \(clock.now) ms, past the session horizon of \(FixtureLimits.horizon) ms")
        }
        return recorder.observation
    }

    /// Lets go of the session: the world's pending work and services, and what the host held. An
    /// adapter may hold its host strongly (a delegate property that is weak in Objective-C but
    /// strong in a Swift port); letting go here keeps such a cycle from outliving the session.
    private func end() {
        world.end()
        adapter = nil
        customEvent = nil
        bannerAd = nil
        fullScreenAd = nil
        nativeAd = nil
        renderedView = nil
        customNativeLoader = nil
        customNativeAd = nil
        eventDelegates = [:]
        customNativeLoads = []
    }

    /// The event delegate of load `ad`'s ad, the same however often it is asked for.
    func eventDelegate(forAd ad: Int) -> HostAdEventDelegate {
        if let delegate = eventDelegates[ad] { return delegate }
        let delegate = HostAdEventDelegate(ad: ad, recorder: recorder)
        eventDelegates[ad] = delegate
        return delegate
    }

    private func makeAdapter() throws(SetupError) {
        guard scenario.format != .customNative else { return }
        guard let name = scenario.adapterClassName else {
            throw SetupError(description: "the scenario names no adapter class for format \(scenario.format.rawValue)")
        }
        switch registry.entry(named: name) {
        case .mediation(let make)? where scenario.format.usesMediationAdapter:
            adapter = world.run(make)
        case .customEvent(let make)? where !scenario.format.usesMediationAdapter:
            customEvent = world.run(make)
        case nil:
            let known = registry.names.joined(separator: ", ")
            throw SetupError(description: "no adapter is registered as \(name) (registered: \(known.isEmpty ? "none" : known))")
        default:
            throw SetupError(description: "adapter \(name) does not implement the API format \(scenario.format.rawValue) needs")
        }
    }
}
