import AdapterUnitTestKit
import XCTest

/// Each configuration class: what a new one reads as, and every settable member read back through
/// the compat class an adapter declares.
final class AUTKAdConfigurationTests: XCTestCase {
    func test_credentials_defaultsToGMAsZeroValues_andKeepsWhatIsSet() {
        let credentials = AUTKMediationCredentials()
        XCTAssertTrue(credentials.settings.isEmpty)
        XCTAssertEqual(credentials.format, .banner)

        credentials.settings = ["application_id": "test_id", "count": 3]
        credentials.format = .rewarded
        let seen: MediationCredentials = credentials
        XCTAssertEqual(seen.settings["application_id"] as? String, "test_id")
        XCTAssertEqual(seen.settings["count"] as? Int, 3)
        XCTAssertEqual(seen.format, .rewarded)
    }

    func test_serverConfiguration_holdsTheCredentialsSet() {
        let configuration = AUTKMediationServerConfiguration()
        XCTAssertTrue(configuration.credentials.isEmpty)
        let credentials = probeCredentials(["application_id": "a"])
        configuration.credentials = [credentials]
        let seen: MediationServerConfiguration = configuration
        XCTAssertEqual(seen.credentials.count, 1)
        XCTAssertTrue(seen.credentials[0] === credentials)
    }

    func test_signalsConfigurationAndRequestParameters_holdWhatIsSet() {
        let signals = AUTKRTBMediationSignalsConfiguration()
        XCTAssertTrue(signals.credentials.isEmpty)
        signals.credentials = [probeCredentials(["slot": "1"]), probeCredentials(["slot": "2"])]

        let parameters = AUTKRTBRequestParameters()
        XCTAssertTrue(parameters.configuration.credentials.isEmpty)
        XCTAssertNil(parameters.extras)
        XCTAssertEqual(parameters.adSize, AdSizeInvalid)

        let extras = Extras(parameters: ["key": "value"])
        parameters.configuration = signals
        parameters.extras = extras
        parameters.adSize = AdSizeMediumRectangle
        let seen: RTBRequestParameters = parameters
        XCTAssertEqual(seen.configuration.credentials.map { $0.settings["slot"] as? String }, ["1", "2"])
        XCTAssertTrue(seen.extras === extras)
        XCTAssertEqual(seen.adSize, AdSizeMediumRectangle)
    }

    func test_bannerConfiguration_defaultsAndSettableMembers() {
        let configuration = AUTKMediationBannerAdConfiguration()
        assertDefaults(configuration)
        XCTAssertEqual(configuration.adSize, AdSizeInvalid)
        configuration.adSize = AdSizeLeaderboard
        let seen: MediationBannerAdConfiguration = configuration
        XCTAssertEqual(seen.adSize, AdSizeLeaderboard)
        assertSettable(configuration)
    }

    func test_interstitialConfiguration_defaultsAndSettableMembers() {
        let configuration = AUTKMediationInterstitialAdConfiguration()
        assertDefaults(configuration)
        assertSettable(configuration as MediationInterstitialAdConfiguration, setting: configuration)
    }

    func test_rewardedConfiguration_defaultsAndSettableMembers() {
        let configuration = AUTKMediationRewardedAdConfiguration()
        assertDefaults(configuration)
        assertSettable(configuration as MediationRewardedAdConfiguration, setting: configuration)
    }

    func test_appOpenConfiguration_defaultsAndSettableMembers() {
        let configuration = AUTKMediationAppOpenAdConfiguration()
        assertDefaults(configuration)
        assertSettable(configuration as MediationAppOpenAdConfiguration, setting: configuration)
    }

    func test_nativeConfiguration_defaultsAndSettableMembers() {
        let configuration = AUTKMediationNativeAdConfiguration()
        assertDefaults(configuration)
        XCTAssertTrue(configuration.options.isEmpty)
        let options = NativeAdImageAdLoaderOptions()
        configuration.options = [options]
        let seen: MediationNativeAdConfiguration = configuration
        XCTAssertEqual(seen.options.count, 1)
        XCTAssertTrue(seen.options[0] === options)
        assertSettable(configuration)
    }

    private func assertDefaults(_ configuration: MediationAdConfiguration, line: UInt = #line) {
        XCTAssertNil(configuration.bidResponse, line: line)
        XCTAssertNil(configuration.topViewController, line: line)
        XCTAssertTrue(configuration.credentials.settings.isEmpty, line: line)
        XCTAssertNil(configuration.watermark, line: line)
        XCTAssertNil(configuration.extras, line: line)
        XCTAssertNil(configuration.childDirectedTreatment, line: line)
        XCTAssertFalse(configuration.isTestRequest, line: line)
    }

    /// Sets every common member on `setting` (the kit's class) and reads it through `seen` (the
    /// compat class an adapter declares).
    private func assertSettable<Kit: AUTKSettable>(_ seen: MediationAdConfiguration, setting: Kit, line: UInt = #line) {
        let controller = ViewController()
        let credentials = probeCredentials(["slot_id": "slot"])
        let extras = Extras(parameters: ["a": "b"])
        setting.set(
            bidResponse: "bid", topViewController: controller, credentials: credentials,
            watermark: Data([1, 2]), extras: extras, childDirectedTreatment: true, isTestRequest: true)
        XCTAssertEqual(seen.bidResponse, "bid", line: line)
        XCTAssertTrue(seen.topViewController === controller, line: line)
        XCTAssertEqual(seen.credentials.settings["slot_id"] as? String, "slot", line: line)
        XCTAssertEqual(seen.watermark, Data([1, 2]), line: line)
        XCTAssertTrue(seen.extras === extras, line: line)
        XCTAssertEqual(seen.childDirectedTreatment, true, line: line)
        XCTAssertTrue(seen.isTestRequest, line: line)
    }

    private func assertSettable<Kit: AUTKSettable & MediationAdConfiguration>(_ configuration: Kit, line: UInt = #line) {
        assertSettable(configuration, setting: configuration, line: line)
    }
}

/// The members every kit configuration makes settable, set the way a test sets them.
protocol AUTKSettable: AnyObject {
    var bidResponse: String? { get set }
    var topViewController: ViewController? { get set }
    var credentials: MediationCredentials { get set }
    var watermark: Data? { get set }
    var extras: (any AdNetworkExtras)? { get set }
    var childDirectedTreatment: NSNumber? { get set }
    var isTestRequest: Bool { get set }
}

extension AUTKSettable {
    func set(
        bidResponse: String, topViewController: ViewController, credentials: MediationCredentials, watermark: Data,
        extras: any AdNetworkExtras, childDirectedTreatment: NSNumber, isTestRequest: Bool
    ) {
        self.bidResponse = bidResponse
        self.topViewController = topViewController
        self.credentials = credentials
        self.watermark = watermark
        self.extras = extras
        self.childDirectedTreatment = childDirectedTreatment
        self.isTestRequest = isTestRequest
    }
}

extension AUTKMediationBannerAdConfiguration: AUTKSettable {}
extension AUTKMediationInterstitialAdConfiguration: AUTKSettable {}
extension AUTKMediationRewardedAdConfiguration: AUTKSettable {}
extension AUTKMediationAppOpenAdConfiguration: AUTKSettable {}
extension AUTKMediationNativeAdConfiguration: AUTKSettable {}
