import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleNativeAdViewTrackingTests {
    /// A native ad loaded in the running world, its tracking delegate set.
    private func loadAd(
        loaderDelegate: RecordingNativeAdLoaderDelegate, adDelegate: RecordingNativeAdDelegate
    ) throws -> SampleNativeAd {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = "native-unit"
        loader.delegate = loaderDelegate
        loader.fetchAd(SampleNativeAdRequest())
        let ad = try #require(loaderDelegate.ads.last)
        ad.delegate = adDelegate
        return ad
    }

    @Test func trackView_recordsOneImpressionAfterOneSecond() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let adView = View(frame: Rect(width: 300, height: 250))
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            world.advance(to: 400)

            ad.trackView(adView)

            #expect(ad.trackedView === adView)
            world.advance(to: 1_399)
            #expect(adDelegate.calls.isEmpty)
            try world.settle()

            #expect(
                trace.lines(.callbacks) == [
                    "0 ms  sample callback adLoader:didReceiveNativeAd: app, no video, images",
                    "1400 ms  sample callback nativeAdDidRecordImpression:",
                ])
            #expect(adDelegate.calls == ["nativeAdDidRecordImpression:"])
            #expect(trace.lines(.logs) == ["1400 ms  sample effect log \"A tracked impression was recorded for a sampleNativeAd!\""])
        }
    }

    @Test func trackView_again_doesNotRecordASecondImpression() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let adView = View(frame: Rect(width: 300, height: 250))
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            ad.trackView(adView)
            world.advance(to: 2_000)
            ad.trackView(adView)
            try world.settle()

            #expect(adDelegate.calls == ["nativeAdDidRecordImpression:"])
            #expect(trace.lines(.callbacks).last == "1000 ms  sample callback nativeAdDidRecordImpression:")
        }
    }

    @Test func tap_onTheTrackedView_recordsAClickAndOpensTheURL() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let adView = View(frame: Rect(width: 300, height: 250))
        try withWorld(network: .scripted([.nativeFill(.content, video: false)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            ad.trackView(adView)
            world.advance(to: 500)

            #expect(adView.tap())
            world.advance(to: 1_500)
            #expect(adView.tap())

            #expect(
                trace.lines(.callbacksAndEffects) == [
                    "0 ms  sample callback adLoader:didReceiveNativeAd: content, no video, images",
                    "500 ms  sample callback nativeAdDidRecordClick:",
                    "500 ms  sample effect open https://www.google.com",
                    "1000 ms  sample callback nativeAdDidRecordImpression:",
                    "1500 ms  sample callback nativeAdDidRecordClick:",
                    "1500 ms  sample effect open https://www.google.com",
                ])
            #expect(world.application.openedURLs == ["https://www.google.com", "https://www.google.com"])
        }
    }

    @Test func untrackView_beforeOneSecond_recordsNothingMore() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let adView = View(frame: Rect(width: 300, height: 250))
        try withWorld(network: .scripted([.nativeFill(.app, video: true)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            ad.trackView(adView)
            world.advance(to: 999)

            ad.untrackView()

            #expect(ad.trackedView == nil)
            #expect(!adView.tap())
            try world.settle()
            #expect(adDelegate.calls.isEmpty)
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didReceiveNativeAd: app, video, images"])
            #expect(world.application.openedURLs.isEmpty)
        }
    }

    @Test func untrackView_leavesTheViewsOtherTapHandlers() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let adView = View(frame: Rect(width: 300, height: 250))
        var hostTaps = 0
        adView.addTapHandler { hostTaps += 1 }
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            ad.trackView(adView)
            ad.untrackView()

            #expect(adView.tap())

            #expect(hostTaps == 1)
            #expect(adDelegate.calls.isEmpty)
        }
    }

    @Test func trackView_anotherView_movesTracking() throws {
        let loaderDelegate = RecordingNativeAdLoaderDelegate()
        let adDelegate = RecordingNativeAdDelegate()
        let first = View(), second = View()
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(loaderDelegate: loaderDelegate, adDelegate: adDelegate)
            ad.trackView(first)
            world.advance(to: 600)
            ad.trackView(second)

            #expect(!first.tap())
            #expect(second.tap())
            try world.settle()

            #expect(
                trace.lines(.callbacks).dropFirst() == [
                    "600 ms  sample callback nativeAdDidRecordClick:", "1600 ms  sample callback nativeAdDidRecordImpression:",
                ])
        }
    }
}
