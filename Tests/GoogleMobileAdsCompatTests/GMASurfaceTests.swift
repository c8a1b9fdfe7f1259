import AdWorld
import GoogleMobileAdsCompat
import Testing

/// What GMA's functions and global state answer under the compat module, in both generations'
/// spellings.
@Suite struct GMASurfaceTests {
    @Test func sizes_bothGenerationsAreTheSameValues() {
        #expect(AdSizeBanner.size == CGSize(width: 320, height: 50))
        #expect(GADAdSizeBanner == AdSizeBanner && kGADAdSizeBanner == AdSizeBanner)
        #expect(GADAdSizeMediumRectangle.size == CGSize(width: 300, height: 250))
        #expect(isAdSizeEqualToSize(size1: AdSizeLeaderboard, size2: GADAdSizeFromCGSize(CGSize(width: 728, height: 90))))
        #expect(!GADAdSizeEqualToSize(AdSizeBanner, AdSizeLargeBanner))
        #expect(isAdSizeValid(size: AdSizeBanner) && !IsGADAdSizeValid(AdSizeInvalid) && isAdSizeValid(size: AdSizeFluid))
        #expect(GADAdSizeIsFluid(kGADAdSizeFluid) && !isAdSizeFluid(size: AdSizeBanner))
        #expect(string(for: AdSizeMediumRectangle) == "300x250" && NSStringFromGADAdSize(AdSizeFluid) == "fluid")
        #expect(cgSize(for: AdSizeSkyscraper) == CGSize(width: 120, height: 600))
        #expect(adSizeFor(nsValue: nsValue(for: AdSizeFullBanner)) == AdSizeFullBanner)
        #expect(GADAdSizeFromNSValue(NSValueFromGADAdSize(AdSizeBanner)) == AdSizeBanner)
    }

