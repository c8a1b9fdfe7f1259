import AdWorld
import AdapterUnitTestKit
import Foundation
import GoogleMobileAdsCompat

/// The kit's subject: an adapter of this project's own whose every answer the test chooses through
/// the credentials it hands over (no statics), so that each way an adapter can call back, or fail
/// to, is one setting:
///
/// - `settings["setUp"]` / `settings["load"]`: `now` (default; calls back before returning),
///   `main` (from a block queued on the main queue), `mainActor` (from a `Task { @MainActor in }`),
///   `mainActor:B` (behaviour B from a `Task { @MainActor in }`), `clock:N` (N ms later on the current world's virtual clock), `fail` (error `probe 7`),
///   `never`, `twice`, `noAd` (a load answering neither an ad nor an error).
final class ProbeAdapter: NSObject, RTBAdapter {
    static let errorDomain = "com.example.probe"

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 4, minorVersion: 5, patchVersion: 6) }

    static func setUp(
        with configuration: MediationServerConfiguration, completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        let behaviour = configuration.credentials.first?.settings["setUp"] as? String ?? "now"
        answer(behaviour, success: { completionHandler(nil) }, failure: { completionHandler($0) })
    }

    override init() {}

    func collectSignals(for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler) {
        completionHandler("signals-\(params.configuration.credentials.count)", nil)
    }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration, completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeBanner(), completionHandler)
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeFullScreenAd(), completionHandler)
    }

    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration, completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeFullScreenAd(), completionHandler)
    }

    func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeFullScreenAd(), completionHandler)
    }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration, completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeNativeAd(), completionHandler)
    }

    func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration, completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        load(adConfiguration, ad: ProbeFullScreenAd(), completionHandler)
    }

    private func load<Ad, Delegate>(
        _ configuration: MediationAdConfiguration, ad: Ad, _ completionHandler: @escaping (Ad?, (any Error)?) -> Delegate?
    ) {
        let behaviour = configuration.credentials.settings["load"] as? String ?? "now"
        if behaviour == "noAd" {
            _ = completionHandler(nil, nil)
            return
        }
        Self.answer(behaviour, success: { _ = completionHandler(ad, nil) }, failure: { _ = completionHandler(nil, $0) })
    }

    private static func answer(_ behaviour: String, success: @escaping () -> Void, failure: @escaping (any Error) -> Void) {
        nonisolated(unsafe) let success = success
        nonisolated(unsafe) let failure = failure
        if behaviour.hasPrefix("mainActor:") {
            Task { @MainActor in answer(String(behaviour.dropFirst(10)), success: success, failure: failure) }
            return
        }
        switch behaviour {
        case "main":
            DispatchQueue.main.async { success() }
        case "mainActor":
            Task { @MainActor in success() }
        case let clock where clock.hasPrefix("clock:"):
            World.current?.schedule(after: Int(clock.dropFirst(6)) ?? 0) { success() }
        case "fail":
            failure(NSError(domain: errorDomain, code: 7, userInfo: [NSLocalizedDescriptionKey: "The probe refused."]))
        case "failTyped":
            // The same failure as the host's own error type, as an adapter written against
            // Mediation's names reports it.
            failure(MediationError(domain: errorDomain, code: 7, userInfo: [MediationError.localizedDescriptionKey: "The probe refused."]))
        case "never":
            break
        case "twice":
            success()
            success()
        default:
            success()
        }
    }
}

final class ProbeBanner: NSObject, MediationBannerAd {
    let view = View()
}

final class ProbeFullScreenAd: NSObject, MediationInterstitialAd, MediationRewardedAd, MediationAppOpenAd {
    func present(from viewController: ViewController) {}
}

final class ProbeNativeAd: NSObject, MediationNativeAd {
    var headline: String? { "Probe" }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }
}

/// Credentials whose settings choose the probe's behaviour.
func probeCredentials(_ settings: [String: Any]) -> AUTKMediationCredentials {
    let credentials = AUTKMediationCredentials()
    credentials.settings = settings
    return credentials
}
