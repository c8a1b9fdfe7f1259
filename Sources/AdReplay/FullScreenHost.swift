import Mediation
import NeutralUI

/// Interstitial, rewarded, rewarded interstitial and app open ads, through the current API: the
/// host presents the latest loaded ad from its root view controller.
final class FullScreenHost: FormatHost {
    private enum Ad {
        case interstitial(any MediationInterstitialAd)
        case rewarded(any MediationRewardedAd)
        case appOpen(any MediationAppOpenAd)
    }

    private let context: HostContext
    private var adapter: (any MediationAdapter)?
    private var ad: Ad?

    init(_ context: HostContext, adapter: any MediationAdapter) {
        self.context = context
        self.adapter = adapter
    }

    func load(_ number: Int) {
        let credentials = context.credentials, isTest = context.scenario.isTestRequest
        switch context.scenario.format {
        case .interstitial:
            adapter?.loadInterstitial(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] loaded, error in
                if let loaded { ad = .interstitial(loaded) }
                return context.complete(load: number, loaded, error) { _ in .fullScreen }
            }
        case .rewarded, .rewardedInterstitial:
            let configuration = MediationRewardedAdConfiguration(credentials: credentials, isTestRequest: isTest)
            let handler: MediationRewardedLoadCompletionHandler = { [self] loaded, error in
                if let loaded { ad = .rewarded(loaded) }
                return context.complete(load: number, loaded, error) { _ in .fullScreen }
            }
            if context.scenario.format == .rewarded {
                adapter?.loadRewardedAd(for: configuration, completionHandler: handler)
            } else {
                adapter?.loadRewardedInterstitialAd(for: configuration, completionHandler: handler)
            }
        default:
            adapter?.loadAppOpenAd(for: .init(credentials: credentials, isTestRequest: isTest)) { [self] loaded, error in
                if let loaded { ad = .appOpen(loaded) }
                return context.complete(load: number, loaded, error) { _ in .fullScreen }
            }
        }
    }

    func perform(_ action: HostAction) {
        guard action == .present else { return }
        switch ad {
        case .interstitial(let ad): ad.present(from: context.root)
        case .rewarded(let ad): ad.present(from: context.root)
        case .appOpen(let ad): ad.present(from: context.root)
        case nil: break
        }
    }

    func end() {
        adapter = nil
        ad = nil
    }
}