    @Test func closestValidSize_isTheLargestThatFitsAtLeastHalf() {
        let candidates = [AdSizeBanner, AdSizeMediumRectangle, AdSizeLeaderboard].map { nsValue(for: $0) }
        #expect(
            closestValidSizeForAdSizes(original: adSizeFor(cgSize: CGSize(width: 320, height: 60)), possibleAdSizes: candidates)
                == AdSizeBanner)
        #expect(
            closestValidSizeForAdSizes(original: adSizeFor(cgSize: CGSize(width: 400, height: 300)), possibleAdSizes: candidates)
                == AdSizeMediumRectangle)
        #expect(GADClosestValidSizeForAdSizes(adSizeFor(cgSize: CGSize(width: 100, height: 20)), candidates) == AdSizeInvalid)
    }

    @Test func adaptiveSizes_areWorkedOutFromTheHostScreen() {
        #expect(currentOrientationAnchoredAdaptiveBanner(width: 390).size == CGSize(width: 390, height: 59))
        #expect(GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(200).size.height == 50)
        #expect(landscapeAnchoredAdaptiveBanner(width: 844).size.height == 90)
        #expect(inlineAdaptiveBanner(width: 320, maxHeight: 250).size == CGSize(width: 320, height: 250))
        #expect(GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(320).size == CGSize(width: 320, height: 844))
        #expect(fullWidthPortrait(height: 50) == GADAdSizeFullWidthPortraitWithHeight(50))
        #expect(fullWidthPortrait(height: 50).size.width == 390)
    }

    @Test func versions_printAsGMAPrintsThem() {
        let version = VersionNumber(majorVersion: 5, minorVersion: 3, patchVersion: 100)
        #expect(string(for: version) == "5.3.100")
        #expect(GADGetStringFromVersionNumber(version) == "5.3.100")
        #expect(string(for: MobileAds.shared.versionNumber) == "12.0.0")
    }

    @Test func mobileAds_isEachWorldsOwn() {
        let first = World(), second = World()
        first.mobileAds = MobileAds(
            MobileAdsSettings(
                tagForChildDirectedTreatment: true, ageRestrictedTreatment: .child,
                isApplicationMuted: true))
        first.run {
            #expect(MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment == NSNumber(value: true))
            #expect(MobileAds.shared.requestConfiguration.ageRestrictedTreatment == .child)
            #expect(GADMobileAds.sharedInstance() === MobileAds.shared)
            #expect(GADMobileAds.sharedInstance().applicationMuted)
        }
        second.run {
            #expect(MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment == nil)
            #expect(MobileAds.shared.requestConfiguration.ageRestrictedTreatment == .unspecified)
            #expect(!MobileAds.shared.isApplicationMuted && MobileAds.shared.applicationVolume == 1)
        }
    }

    @Test func unsetObjects_areMadeAsGMAMakesThem() {
        #expect(MediationBannerAdConfiguration().adSize == AdSizeInvalid)
        #expect(MediationBannerAdConfiguration().credentials.settings.isEmpty)
        #expect(MediationNativeAdConfiguration().options.isEmpty)
        #expect(MediationInterstitialAdConfiguration().bidResponse == nil)
        #expect(RTBRequestParameters().configuration.credentials.isEmpty && RTBRequestParameters().adSize == AdSizeInvalid)
        #expect(MediationServerConfiguration().credentials.isEmpty)
        #expect(NativeAdImage().image == nil && NativeAdImage().imageURL == nil)
        let view = UIView()
        #expect(view == view && view != UIView())
    }

    @Test func mobileAdsOutsideASession_isOneInstance() {
        MobileAds.shared.requestConfiguration.testDeviceIdentifiers = ["outside"]
        #expect(MobileAds.shared.requestConfiguration.testDeviceIdentifiers == ["outside"])
        World().run { #expect(MobileAds.shared.requestConfiguration.testDeviceIdentifiers == nil) }
    }

    @Test func errorCodes_areGMAsNumbers() {
        #expect(RequestError.Code.noFill.rawValue == 1 && GADErrorCode.mediationAdapterError.rawValue == 8)
        #expect(RequestError.errorDomain == GADErrorDomain)
        #expect(PresentationError.Code.codeAdNotReady.rawValue == 15 && GADPresentationErrorCode.codeAdAlreadyUsed.rawValue == 18)
    }

    @Test func configurations_areClassesATestKitSubclasses() {
        final class KitBannerConfiguration: MediationBannerAdConfiguration {
            var kitBidResponse: String?
            override var bidResponse: String? { kitBidResponse }
        }
        let configuration = KitBannerConfiguration(
            credentials: GADMediationCredentials(settings: ["parameter": "p"], format: .banner),
            adSize: AdSizeBanner)
        configuration.kitBidResponse = "bid"
        let base: GADMediationBannerAdConfiguration = configuration
        #expect(base.bidResponse == "bid")
        #expect(base.credentials.settings["parameter"] as? String == "p")
        #expect(
            RTBRequestParameters(configuration: RTBMediationSignalsConfiguration(credentials: [base.credentials])).adSize == AdSizeInvalid)
    }

    @Test func uiKit_windowsScenesAndResponders() {
        let world = World()
        world.run {
            let application = UIApplication.shared
            let scene = application.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            let window = scene?.windows.first { $0.isKeyWindow }
            #expect(window?.rootViewController === application.rootViewController)
            #expect(application.keyWindow?.rootViewController === application.rootViewController)

            let controller = UIViewController()
            let label = UILabel()
            controller.view.addSubview(label)
            var responder: UIResponder? = label
            while let next = responder, !(next is UIViewController) { responder = next.next }
            #expect(responder === controller)
        }
    }

    @Test func images_fromDataReadTheirHeader() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 1, 0x40, 0, 0, 0, 0x32, 8, 6, 0, 0, 0]
        let image = UIImage(data: Data(png))
        #expect(image?.size == Size(width: 320, height: 50))
        #expect(image?.name == "png, 29 bytes")
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage().size == .zero)
        #expect(UIImageView().image == nil)
    }
}
