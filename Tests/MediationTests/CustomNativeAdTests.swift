import AdWorld
import Mediation
import NeutralUI
import Testing

struct CustomNativeAdTests {
    /// A key the server sends twice names one asset, the first served, whatever the later one's
    /// type (GMA's reference gives a key one value; the fidelity table says why the first).
    @Test func duplicateKeys_nameOneAsset_theFirstServed() throws {
        var payload = scriptedPayload()
        payload.assets += [
            .init(key: "Headline", value: .text("Second headline")),
            .init(key: "MainImage", value: .text("A text under the image's key")),
            .init(key: "Caption", value: .image(NativeAdImageValue(image: Image(size: Size(width: 1, height: 1), color: .black)))),
        ]
        let session = Session(server: .scripted([.fill(payload)]))
        let ad = try #require(session.loadAd("/6499/example/native"))

        #expect(ad.availableAssetKeys == ["Headline", "MainImage", "Caption"])
        #expect(ad.string(forKey: "Headline") == "Scripted headline")
        #expect(ad.string(forKey: "MainImage") == nil)
        #expect(ad.image(forKey: "MainImage")?.imageURL?.absoluteString == "https://www.example.com/main.png")
        #expect(ad.string(forKey: "Caption") == "Scripted caption")
        #expect(ad.image(forKey: "Caption") == nil)
    }

    @Test func recordImpression_twice_recordsOnce() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload())]))
        let ad = try #require(session.loadAd("/6499/example/native"))
        let delegate = AdDelegateSpy()
        ad.delegate = delegate

        let first = session.world.run { ad.recordImpression() }
        let second = session.world.run { ad.recordImpression() }

        #expect(first && !second)
        #expect(delegate.calls == ["impression CustomNativeAd#1"])
        #expect(
            Array(session.log.events.suffix(2)) == [
                .impressionRecorded(ad: "CustomNativeAd#1"),
                .impressionIgnored(ad: "CustomNativeAd#1"),
            ])
    }

    /// Seeds 002/004: "If you set a block, the SDK runs it and takes no other action".
    @Test func click_withCustomHandler_runsOnlyTheHandlerAndRecordsNoClick() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload())]))
        session.world.hostDevice.installedAppSchemes = ["examplestore"]
        let ad = try #require(session.loadAd("/6499/example/native"))
        let delegate = AdDelegateSpy()
        ad.delegate = delegate
        var handled: [String] = []
        ad.customClickHandler = { handled.append($0) }

        ad.performClickOnAsset(withKey: "Headline")

        #expect(handled == ["Headline"])
        #expect(session.world.hostDevice.openedURLs.isEmpty)
        #expect(delegate.calls.isEmpty)
        #expect(
            session.log.events.last
                == .click(ad: "CustomNativeAd#1", assetKey: "Headline", path: .customClickHandler(assetKey: "Headline")))
    }

    @Test func click_withInstalledApp_opensTheFirstDeepLinkItCanOpen() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload())]))
        session.world.hostDevice.installedAppSchemes = ["otherstore"]
        let ad = try #require(session.loadAd("/6499/example/native"))
        let delegate = AdDelegateSpy()
        ad.delegate = delegate

        ad.performClickOnAsset(withKey: "MainImage")

        #expect(session.world.hostDevice.openedURLs == ["otherstore://item/1"])
        #expect(delegate.calls == ["click CustomNativeAd#1"])
        #expect(
            Array(session.log.events.suffix(2)) == [
                .click(ad: "CustomNativeAd#1", assetKey: "MainImage", path: .deepLink(url: "otherstore://item/1")),
                .urlOpened(url: "otherstore://item/1"),
            ])
    }

    @Test func click_withoutApp_opensTheDestinationInTheBrowser() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload())]))
        let ad = try #require(session.loadAd("/6499/example/native"))

        ad.performClickOnAsset(withKey: "Headline")

        #expect(session.world.hostDevice.openedURLs == ["https://www.example.com/landing"])
        #expect(
            Array(session.log.events.suffix(2)) == [
                .click(ad: "CustomNativeAd#1", assetKey: "Headline", path: .browser(url: "https://www.example.com/landing")),
                .urlOpened(url: "https://www.example.com/landing"),
            ])
    }

    @Test func click_handlerSetBackToNil_restoresDeepLinkAndBrowser() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload())]))
        let ad = try #require(session.loadAd("/6499/example/native"))
        var handled = 0
        ad.customClickHandler = { _ in handled += 1 }
        ad.performClickOnAsset(withKey: "Headline")
        ad.customClickHandler = nil

        ad.performClickOnAsset(withKey: "Headline")
        session.world.hostDevice.installedAppSchemes = ["ExampleStore"]
        ad.performClickOnAsset(withKey: "Headline")

        #expect(handled == 1)
        #expect(session.world.hostDevice.openedURLs == ["https://www.example.com/landing", "examplestore://product/1"])
    }

    @Test func backfill_hasAdChoices_andItsClickOpensTheInfoPage() throws {
        let session = Session()
        let ad = try #require(session.loadAd("/21775744923/example/native-backfill"))
        let delegate = AdDelegateSpy()
        ad.delegate = delegate
        ad.customClickHandler = { _ in Issue.record("AdChoices must not reach the custom click handler") }

        let icon = try #require(ad.image(forKey: NativeAdChoicesViewAsset))
        #expect(icon.image == Image(named: "adchoices", size: Size(width: 15, height: 15)))
        #expect(!ad.availableAssetKeys.contains(NativeAdChoicesViewAsset))

        session.world.run { ad.performClickOnAsset(withKey: NativeAdChoicesViewAsset) }

        let info = "https://www.example.com/custom-native/why-this-ad"
        #expect(session.world.hostDevice.openedURLs == [info])
        #expect(delegate.calls.isEmpty)
        #expect(
            Array(session.log.events.suffix(2)) == [
                .click(ad: "CustomNativeAd#1", assetKey: "_adChoices", path: .adChoices(url: info)),
                .urlOpened(url: info),
            ])
    }

    @Test func direct_hasNoAdChoices_andAnAdChoicesClickIsIgnored() throws {
        let session = Session()
        let ad = try #require(session.loadAd("/21775744923/example/native"))

        #expect(ad.image(forKey: NativeAdChoicesViewAsset) == nil)
        ad.performClickOnAsset(withKey: NativeAdChoicesViewAsset)

        #expect(session.world.hostDevice.openedURLs.isEmpty)
        #expect(session.log.events.last == .clickIgnored(ad: "CustomNativeAd#1", assetKey: "_adChoices"))
    }

    @Test func identifiers_countPerWorld() throws {
        let session = Session()
        let first = try #require(session.loadAd("/6499/example/native"))
        let second = try #require(session.loadAd("/6499/example/native"))
        #expect([first.identifier, second.identifier] == ["CustomNativeAd#1", "CustomNativeAd#2"])
        #expect(try #require(Session().loadAd("/6499/example/native")).identifier == "CustomNativeAd#1")
    }

    @Test func timesComeFromTheVirtualClock() throws {
        let session = Session(server: .scripted([.fill(scriptedPayload(), latency: 40)]))
        let loader = session.load("/6499/example/native")
        try session.world.virtualClock?.runToQuiescence()
        let ad = try #require(session.app.ads.first)
        session.world.virtualClock?.advance(to: 1_000)
        ad.recordImpression()
        #expect(session.log.entries.map(\.time) == [0, 40, 1_000])
        _ = loader
    }
}
