import Mediation
import NeutralUI
import Testing

/// An adapter that implements only what is required.
private final class BareAdapter: MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3) }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    init() {}
}

/// An adapter that loads banners only.
private final class BannerOnlyAdapter: MediationAdapter, MediationBannerAd {
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    let view = View(frame: Rect(width: 320, height: 50))
    init() {}

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        _ = completionHandler(self, nil)
    }
}

/// Collects what a completion handler was called with.
private final class Completions {
    var calls: [(ad: (any MediationAd)?, error: MediationError?)] = []

    func append(_ call: ((any MediationAd)?, (any Error)?)) {
        calls.append((call.0, call.1.map(MediationError.init)))
    }
}

private func unsupported(_ format: String) -> MediationError {
    MediationError(
        domain: "com.google.admob", code: 8,
        userInfo: [
            "NSLocalizedDescription": "BareAdapter does not support the \(format) ad format."
        ])
}

struct MediationAdapterTests {
    private let credentials = MediationCredentials(settings: ["parameter": "unit"], format: .banner)

    @Test func defaults_setUpSucceedsAndNoExtras() {
        var results: [MediationError?] = []
        BareAdapter.setUpWith(MediationServerConfiguration(credentials: [credentials])) { results.append($0.map(MediationError.init)) }
        #expect(results.count == 1)
        #expect(results.first == .some(nil))
        #expect(BareAdapter.networkExtrasClass() == nil)
        #expect(BareAdapter.adapterVersion().description == "1.2.3")
    }

    @Test func defaultLoads_reportUnsupportedFormatOnceThroughTheCompletionHandler() {
        let adapter = BareAdapter()
        let completions = Completions()
        adapter.loadBanner(for: .init(credentials: credentials, adSize: AdSizeBanner)) {
            completions.append(($0, $1)); return nil
        }
        adapter.loadInterstitial(for: .init(credentials: credentials)) {
            completions.append(($0, $1)); return nil
        }
        adapter.loadRewardedAd(for: .init(credentials: credentials)) {
            completions.append(($0, $1)); return nil
        }
        adapter.loadRewardedInterstitialAd(for: .init(credentials: credentials)) {
            completions.append(($0, $1)); return nil
        }
        adapter.loadNativeAd(for: .init(credentials: credentials)) {
            completions.append(($0, $1)); return nil
        }
        adapter.loadAppOpenAd(for: .init(credentials: credentials)) {
            completions.append(($0, $1)); return nil
        }

        #expect(completions.calls.allSatisfy { $0.ad == nil })
        #expect(
            completions.calls.map(\.error) == [
                unsupported("banner"), unsupported("interstitial"), unsupported("rewarded"),
                unsupported("rewardedInterstitial"), unsupported("native"), unsupported("appOpen"),
            ])
    }

    @Test func implementedLoad_replacesTheDefault() {
        let adapter = BannerOnlyAdapter()
        let completions = Completions()
        adapter.loadBanner(for: .init(credentials: credentials, adSize: AdSizeMediumRectangle)) {
            completions.append(($0, $1)); return nil
        }
        #expect(completions.calls.count == 1)
        #expect(completions.calls.first?.ad === adapter)
        #expect(completions.calls.first?.error == nil)
    }

    @Test func adapterSeenAsExistential_usesItsOwnLoad() {
        let type: any MediationAdapter.Type = BannerOnlyAdapter.self
        let completions = Completions()
        type.init().loadBanner(for: .init(credentials: credentials, adSize: AdSizeBanner)) {
            completions.append(($0, $1)); return nil
        }
        #expect(completions.calls.first?.error == nil)
    }
}
