import GoogleMobileAdsCompat
import Testing

/// ObjCHeaderToSwiftOutput.swift is what `scripts/objc-header-to-swift` writes for a small header of
/// the tests' own (ObjCHeaderToSwiftScriptTests checks that it still does): it compiles against
/// the compat module, and an adapter uses it as it would use what Swift imports on iOS.
@Suite struct ObjCHeaderToSwiftOutputTests {
    @Test func errorEnum_isAnNSErrorOfTheDomainWithItsCode() {
        let error = GADMAdapterAcmeError(.sdkNotInitialized) as NSError
        #expect(error.domain == "com.example.acme" && error.code == 102)
        #expect(GADMAdapterAcmeError.adNotReady.rawValue == 103)
        #expect(GADMAdapterAcmeError.Code(rawValue: 101) == .invalidServerParameters)
    }

    @Test func enumsOptionsAndConstants_haveTheHeadersValues() {
        #expect(GADMAdapterAcmeAdChoicesCorner.default == .topLeft)
        #expect(GADMAdapterAcmeAdChoicesCorner.bottomRight.rawValue == 3)
        #expect(GADMAdapterAcmeAdTypes([.video, .display]).rawValue == 3)
        #expect(GADMAdapterAcmeVersion == "1.2.3.0" && GADMAdapterAcmePlacementKey == "placement_id")
        #expect(GADMAdapterAcmeMaxRetries == 3)
        // Only the words every case shares are stripped, even when one case is misspelt.
        #expect(GADMAdapterAcmeState.staetLoading.rawValue == 1 && GADMAdapterAcmeState.stateIdle.rawValue == 0)
    }

    @Test func extrasClass_isAnAdNetworkExtrasWithObjectiveCsStartingValues() {
        let extras = GADMAdapterAcmeExtras()
        #expect(!extras.muteAudio && extras.userID == nil && extras.keywords.isEmpty)
        #expect(!extras.isTestMode)
        #expect(extras.corner == .topLeft && extras.adTypes.isEmpty)
        extras.userID = "user-1"
        let registered: any GADAdNetworkExtras = extras
        #expect((registered as? GADMAdapterAcmeExtras)?.userID == "user-1")
    }
}
