import GoogleMobileAdsCompat
import Testing

/// The connector-era request protocol under both generations' names, as an adapter's helper
/// reads it.
@Suite struct MediationAdRequestTests {
    final class Connector: MediationAdRequest {
        let settings: [AnyHashable: Any]?
        init(settings: [AnyHashable: Any]?) { self.settings = settings }
        func publisherId() -> String? { nil }
        func credentials() -> [AnyHashable: Any]? { settings }
        func testMode() -> Bool { true }
        func networkExtras() -> (any AdNetworkExtras)? { Extras(parameters: ["k": "v"]) }
        func childDirectedTreatment() -> NSNumber? { NSNumber(value: true) }
        func maxAdContentRating() -> MaxAdContentRating? { .teen }
        func underAgeOfConsent() -> NSNumber? { nil }
        func userKeywords() -> [Any]? { ["sport"] }
    }

    // GMA 12's spelling, as Google's AppLovin adapter writes it.
    static func zone(forConnector connector: MediationAdRequest) -> String? {
        connector.credentials()?["zone_id"] as? String
    }

    // GMA 11's spelling.
    static func zone(forLegacyConnector connector: GADMediationAdRequest) -> String? {
        connector.credentials()?["zone_id"] as? String
    }

    @Test func credentials_areReadThroughEitherName() {
        let connector = Connector(settings: ["zone_id": "z-1"])
        #expect(Self.zone(forConnector: connector) == "z-1")
        #expect(Self.zone(forLegacyConnector: connector) == "z-1")
        #expect(Self.zone(forConnector: Connector(settings: nil)) == nil)
        let request: any GoogleMobileAds.MediationAdRequest = connector
        #expect(request.testMode() && request.childDirectedTreatment() == NSNumber(value: true))
        #expect(request.maxAdContentRating() == GADMaxAdContentRatingTeen)
        #expect((request.networkExtras() as? Extras)?.additionalParameters?["k"] as? String == "v")
    }
}
