import AdReplay
import AdReplaySample
import NeutralUI
import Testing

/// What the host could read off a loaded ad, as text.
@Suite struct AdSummaryTests {
    @Test func fullScreenAndBanner() {
        #expect(AdSummary.fullScreen.description == "full-screen")
        #expect(AdSummary.banner(BannerSummary(size: Size(width: 320, height: 50), text: nil)).description == "banner 320×50")
        #expect(AdSummary.banner(BannerSummary(size: Size(width: 300, height: 250), text: "Hi")).description == #"banner 300×250 "Hi""#)
    }

    @Test func nativeAssets() throws {
        let fixture = try committedFixture("native/content-video-yes-images")
        guard case .loadCompleted(.ad(let ad))? = fixture.hostEvents.first?.event else {
            Issue.record("no ad in \(fixture.hostEvents)")
            return
        }
        #expect(ad.description == #"native "Sample Content!", media view, hasVideoContent true, icon image 50×50 rgba(0, 0, 0.8, 1) @1x"#)
        #expect(
            AdSummary.native(.stub(hasVideoContent: false, hasMediaView: false)).description
                == #"native "Sample Content!", no media view, hasVideoContent false"#)
    }

    @Test func nativeAssets_fromTheCommittedCorpus() throws {
        let fixture = try committedFixture("native/app-video-no-urls")
        guard case .loadCompleted(.ad(.native(let assets)))? = fixture.hostEvents.first?.event else {
            Issue.record("no native ad in \(fixture.hostEvents)")
            return
        }
        #expect(assets.headline == "Sample App!")
        #expect(assets.starRating == "4.5")
        #expect(assets.price == "$1.99")
        #expect(assets.store == "Sample Store")
        #expect(assets.advertiser == nil)
        #expect(assets.extraAssets == ["DegreeOfAwesomeness": "Quite Awesome!"])
        #expect(assets.hasVideoContent == false && assets.hasMediaView == false)
        #expect(assets.hasAdChoicesView)
        // URLs made from the working directory are stored with $CWD, so the fixture replays anywhere.
        #expect(assets.icon == ImageSummary(image: nil, url: "file://$CWD/https%3A//www.example.com/some_image.gif", scale: 1))
        #expect(assets.images == [ImageSummary(image: nil, url: "file://$CWD/https%3A//www.example.com/some_other_image.gif", scale: 1)])
    }

    @Test func imageSummary() {
        // Whole scales read like an image's ("@2x"), others keep their fraction.
        #expect(ImageSummary(image: nil, url: "https://x/y.png", scale: 2).description == "url https://x/y.png @2x")
        #expect(ImageSummary(image: nil, url: "https://x/y.png", scale: 1.5).description == "url https://x/y.png @1.5x")
        #expect(ImageSummary(image: nil, url: nil, scale: 1).description == "url nil @1x")
    }

    @Test func customNative_listsKeysSorted() {
        let summary = CustomNativeSummary(
            formatID: "10063170", assets: ["MainImage": "image", "Headline": "Hi", "Caption": "c"],
            hasVideoContent: true, hasMediaView: true, hasAdChoices: true)
        #expect(AdSummary.customNative(summary).description == "custom native 10063170 keys Caption,Headline,MainImage, video, AdChoices")
    }
}
