import Mediation
import NeutralUI

/// What every format's host shares in one session: the scenario, the root view controller, the
/// recorder, the loads so far, and each loaded ad's own event delegate.
///
/// The hosts make a new adapter (or custom event) for each load, as GMA does, and keep every one
/// until the session ends, with every ad loaded: an earlier ad goes on working after a later
/// load, as it does in an app that holds it. GMA's sources do not say when it lets go of an
/// adapter whose load failed; the host keeps it too, so what it does afterwards is seen (and a
/// late event from a failed load is a contract breach, not a silence).
final class HostContext {
    let scenario: Scenario
    let root: ViewController
    let recorder: HostEventRecorder
    /// The session's loads so far; load 1 is the first.
    private(set) var loads = 0
    // Each ad gets its own event delegate, held here for the session since an adapter may hold
    // it weakly.
    private var eventDelegates: [Int: HostAdEventDelegate] = [:]
    /// The event delegates once the host let go of them (``end()``): what an adapter still holds
    /// is reached here to break its cycle (``forgetAds()``).
    private var endedDelegates: [WeakReference] = []
    /// Why the session cannot stand, found while it ran (the first reason only); the harness
    /// refuses the session with it once the script is done.
    private(set) var refusal: String?

    init(
        scenario: Scenario, root: ViewController, appScreen: ViewController, recorder: HostEventRecorder,
        networkExtras: @escaping () -> (any AdNetworkExtras)? = { nil }
    ) {
        self.scenario = scenario
        self.makeNetworkExtras = networkExtras
        self.root = root
        self.appScreen = appScreen
        self.recorder = recorder
        // The custom-event parameter, beside the line's other settings (a setting named
        // "parameter" gives way to the parameter itself).
        var settings = scenario.credentials ?? [:]
        if let parameter = scenario.parameter { settings["parameter"] = parameter }
        credentials = MediationCredentials(settings: settings, format: scenario.format.mediationFormat)
    }

    /// Numbers a new load.
    func startLoad() -> Int {
        loads += 1
        recorder.latestLoad = loads
        return loads
    }

    /// The event delegate of load `ad`'s ad, the same however often it is asked for.
    func eventDelegate(forAd ad: Int) -> HostAdEventDelegate {
        if let delegate = eventDelegates[ad] { return delegate }
        let delegate = HostAdEventDelegate(ad: ad, recorder: recorder)
        eventDelegates[ad] = delegate
        return delegate
    }

    /// The app's screen: a child of the root view controller (as in a navigation or tab
    /// container), titled ``appScreenTitle``. The host hands it over wherever GMA takes a view
    /// controller (presenting a full-screen ad, rendering and clicking a native ad), as an app
    /// hands over the screen the ad is shown on; the Sample SDK names it in the effects of what
    /// it presents, so an adapter that presents from another controller shows.
    let appScreen: ViewController

    /// The title of ``appScreen``, as effects name it.
    static let appScreenTitle = "app screen"

    /// The server parameter as the host hands it to an adapter.
    /// Made once: every load and the adapter's set-up ask for it.
    let credentials: MediationCredentials

    var loaderOptions: [AdLoaderOptions] { scenario.loaderOptions?.mediationOptions ?? [] }

    /// Makes the adapter's own extras from the scenario's pairs (its registration's factory).
    private let makeNetworkExtras: () -> (any AdNetworkExtras)?

    /// The extras of one request: the adapter's own class when its registration makes one,
    /// else GMA's `Extras` holding the scenario's pairs, else nil. A new instance per request,
    /// as an app builds its request.
    func extras() -> (any AdNetworkExtras)? {
        makeNetworkExtras() ?? request.extras.map(Extras.init(parameters:))
    }

    /// `configuration` with the adapter's own extras, when its registration makes them.
    func withNetworkExtras<Configuration: MediationAdConfiguration>(_ configuration: Configuration) -> Configuration {
        configuration.networkExtras = makeNetworkExtras()
        return configuration
    }

    /// The rest of the app's request, as the scenario sets it.
    var request: MediationRequest { scenario.request ?? MediationRequest() }

    /// Records load `number`'s completion and hands back its ad's own event delegate when there
    /// is an ad.
    func complete<Ad>(load number: Int, _ ad: Ad?, _ error: (any Error)?, summary: (Ad) -> AdSummary) -> HostAdEventDelegate? {
        if let ad {
            // A completion from another thread is refused (and named): no delegate for it.
            guard recorder.record(.loadCompleted(.ad(summary(ad))), ad: number) else { return nil }
            let delegate = eventDelegate(forAd: number)
            delegate.mediationAd = ad as AnyObject
            return delegate
        }
        recorder.record(.loadCompleted(error.map { .error(ErrorSummary($0)) } ?? .empty), ad: number)
        return nil
    }

    /// Refuses the session, when `refusal` is a reason, with the first reason given.
    func refuse(_ refusal: String?) {
        if self.refusal == nil { self.refusal = refusal }
    }

    /// Lets go of the event delegates, as an app that lets go of its ads lets GMA's go: a delegate
    /// that an adapter holds strongly stays alive, and keeps its ad alive with it.
    func end() {
        endedDelegates = eventDelegates.values.map { WeakReference($0) }
        eventDelegates = [:]
    }

    /// Each event delegate, held by the host or still alive after, lets go of its ad: the cycle an
    /// adapter that holds its delegate strongly made with it is broken, so that nothing of the
    /// session outlives it in a process that runs many (GMA breaks no such cycle; the `released`
    /// rule reads what it kept alive before this).
    func forgetAds() {
        for delegate in eventDelegates.values { delegate.mediationAd = nil }
        for reference in endedDelegates { (reference.object as? HostAdEventDelegate)?.mediationAd = nil }
        endedDelegates = []
    }
}
