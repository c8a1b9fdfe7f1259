import AdReplay
import AdReplayReports
import AdReplaySample
import AdapterTestSupport
import SampleAdSDK
import Testing

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

/// A bidding banner adapter as its author writes it against GMA: it hands the SDK what the
/// request carried (the bid response, the extras, the child-directed tag) as keywords, so the
/// banner's text shows what it read.
final class BiddingBannerAdapter: NSObject, MediationAdapter, MediationBannerAd, SampleBannerAdDelegate {
    private var banner: SampleBanner?
    private var completionHandler: GADMediationBannerLoadCompletionHandler?
    private var delegate: MediationBannerAdEventDelegate?

    required override init() {
        super.init()
    }

    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1) }

    var view: UIView { banner ?? UIView(frame: CGRect.zero) }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        banner.adUnit = adConfiguration.credentials.settings["parameter"] as? String
        banner.delegate = self
        let request = SampleAdRequest()
        var keywords = ["bid " + (adConfiguration.bidResponse ?? "none")]
        if let extras = adConfiguration.extras as? GADExtras, let parameters = extras.additionalParameters as? [String: String] {
            keywords += parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        }
        if let childDirected = adConfiguration.childDirectedTreatment {
            keywords.append("child-directed \(childDirected.boolValue)")
        }
        request.keywords = keywords
        self.banner = banner
        self.completionHandler = completionHandler
        banner.fetchAd(request)
    }

    func bannerDidLoad(_ banner: SampleBanner) {
        delegate = completionHandler?(self, nil)
    }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        delegate = completionHandler?(nil, NSError(domain: "test", code: errorCode.rawValue))
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) {
        delegate?.reportClick()
    }
}

@Suite struct MediationRequestTests {
    private var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(BiddingBannerAdapter.self)
        return registry
    }

    private func scenario(_ request: MediationRequest?) -> Scenario {
        Scenario(
            format: .banner, adapterClassName: "BiddingBannerAdapter", parameter: "unit", request: request,
            script: [ScriptStep(at: 0, .load)])
    }

    @Test func bidResponseExtrasAndChildDirectedTag_roundTripAndReachTheAdapterOnReplay() throws {
        let request = MediationRequest(bidResponse: "bid-123", extras: ["placement": "home"], childDirectedTreatment: true)
        let recorded = try Recorder(registry: registry).record(scenario(request), name: "bid", network: .answer("fill")).fixture
        let read = try FixtureCodec.decode(FixtureCodec.encode(recorded), path: "bid.fixture.gz", networks: registry.networks)

        #expect(read.scenario.request == request)
        #expect(
            read.observation.lines(.effects) == [
                #"0 ms  sample effect SampleBanner text "Sample Text Ad with keywords: bid bid-123, placement=home, child-directed true""#
            ])
        #expect(Replayer(registry: registry).replay(read).status == .passed)

        // The replay hands the adapter the stored request: without it, the adapter asks otherwise.
        var withoutRequest = read
        withoutRequest.scenario.request = nil
        #expect(Replayer(registry: registry).replay(withoutRequest).status == .differed)
    }

    @Test func noRequestSet_isNotStored() throws {
        let recorded = try Recorder(registry: registry).record(scenario(nil), name: "plain", network: .answer("fill")).fixture
        let json = String(decoding: try FixtureCodec.json(recorded), as: UTF8.self)

        let scenarioLine = try #require(json.split(separator: "\n").first { $0.contains("\"scenario\"") })
        #expect(
            scenarioLine
                == #"  "scenario": {"format": "banner", "adapter": "BiddingBannerAdapter", "parameter": "unit", "testRequest": false, "script": "load"},"#
        )
        #expect(
            recorded.observation.lines(.effects) == [#"0 ms  sample effect SampleBanner text "Sample Text Ad with keywords: bid none""#])
    }

    @Test func inspect_showsTheRequest() throws {
        let request = MediationRequest(bidResponse: "bid-123", extras: ["b": "2", "a": "1"], childDirectedTreatment: false)
        let recorded = try Recorder(registry: registry).record(scenario(request), name: "bid", network: .answer("fill")).fixture

        #expect(
            FixtureTimeline.render(recorded).split(separator: "\n").contains(
                #"  request: bid response "bid-123", extras a=1, b=2, child-directed no"#))
    }
}
