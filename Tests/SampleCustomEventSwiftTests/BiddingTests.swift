import AdReplay
import AdReplaySample
import AdapterTestSupport
import SampleAdSDK
import Synchronization
import Testing

@testable import SampleCustomEventSwift

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// A bidding banner adapter written as Google's open-source adapters are (GMA 12's names): it
/// collects its SDK's token as signals, and refuses a bidding load without a watermark, as Bigo's,
/// BidMachine's and PubMatic's do. Its token and its refusal come from the parameter, so one class
/// covers every case: "fail-signals" fails the signals, "no-signals" answers with neither.
final class WatermarkBiddingAdapter: NSObject, RTBAdapter {
    /// How often each spelling of set-up ran, for the once-per-session tests.
    static let setUps = Mutex(0)

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 4) }

    static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        setUps.withLock { $0 += 1 }
        completionHandler(nil)
    }

    func collectSignals(for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler) {
        let unit = params.configuration.credentials.first?.settings["parameter"] as? String
        switch unit {
        case "fail-signals": completionHandler(nil, NSError(domain: "com.example.bidder", code: 7))
        case "no-signals": completionHandler(nil, nil)
        default: completionHandler("token-\(unit ?? "none")-\(string(for: params.adSize))", nil)
        }
    }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard let bidResponse = adConfiguration.bidResponse else {
            _ = completionHandler(
                nil,
                NSError(
                    domain: "com.example.bidder", code: 101,
                    userInfo: [NSLocalizedDescriptionKey: "The ad configuration is missing bid response."]))
            return
        }
        guard let watermark = adConfiguration.watermark?.base64EncodedString() else {
            _ = completionHandler(
                nil,
                NSError(
                    domain: "com.example.bidder", code: 102,
                    userInfo: [NSLocalizedDescriptionKey: "The ad configuration is missing watermark."]))
            return
        }
        // The won bid is the network's to render: here the Sample SDK's banner loads it.
        loaded = (bidResponse, watermark)
        let banner = SampleCustomEventBannerSwift()
        self.banner = banner
        banner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    private var banner: SampleCustomEventBannerSwift?
    private(set) var loaded: (bid: String, watermark: String)?
}

/// An adapter of GMA 11 and earlier, set up through `setUpWith`, reading the SDK's global state
/// as `GADMobileAds.sharedInstance()`.
final class OldSpellingAdapter: NSObject, GADMediationAdapter {
    static let setUps = Mutex(0)

    static func adapterVersion() -> GADVersionNumber { GADVersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> GADVersionNumber { GADVersionNumber(majorVersion: 1) }

    static func setUpWith(
        _ configuration: GADMediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        setUps.withLock { $0 += 1 }
        completionHandler(nil)
    }

    func loadInterstitial(
        for adConfiguration: GADMediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        // The SDK's state, as a real adapter hands it to its network's SDK: the answer says it.
        let configuration = GADMobileAds.sharedInstance().requestConfiguration
        let child = configuration.tagForChildDirectedTreatment.map { $0.boolValue ? "child" : "not child" } ?? "unset"
        let underAge = configuration.tagForUnderAgeOfConsent.map { $0.boolValue ? "under age" : "of age" } ?? "unset"
        let text =
            "\(child), \(underAge), \(configuration.ageRestrictedTreatment.rawValue), "
            + "rating \(configuration.maxAdContentRating?.rawValue ?? "unset"), muted \(GADMobileAds.sharedInstance().applicationMuted), "
            + "volume \(GADMobileAds.sharedInstance().applicationVolume), top \(adConfiguration.topViewController?.title ?? "nil")"
        _ = completionHandler(nil, NSError(domain: "com.example.old", code: 1, userInfo: [NSLocalizedDescriptionKey: text]))
        // What one session sets never reaches the next.
        GADMobileAds.sharedInstance().applicationMuted = true
        configuration.tagForChildDirectedTreatment = NSNumber(value: true)
    }
}

/// A network's own extras class, made as an app makes it (no default initialiser).
final class KeywordExtras: NSObject, AdNetworkExtras {
    let keywords: [String]

