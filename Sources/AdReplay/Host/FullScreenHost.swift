import Mediation
import NeutralUI

/// Interstitial, rewarded, rewarded interstitial and app open ads, through the current API.
///
/// As GMA does, each load gets a new adapter, and a loaded ad keeps its adapter: the host holds
/// every adapter and loaded ad until the session ends, so an earlier ad still on screen goes on
/// telling the host what happens to it after a later load. `present` presents the latest loaded ad not
/// presented yet (what an app holding its ads would show next) or, when every one has been,
/// the latest again (an app presenting the ad it holds twice), from the app's screen
/// (``HostContext/appScreen``).
final class FullScreenHost: FormatHost {
    private enum Ad {
        case interstitial(any MediationInterstitialAd)
        case rewarded(any MediationRewardedAd)
        case appOpen(any MediationAppOpenAd)

        var object: AnyObject {
            switch self {
            case .interstitial(let ad): ad
            case .rewarded(let ad): ad
            case .appOpen(let ad): ad
            }
        }
    }

    private struct Loaded {
        let ad: Ad
        var presented = false
    }

    private let context: HostContext
    private var makeAdapter: (() -> any MediationAdapter)?
    /// Every adapter made, one per load (see ``HostContext``).
    private var adapters: [any MediationAdapter] = []
    /// Every ad loaded, oldest first.
    private var loaded: [Loaded] = []

    init(_ context: HostContext, makeAdapter: @escaping () -> any MediationAdapter) {
        self.context = context
        self.makeAdapter = makeAdapter
    }

    func load(_ number: Int) {
        guard let adapter = makeAdapter?() else { return }
        adapters.append(adapter)
        context.load(ad: number, through: adapter) { [self] in
            load(number, through: adapter)
        }
    }

    private func load(_ number: Int, through adapter: any MediationAdapter) {
        let credentials = context.credentials, isTest = context.scenario.isTestRequest, request = context.request
        let screen = context.appScreen
        switch context.scenario.format {
        case .interstitial:
            let configuration = context.withNetworkExtras(
                MediationInterstitialAdConfiguration(
                    credentials: credentials, isTestRequest: isTest, request: request, topViewController: screen))
            adapter.loadInterstitial(for: configuration) { [self] ad, error in
                complete(load: number, ad.map(Ad.interstitial), ad, error)
            }
        case .rewarded, .rewardedInterstitial:
            let configuration = context.withNetworkExtras(
                MediationRewardedAdConfiguration(
                    credentials: credentials, isTestRequest: isTest, request: request, topViewController: screen))
            let handler: MediationRewardedLoadCompletionHandler = { [self] ad, error in
                complete(load: number, ad.map(Ad.rewarded), ad, error)
            }
            if context.scenario.format == .rewarded {
                adapter.loadRewardedAd(for: configuration, completionHandler: handler)
            } else {
                adapter.loadRewardedInterstitialAd(for: configuration, completionHandler: handler)
            }
        default:
            let configuration = context.withNetworkExtras(
                MediationAppOpenAdConfiguration(
                    credentials: credentials, isTestRequest: isTest, request: request, topViewController: screen))
            adapter.loadAppOpenAd(for: configuration) { [self] ad, error in
                complete(load: number, ad.map(Ad.appOpen), ad, error)
            }
        }
    }

    private func complete<Mediated>(
        load number: Int, _ ad: Ad?, _ mediated: Mediated?, _ error: (any Error)?
    )
        -> HostAdEventDelegate?
    {
        guard context.recorder.accepts(HostEventRecorder.loadCompletion) else { return nil }
        // A completion called twice with the same ad (a contract breach) is still one ad.
        if let ad, !loaded.contains(where: { $0.ad.object === ad.object }) { loaded.append(Loaded(ad: ad)) }
        return context.complete(load: number, mediated, error) { _ in .fullScreen }
    }

    func perform(_ action: HostAction) {
        guard action == .present, !loaded.isEmpty else { return }
        let next = loaded.lastIndex { !$0.presented } ?? loaded.count - 1
        loaded[next].presented = true
        let screen = context.appScreen
        switch loaded[next].ad {
        case .interstitial(let ad): ad.present(from: screen)
        case .rewarded(let ad): ad.present(from: screen)
        case .appOpen(let ad): ad.present(from: screen)
        }
    }

    func end() {
        makeAdapter = nil
        adapters = []
        loaded = []
    }
}
