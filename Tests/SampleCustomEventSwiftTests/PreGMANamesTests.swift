import AdReplay
import AdReplaySample
import AdapterTestSupport
import SampleAdSDK
import Testing

@testable import SampleCustomEventSwift

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// An adapter still written against `Mediation`'s names from before GMA's shapes: `setUp(with:)`
/// whose handler takes a `MediationError`, `networkExtrasClass` as a property. It compiles (Swift has no diagnostic for it), so the host
/// must refuse it rather than call GMA's names beside it.
final class PreGMAStaticNamesAdapter: NSObject, MediationAdapter {
    required override init() {
        super.init()
    }

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static var networkExtrasClass: (any AdNetworkExtras.Type)? { nil }

    static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping (MediationError?) -> Void
    ) {
        completionHandler(nil)
    }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        _ = completionHandler(nil, NSError(domain: "test", code: 1))
    }
}

/// A native ad whose self-tracking is declared with the old properties.
final class PreGMANativeAd: NSObject, MediationNativeAd {
    var headline: String? { "Old" }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }
    var handlesUserClicks: Bool { true }
    var handlesUserImpressions: Bool { true }
}

final class PreGMANativeAdapter: NSObject, MediationAdapter {
    required override init() {
        super.init()
    }

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        _ = completionHandler(PreGMANativeAd(), nil)
    }
}

/// A legacy custom event declaring one old property and GMA's other method.
final class PreGMACustomEvent: NSObject, CustomEventNativeAd {
    weak var delegate: (any CustomEventNativeAdDelegate)?

    required override init() {
        super.init()
    }

    var handlesUserImpressions: Bool { true }
    func handlesUserClicks() -> Bool { true }

    func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: UIViewController?
    ) {}
}

@Suite struct PreGMANamesTests {
    private func refusal(_ format: Scenario.Format, _ name: String, register: (inout AdapterRegistry) -> Void) -> String? {
        var registry = AdapterRegistry.withSampleNetwork
        register(&registry)
        let scenario = Scenario(format: format, adapterClassName: name, parameter: "unit", script: [ScriptStep(at: 0, .load)])
        do {
            _ = try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork([]))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func staticNames_refuseTheSessionNamingGMAsNames() {
        let text = refusal(.banner, "PreGMAStaticNamesAdapter") { $0.register(PreGMAStaticNamesAdapter.self) }

        #expect(
            text == """
                PreGMAStaticNamesAdapter declares static func setUp(with:completionHandler:) taking a MediationError and \
                static var networkExtrasClass, which the host never uses (a name from before AdReplay took Google Mobile Ads' \
                shapes); declare static func setUp(with:completionHandler:) taking any Error and static func networkExtrasClass() \
                as GMA does.
                """)
    }

    @Test func nativeAdProperties_refuseTheSession() {
        let text = refusal(.native, "PreGMANativeAdapter") { $0.register(PreGMANativeAdapter.self) }

        #expect(
            text == """
                PreGMANativeAd declares var handlesUserClicks: Bool and var handlesUserImpressions: Bool, which the host never \
                uses (a name from before AdReplay took Google Mobile Ads' shapes); declare func handlesUserClicks() -> Bool and \
                func handlesUserImpressions() -> Bool as GMA does.
                """)
    }

    @Test func legacyCustomEventProperty_refusesTheSession() {
        let text = refusal(.nativeLegacy, "PreGMACustomEvent") { $0.register(customEvent: PreGMACustomEvent.self) }

        #expect(
            text == """
                PreGMACustomEvent declares var handlesUserImpressions: Bool, which the host never uses (a name from before \
                AdReplay took Google Mobile Ads' shapes); declare func handlesUserImpressions() -> Bool as GMA does.
                """)
    }

    @Test func gmaShapes_areNotRefused() {
        #expect(PreGMANames.refusal(of: SelfTrackingSwiftAdapter.self) == nil)
        #expect(PreGMANames.refusal(of: SelfTrackingSwiftNativeAd()) == nil)
        #expect(PreGMANames.refusal(of: SampleLegacyCustomEventNativeAdSwift()) == nil)
    }
}