    init(keywords: [String]) {
        self.keywords = keywords
    }
}

/// An adapter that reads its own extras class, as Smart's and PubMatic's do.
final class ExtrasReadingAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func networkExtrasClass() -> (any AdNetworkExtras.Type)? { KeywordExtras.self }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let text: String
        switch adConfiguration.extras {
        case let extras as KeywordExtras: text = "keywords " + extras.keywords.joined(separator: ",")
        case let extras as GADExtras: text = "GADExtras \(extras.additionalParameters?.count ?? 0)"
        default: text = "no extras"
        }
        _ = completionHandler(nil, NSError(domain: "com.example.extras", code: 1, userInfo: [NSLocalizedDescriptionKey: text]))
    }
}

@Suite(.serialized) struct BiddingTests {
    private var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(WatermarkBiddingAdapter.self)
        registry.register(OldSpellingAdapter.self)
        registry.register(
            ExtrasReadingAdapter.self,
            extras: { pairs in
                KeywordExtras(keywords: pairs["keywords"].map { $0.split(separator: ",").map(String.init) } ?? [])
            })
        registry.register(ExtrasReadingAdapter.self, as: "ExtrasReadingAdapterWithoutFactory")
        return registry
    }

    private func record(_ parameter: String, request: MediationRequest? = nil, script: String = "load") throws -> Recorder.Recording {
        let scenario = Scenario(
            format: .banner, adapterClassName: "WatermarkBiddingAdapter", parameter: parameter,
            request: request, script: try Script.parse(script))
        return try Recorder(registry: registry).record(scenario, name: "bidding", network: .answer("fill"))
    }

    private let bid = MediationRequest(bidResponse: "bid-1", watermark: "d2F0ZXJtYXJr")

    @Test func biddingLoad_collectsSignalsFirst_thenLoadsWithTheBidResponseAndWatermark() throws {
        let recording = try record("unit", request: bid)

        #expect(
            recording.fixture.observation.lines(.hostEvents) == [
                #"0 ms  host signalsCollected signals "token-unit-320x50""#,
                #"0 ms  host loadCompleted ad banner 320×50 "Sample Text Ad ""#,
            ])
        #expect(recording.breaches.isEmpty)
        #expect(Replayer(registry: registry).replay(recording.fixture).passed)
    }

    @Test func biddingLoad_withoutWatermark_failsAsTheAdapterSays() throws {
        let recording = try record("unit", request: MediationRequest(bidResponse: "bid-1"))

        #expect(
            recording.fixture.observation.lines(.hostEvents).last
                == #"0 ms  host loadCompleted error com.example.bidder 102 "The ad configuration is missing watermark.""#)
    }

    @Test func waterfallLoad_collectsNoSignals() throws {
        let recording = try record("unit")

        #expect(
            recording.fixture.observation.lines(.hostEvents) == [
                #"0 ms  host loadCompleted error com.example.bidder 101 "The ad configuration is missing bid response.""#
            ])
    }

    @Test(arguments: [
        (
            "fail-signals",
            #"0 ms  host signalsCollected error com.example.bidder 7 "The operation couldn’t be completed. (com.example.bidder error 7.)""#,
            [String]()
        ),
        (
            "no-signals", "0 ms  host signalsCollected (nil, nil)",
            [
                "ad 1: signals or an error at host event #0 (0 ms): the adapter answered the signals request with neither signals nor an error"
            ]
        ),
    ])
    func signalsWithoutSignals_leaveTheAdapterOutOfTheAuction(parameter: String, line: String, breaches: [String]) throws {
        let recording = try record(parameter, request: bid)

        #expect(recording.fixture.observation.lines(.hostEvents) == [line])
        // A load left out of the auction never completes, and that is no breach; an answer with
        // neither signals nor an error is one (GMA's `GADRTBAdapter`: "signals or an error").
        #expect(recording.breaches.map(\.description) == breaches)
        let replay = Replayer(registry: registry).replay(recording.fixture)
        #expect(replay.diff == nil && replay.failure == nil && replay.breaches.map(\.description) == breaches)
    }

    @Test func fixture_storesWatermarkAndSignals_andReadsThemBack() throws {
        let fixture = try record("unit", request: bid).fixture
        let text = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)

        #expect(text.contains(#""request": {"bidResponse": "bid-1", "watermark": "d2F0ZXJtYXJr"}"#))
        #expect(text.contains(#"{"at":     0, "host": "signalsCollected", "signals": "token-unit-320x50"}"#))
        let read = try FixtureCodec.decode(try FixtureCodec.encode(fixture), path: "f", networks: registry.networks)
        #expect(read == fixture)
    }

    @Test func setUp_gma12Spelling_runsOncePerSession() throws {
        let before = WatermarkBiddingAdapter.setUps.withLock { $0 }
        _ = try record("unit", request: bid, script: "load; +10 load; +10 load")
        #expect(WatermarkBiddingAdapter.setUps.withLock { $0 } == before + 1)
    }

    @Test func setUp_olderSpelling_runsOncePerSession() throws {
        let before = OldSpellingAdapter.setUps.withLock { $0 }
        let scenario = Scenario(
            format: .interstitial, adapterClassName: "OldSpellingAdapter", parameter: "unit",
            script: try Script.parse("load; +10 load"))
        _ = try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork([]))
        #expect(OldSpellingAdapter.setUps.withLock { $0 } == before + 1)
    }

    @Test func mobileAdsState_comesFromTheScenario_andIsResetBetweenSessions() throws {
        let settings = MobileAdsSettings(
            tagForChildDirectedTreatment: false, tagForUnderAgeOfConsent: true,
            ageRestrictedTreatment: .teen, maxAdContentRating: "PG", isApplicationMuted: false,
            applicationVolume: 0.5)
        func loadError(_ settings: MobileAdsSettings?) throws -> String? {
            let scenario = Scenario(
                format: .interstitial, adapterClassName: "OldSpellingAdapter", parameter: "unit",
                mobileAds: settings, script: [ScriptStep(at: 0, .load)])
            return try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork([])).lines(.hostEvents).first
        }

        #expect(
            try loadError(settings)
                == #"0 ms  host loadCompleted error com.example.old 1 "not child, under age, teen, rating PG, muted false, volume 0.5, top app screen""#
        )
        #expect(
            try loadError(nil)
                == #"0 ms  host loadCompleted error com.example.old 1 "unset, unset, unspecified, rating unset, muted false, volume 1.0, top app screen""#
        )
    }

    @Test(arguments: [
        ("ExtrasReadingAdapter", ["keywords": "sport,news"], "keywords sport,news"),
        ("ExtrasReadingAdapterWithoutFactory", ["keywords": "sport,news"], "GADExtras 1"),
        ("ExtrasReadingAdapter", nil, "no extras"),
    ])
    func extras_areTheNetworksOwnClass_whenItsRegistrationMakesIt(adapter: String, pairs: [String: String]?, text: String) throws {
        let scenario = Scenario(
            format: .interstitial, adapterClassName: adapter, parameter: "unit",
            request: pairs.map { MediationRequest(extras: $0) }, script: [ScriptStep(at: 0, .load)])
        let lines = try Recorder(registry: registry).run(scenario, sampleNetwork: ScriptedSampleNetwork([])).lines(.hostEvents)
        #expect(lines == ["0 ms  host loadCompleted error com.example.extras 1 \"\(text)\""])
    }

    @Test func mobileAdsSettings_areStoredOnlyWhenSet() throws {
        let scenario = Scenario(
            format: .interstitial, adapterClassName: "OldSpellingAdapter", parameter: "unit",
            mobileAds: MobileAdsSettings(ageRestrictedTreatment: .child, testDeviceIdentifiers: ["a", "b"]),
            script: [ScriptStep(at: 0, .load)])
        let fixture = try Recorder(registry: registry).record(scenario, name: "settings", network: .answer("fill")).fixture
        let text = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)

        #expect(text.contains(#""mobileAds": {"ageRestrictedTreatment": "child", "testDeviceIdentifiers": ["a", "b"]}"#))
        #expect(try FixtureCodec.decode(try FixtureCodec.encode(fixture), path: "f", networks: registry.networks) == fixture)
        #expect(!String(decoding: try FixtureCodec.json(try record("unit").fixture), as: UTF8.self).contains("mobileAds"))
    }
}
