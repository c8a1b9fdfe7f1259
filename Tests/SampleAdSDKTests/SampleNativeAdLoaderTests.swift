import AdWorld
import Foundation
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleNativeAdLoaderTests {
    private func makeLoader(delegate: RecordingNativeAdLoaderDelegate, adUnit: String? = "native-unit") -> SampleNativeAdLoader {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = adUnit
        loader.delegate = delegate
        return loader
    }

    private func request(downloadImages: Bool) -> SampleNativeAdRequest {
        let request = SampleNativeAdRequest()
        request.shouldDownloadImages = downloadImages
        return request
    }

    @Test(arguments: [SampleNativeVariant.content, .app], [true, false])
    func fetchAd_fill_deliversTheAdAtOnce(variant: SampleNativeVariant, downloadImages: Bool) throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(variant, video: true)])) { world, trace in
            let loader = makeLoader(delegate: delegate)
            loader.fetchAd(request(downloadImages: downloadImages))

            let images = downloadImages ? "images" : "image URLs"
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didReceiveNativeAd: \(variant), video, \(images)"])
            #expect(delegate.calls == ["adLoader:didReceiveNativeAd:"])
            #expect(delegate.ads.count == 1)
            #expect(trace.lines(.logs).isEmpty)
        }
    }

    @Test func fetchAd_lateAnswer_reachesTheDelegateThoughNobodyKeptTheLoader() throws {
        // Google's native adapters keep their loader in a local; the request in flight keeps it
        // alive, as an Objective-C SDK's completion block naming self would.
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: true, latency: 750)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())
            #expect(delegate.calls.isEmpty)
        }

        #expect(delegate.calls == ["adLoader:didReceiveNativeAd:"])
    }

    @Test func fetchAd_fill_contentVariantHasTheContentTexts() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.content, video: false)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())
            let ad = try #require(delegate.ads.first)

            #expect(ad.headline == "Sample Content!")
            #expect(
                ad.body
                    == "This is a sample ad, so there's no real content. In the event of a real ad, though, some persuasive text would appear here."
            )
            #expect(ad.callToAction == "Take Action")
            #expect(ad.advertiser == "An advertiser")
            #expect(ad.price == nil)
            #expect(ad.starRating == nil)
            #expect(ad.store == nil)
            #expect(ad.degreeOfAwesomeness == "Fairly Awesome!")
        }
    }

    @Test func fetchAd_fill_appVariantHasTheAppTexts() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())
            let ad = try #require(delegate.ads.first)

            #expect(ad.headline == "Sample App!")
            #expect(ad.body == "This app doesn't actually exist.")
            #expect(ad.callToAction == "Take Action")
            #expect(ad.advertiser == nil)
            #expect(ad.price == "$1.99")
            #expect(ad.starRating == NSDecimalNumber(string: "4.5"))
            #expect(ad.store == "Sample Store")
            #expect(ad.degreeOfAwesomeness == "Quite Awesome!")
        }
    }

    @Test(arguments: [SampleNativeVariant.content, .app])
    func fetchAd_fillDownloadingImages_drawsBlueIconAndGreenImage(variant: SampleNativeVariant) throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(variant, video: true)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(request(downloadImages: true))
            let ad = try #require(delegate.ads.first)

            #expect(ad.icon == Image(size: Size(width: 50, height: 50), color: Color(red: 0, green: 0, blue: 0.8, alpha: 1)))
            #expect(ad.image == Image(size: Size(width: 300, height: 150), color: Color(red: 0, green: 0.8, blue: 0, alpha: 1)))
            #expect(ad.icon?.description == "image 50×50 rgba(0, 0, 0.8, 1) @1x")
            #expect(ad.image?.description == "image 300×150 rgba(0, 0.8, 0, 1) @1x")
            #expect(ad.iconURL == nil)
            #expect(ad.imageURL == nil)
            #expect(ad.iconScale == 0)
            #expect(ad.imageScale == 0)
        }
    }

    @Test(arguments: [SampleNativeVariant.content, .app])
    func fetchAd_fillWithoutDownloadingImages_givesImageURLs(variant: SampleNativeVariant) throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(variant, video: true)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(request(downloadImages: false))
            let ad = try #require(delegate.ads.first)

            #expect(ad.icon == nil)
            #expect(ad.image == nil)
            #expect(ad.iconURL == "https://www.example.com/some_image.gif")
            #expect(ad.imageURL == "https://www.example.com/some_other_image.gif")
            #expect(ad.iconScale == 1)
            #expect(ad.imageScale == 1)
        }
    }

    @Test func fetchAd_fillWithVideo_hasAMediaViewShowingSampleVideo() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.content, video: true)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())
            let mediaView = try #require(delegate.ads.first?.mediaView)

            #expect(mediaView.text == "Sample video")
            #expect(mediaView.frame == .zero)
        }
    }

    @Test func fetchAd_fillWithoutVideo_hasNoMediaView() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())
            let ad = try #require(delegate.ads.first)

            #expect(ad.mediaView == nil)
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didReceiveNativeAd: app, no video, images"])

            ad.playVideo()
            try world.settle()
            #expect(trace.lines(.effects).isEmpty)
        }
    }

    @Test func fetchAd_fillWithoutANativePayload_givesGooglesSampleAppAdWithVideo() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.fill])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didReceiveNativeAd: app, video, images"])
            #expect(delegate.ads.first?.mediaView != nil)
        }
    }

    @Test func fetchAd_sendsTheRequestOptionsToTheNetwork() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: true)])) { world, trace in
            let request = SampleNativeAdRequest()
            #expect(request.shouldDownloadImages)
            request.shouldDownloadImages = false
            request.preferredImageOrientation = .landscape
            request.shouldRequestMultipleImages = true
            request.testMode = true
            makeLoader(delegate: delegate).fetchAd(request)

            #expect(
                trace.exchanges.map(\.request) == [
                    SampleNetworkRequest(
                        format: .native, adUnit: "native-unit", testMode: true, shouldDownloadImages: false,
                        preferredImageOrientation: .landscape, shouldRequestMultipleImages: true)
                ])
        }
    }

    @Test(arguments: [
        (SampleErrorCode.unknown, "Sample SDK is pretending to fail with an unknown error!"),
        (.networkError, "Sample SDK is pretending to fail with a network error!"),
        (.noInventory, "Sample SDK is pretending to fail with no fill!"),
    ])
    func fetchAd_failure_logsThePretenceAndReportsTheCode(code: SampleErrorCode, log: String) throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.failure(code)])) { world, trace in
            makeLoader(delegate: delegate).fetchAd(SampleNativeAdRequest())

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(delegate.calls == ["adLoader:didFailToLoadAdWithErrorCode: \(code.rawValue)"])
            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"\(log)\""])
            #expect(delegate.ads.isEmpty)
        }
    }

    @Test func fetchAd_nilAdUnit_failsWithBadRequestWithoutAskingTheNetwork() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: true)])) { world, trace in
            makeLoader(delegate: delegate, adUnit: nil).fetchAd(SampleNativeAdRequest())
            try world.settle()

            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didFailToLoadAdWithErrorCode: 0"])
            #expect(trace.exchanges.isEmpty)
            #expect(trace.lines(.logs).isEmpty)
            #expect(delegate.ads.isEmpty)
        }
    }
}
