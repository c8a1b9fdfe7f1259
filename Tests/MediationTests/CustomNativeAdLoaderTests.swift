import AdWorld
import Foundation
import Mediation
import NeutralUI
import Testing

struct CustomNativeAdLoaderTests {
    static let testAdUnits = SeededHostAdServer.directAdUnitIDs + SeededHostAdServer.backfillAdUnitIDs

    @Test(arguments: testAdUnits)
    func seededTestUnit_servesHeadlineMainImageAndCaption(adUnitID: String) throws {
        let session = Session()
        let ad = try #require(session.loadAd(adUnitID))
        let isBackfill = adUnitID.hasSuffix("-backfill")

        #expect(ad.formatID == "10063170")
        #expect(ad.availableAssetKeys == ["Headline", "MainImage", "Caption"])
        #expect(
            ad.string(forKey: "Headline")
                == (isBackfill ? "Backfill custom native ad" : "Direct-sold custom native ad"))
        #expect(
            ad.string(forKey: "Caption")
                == (isBackfill ? "Served as backfill, with AdChoices." : "Sold directly for this test ad unit."))
        let image = try #require(ad.image(forKey: "MainImage"))
        #expect(image.image?.size == Size(width: 1200, height: 627))
        #expect(image.imageURL?.absoluteString == "https://www.example.com/custom-native/main-image.png")
        #expect(image.scale == 1)
        #expect(ad.string(forKey: "MainImage") == nil)
        #expect(ad.image(forKey: "Headline") == nil)
        #expect(ad.string(forKey: "Missing") == nil)
    }

    @Test func loader_asksForFormatsAndSendsUnitFormatsAndTestFlag() throws {
        let server = ScriptedHostAdServer([.fill(scriptedPayload())])
        let session = Session(server: server, formatIDs: ["12345", "10063170"])
        session.load("/6499/example/native", request: AdRequest(isTestRequest: true))

        #expect(session.app.formatQuestions == 1)
        let request = CustomNativeAdRequest(
            adUnitID: "/6499/example/native", formatIDs: ["12345", "10063170"], isTestRequest: true
        )
        #expect(server.requests == [request])
        #expect(
            session.log.events == [
                .adServerExchange(request: request, answer: .fill(scriptedPayload())),
                .customNativeAdReceived(ad: "CustomNativeAd#1", formatID: "10063170"),
            ])
    }

    @Test func seededVideoDraw_decidesMediaView() throws {
        // One draw(below: 2) per filled request: 1 is video. Seed 3's first draws cover both.
        var generator = SeededGenerator(seed: 3)
        let expectedVideo = (0..<6).map { _ in generator.draw(below: 2) == 1 }
        #expect(expectedVideo.contains(true) && expectedVideo.contains(false))

        let session = Session(server: .seeded(3))
        let ads = (0..<6).compactMap { _ in session.loadAd("/21775744923/example/native") }
        #expect(ads.map(\.videoController.hasVideoContent) == expectedVideo)
        for ad in ads {
            if ad.videoController.hasVideoContent {
                let media = try #require(ad.mediaView)
                #expect(media === ad.mediaView)
                #expect(media.accessibilityIdentifier == "\(ad.identifier).mediaView")
            } else {
                #expect(ad.mediaView == nil)
            }
            // Without video the app falls back to MainImage; it is there either way.
            #expect(ad.image(forKey: "MainImage") != nil)
        }
    }

    @Test func sameSeed_sameAnswers_otherSeedDiffers() {
        func answers(seed: UInt64) -> [CustomNativeAdAnswer] {
            let server = SeededHostAdServer(seed: seed)
            return (0..<16).map { index in
                let unit = CustomNativeAdLoaderTests.testAdUnits[index % 4]
                return server.answer(CustomNativeAdRequest(adUnitID: unit, formatIDs: ["10063170"]))
            }
        }
        #expect(answers(seed: 42) == answers(seed: 42))
        #expect(answers(seed: 42) != answers(seed: 43))
    }

    @Test func unknownAdUnit_failsWithNoFill() {
        let session = Session()
        session.load("/1234/not/a/test/unit")
        #expect(session.app.ads.isEmpty)
        #expect(session.app.errors == [MediationError.host(.noFill)])
        #expect(session.app.errors.first?.localizedDescription == "Request Error: No ad to show.")
    }

    @Test func seededServer_withoutItsFormat_failsWithNoFill() {
        let session = Session(formatIDs: ["999"])
        session.load("/6499/example/native")
        #expect(session.app.errors == [MediationError.host(.noFill)])
    }

    @Test func servedFormatTheAppDidNotAskFor_failsWithNoFill() {
        let session = Session(server: .scripted([.fill(scriptedPayload(formatID: "777"))]), formatIDs: ["10063170"])
        session.load("/6499/example/native")
        #expect(session.app.ads.isEmpty)
        let error = MediationError.host(
            .noFill,
            description:
                "Request Error: No ad to show. The ad server served custom native format 777, which the app did not ask for (10063170)."
        )
        #expect(session.app.errors == [error])
        #expect(session.log.events.last == .customNativeAdFailed(adUnitID: "/6499/example/native", error: error))
    }

    @Test func noFormatIDs_failsWithoutAskingTheServer() {
        let server = ScriptedHostAdServer([])
        let session = Session(server: server, formatIDs: [])
        session.load("/6499/example/native")
        #expect(server.requests.isEmpty)
        #expect(session.app.errors.map(\.code) == [0])
        #expect(session.app.errors.first?.domain == "com.google.admob")
    }

    @Test func adTypes_defaultToCustomNative() {
        let loader = World().run { CustomNativeAdLoader(adUnitID: "/6499/example/native", rootViewController: nil) }
        #expect(loader.adTypes == [.customNative])
    }

    @Test func adTypesWithoutCustomNative_failsWithoutAskingTheDelegateOrTheServer() {
        let server = ScriptedHostAdServer([.fill(scriptedPayload())])
        let session = Session(server: server)
        session.world.run {
            let loader = CustomNativeAdLoader(adUnitID: "/6499/example/native", rootViewController: nil, adTypes: [.native])
            loader.delegate = session.app
            loader.load()
        }
        #expect(server.requests.isEmpty)
        #expect(session.app.formatQuestions == 0)
        #expect(
            session.app.errors == [
                MediationError.host(
                    .invalidRequest,
                    description: "Request Error: The loader's ad types do not include customNative, the only type it can load.")
            ])
    }

    @Test func failureAnswer_isReportedWithItsCode() {
        let session = Session(server: .scripted([.failure(code: 2)]))
        session.load("/6499/example/native")
        #expect(session.app.errors == [MediationError.host(.networkError)])
    }

    @Test func latency_deliversOnTheClock() throws {
        let session = Session(server: .seeded(1, latency: 250))
        let loader = session.load("/6499/example/native-backfill")
        #expect(loader.isLoading)
        #expect(session.app.ads.isEmpty)

        let clock = try #require(session.world.virtualClock)
        clock.advance(to: 249)
        #expect(session.app.ads.isEmpty)
        try clock.runToQuiescence()
        #expect(session.app.ads.count == 1)
        #expect(!loader.isLoading)
        #expect(session.log.entries.map(\.time) == [0, 250])
    }

    @Test func scriptedServer_exhausted_failsAndRemembers() {
        let server = ScriptedHostAdServer([.fill(scriptedPayload())])
        let session = Session(server: server)
        session.load("/6499/example/native")
        #expect(!server.wasExhausted)
        session.load("/6499/example/native")
        #expect(server.wasExhausted)
        #expect(server.requests.count == 2)
        #expect(session.app.ads.count == 1)
        #expect(session.app.errors == [MediationError.host(.internalError)])
    }

    @Test func loaderWhoseDelegateIsGone_dropsTheAnswer() throws {
        let world = World(clock: VirtualClock())
        let log = MediationEventLog()
        world.mediationObserver = log
        world.hostAdServer = .seeded(0, latency: 10)
        var app: AppSpy? = AppSpy()
        world.run {
            let loader = CustomNativeAdLoader(adUnitID: "/6499/example/native", rootViewController: nil)
            loader.delegate = app
            loader.load()
        }
        app = nil
        try world.virtualClock?.runToQuiescence()
        // The request went out; the answer found nobody and made no ad.
        #expect(log.events.count == 1)
        #expect(world.nextSerial("CustomNativeAd") == 1)
    }
}
