import Mediation
import NeutralUI

/// What every format's host shares in one session: the scenario, the root view controller, the
/// recorder, the loads so far, and each loaded ad's own event delegate.
final class HostContext {
    let scenario: Scenario
    let root: ViewController
    let recorder: HostEventRecorder
    /// The session's loads so far; load 1 is the first.
    private(set) var loads = 0
    // Each ad gets its own event delegate, held here for the session since an adapter may hold
    // it weakly.
    private var eventDelegates: [Int: HostAdEventDelegate] = [:]

    init(scenario: Scenario, root: ViewController, recorder: HostEventRecorder) {
        self.scenario = scenario
        self.root = root
        self.recorder = recorder
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

    /// The server parameter as the host hands it to an adapter.
    var credentials: MediationCredentials {
        MediationCredentials(settings: scenario.parameter.map { ["parameter": $0] } ?? [:], format: scenario.format.mediationFormat)
    }

    var loaderOptions: [AdLoaderOptions] { scenario.loaderOptions?.mediationOptions ?? [] }

    /// Records load `number`'s completion and hands back its ad's own event delegate when there
    /// is an ad.
    func complete<Ad>(load number: Int, _ ad: Ad?, _ error: MediationError?, summary: (Ad) -> AdSummary) -> HostAdEventDelegate? {
        if let ad {
            recorder.record(.loadCompleted(.ad(summary(ad))), ad: number)
            return eventDelegate(forAd: number)
        }
        recorder.record(.loadCompleted(error.map { .error(ErrorSummary($0)) } ?? .empty), ad: number)
        return nil
    }

    func end() {
        eventDelegates = [:]
    }
}
