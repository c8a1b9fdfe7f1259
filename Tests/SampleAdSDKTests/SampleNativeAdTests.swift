import AdWorld
import NeutralUI
import SampleAdSDK
import Testing

@Suite struct SampleNativeAdTests {
    /// The native ad the running world's network fills.
    private func loadAd(delegate: RecordingNativeAdLoaderDelegate) throws -> SampleNativeAd {
        let loader = SampleNativeAdLoader()
        loader.adUnitID = "native-unit"
        loader.delegate = delegate
        loader.fetchAd(SampleNativeAdRequest())
        return try #require(delegate.ads.last)
    }

    @Test func playVideo_reportsProgressAtOneTwoThreeAndFiveSeconds() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.content, video: true)])) { world, trace in
            let ad = try loadAd(delegate: delegate)
            let mediaView = try #require(ad.mediaView)
            world.advance(to: 250)

            ad.playVideo()

            #expect(mediaView.text == "Sample video")
            world.advance(to: 1_249)
            #expect(mediaView.text == "Sample video")
            world.advance(to: 1_250)
            #expect(mediaView.text == "20% loaded")
            world.advance(to: 2_250)
            #expect(mediaView.text == "40% loaded")
            world.advance(to: 3_250)
            #expect(mediaView.text == "60% loaded")
            world.advance(to: 5_249)
            #expect(mediaView.text == "60% loaded")
            world.advance(to: 5_250)
            #expect(mediaView.text == "100% loaded")
            #expect(
                trace.lines(.effects) == [
                    #"1250 ms  sample effect SampleMediaView text "20% loaded""#,
                    #"2250 ms  sample effect SampleMediaView text "40% loaded""#,
                    #"3250 ms  sample effect SampleMediaView text "60% loaded""#,
                    #"5250 ms  sample effect SampleMediaView text "100% loaded""#,
                ])
            #expect(trace.lines(.callbacks) == ["0 ms  sample callback adLoader:didReceiveNativeAd: content, video, images"])
        }
    }

    @Test func recordImpression_logsEveryTime() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(delegate: delegate)
            ad.recordImpression()
            ad.recordImpression()

            #expect(
                trace.lines(.logs) == [
                    "0 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                    "0 ms  sample effect log \"An impression was recorded for a sampleNativeAd!\"",
                ])
            #expect(trace.lines(.callbacks).count == 1)
        }
    }

    @Test func handleClick_onlyLogs() throws {
        let delegate = RecordingNativeAdLoaderDelegate()
        try withWorld(network: .scripted([.nativeFill(.app, video: false)])) { world, trace in
            let ad = try loadAd(delegate: delegate)
            ad.handleClick(on: View())

            #expect(trace.lines(.logs) == ["0 ms  sample effect log \"A click occurred on a sampleNativeAd!\""])
            #expect(trace.lines(.callbacks).count == 1)
            #expect(world.application.openedURLs.isEmpty)
        }
    }
}
