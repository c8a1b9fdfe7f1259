import AdWorld
import Foundation
import NeutralUI
import OspreySDK
import Testing

/// The SDK against IAB's specs as written (issue 36): what it sends on the wire, what it refuses
/// to play or bill, and what it ignores with a log line that says so. Each test fails without
/// its fix.
@Suite struct IABConformanceTests {
    /// A VAST InLine whose media, duration, creatives and trackers are given.
    static func inLine(
        media: String =
            #"<MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.example/a.mp4]]></MediaFile>"#,
        duration: String = "00:00:20.000", linear: Bool = true, skipOffset: String? = nil,
        extraTracking: String = "", impression: String = "https://track.example/imp"
    ) -> String {
        let skip = skipOffset.map { #" skipoffset="\#($0)""# } ?? ""
        let creative =
            linear
            ? """
            <Linear\(skip)><Duration>\(duration)</Duration>
            <TrackingEvents><Tracking event="start"><![CDATA[https://track.example/start]]></Tracking>\(extraTracking)</TrackingEvents>
            <MediaFiles>\(media)</MediaFiles></Linear>
            """
            : #"<NonLinearAds><NonLinear width="300" height="50"><StaticResource creativeType="image/png"><![CDATA[https://cdn.example/n.png]]></StaticResource></NonLinear></NonLinearAds>"#
        return """
            <VAST version="4.2"><Ad id="a"><InLine><AdSystem>DSP</AdSystem><AdTitle>T</AdTitle>
            <Impression><![CDATA[\(impression)]]></Impression>
            <Error><![CDATA[https://track.example/error?code=[ERRORCODE]]]></Error>
            <Creatives><Creative>\(creative)</Creative></Creatives></InLine></Ad></VAST>
            """
    }

    /// Loads an interstitial over `server`, presents it at 1000 ms and lets it play 30 s.
    static func play(_ server: FakeAdServer) -> (OspreyWorld, [String]) {
        let osprey = OspreyWorld(server)
        let delegate = SilentDelegate()
        let ad = osprey.run {
            let ad = OspreyInterstitial(placementID: "level-end")
            ad.delegate = delegate
            ad.loadAd()
            return ad
        }
        let screen = osprey.appScreen
        osprey.advance(to: 1_000)
        osprey.run { ad.show(from: screen) }
        osprey.advance(to: 31_000)
        withExtendedLifetime((ad, delegate)) {}
        return (osprey, osprey.transcript.calls.filter { !$0.contains("didFailToPresentWith") })
    }

    static func video(_ adm: String, _ routes: [String: FakeAdServer.Reply] = [:]) -> FakeAdServer {
        FakeAdServer(auction: .json(Payloads.bidResponse(adm: adm, mtype: 2)), routes: routes)
    }

    static func banner(_ body: String) -> (OspreyWorld, [String]) {
        let osprey = OspreyWorld(FakeAdServer(auction: .json(body)))
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            return banner
        }
        osprey.advance(to: 5_000)
        withExtendedLifetime((banner, delegate)) {}
        return (osprey, osprey.transcript.calls)
    }

    // MARK: Playable media

    /// Flash-, FLV- and VPAID-only ads: the request asked for video/mp4, so none plays, nothing
    /// bills, and the Error URL gets 403.
    @Test(arguments: ["video/x-flv", "application/x-shockwave-flash", "application/javascript"])
    func vastWithNoPlayableMedia_isRefusedWith403_andNeitherWinsNorBills(type: String) {
        let media =
            #"<MediaFile delivery="progressive" type="\#(type)" width="640" height="360"><![CDATA[https://cdn.example/a]]></MediaFile>"#
        let (osprey, calls) = Self.play(Self.video(Self.inLine(media: media)))
        #expect(calls == ["100 ms  callback ospreyInterstitial(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire error https://track.example/error?code=403"])
        #expect(osprey.transcript.logs.contains { $0.contains("no MediaFile the SDK can play (\(type); it asked for video/mp4)") })
    }

    @Test func aMediaTypeInAnotherCase_plays() {
        let media =
            #"<MediaFile delivery="progressive" type="Video/MP4" width="640" height="360"><![CDATA[https://cdn.example/a.mp4]]></MediaFile>"#
        let (_, calls) = Self.play(Self.video(Self.inLine(media: media)))
        #expect(calls.first == "100 ms  callback ospreyInterstitialDidLoad")
    }

    @Test func aNonLinearOnlyAd_isError201() {
        let (osprey, calls) = Self.play(Self.video(Self.inLine(linear: false)))
        #expect(calls == ["100 ms  callback ospreyInterstitial(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire error https://track.example/error?code=201"])
    }

    @Test func aBadDuration_firesTheErrorURLWith101() {
        let (osprey, calls) = Self.play(Self.video(Self.inLine(duration: "twenty seconds")))
        #expect(calls == ["100 ms  callback ospreyInterstitial(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire error https://track.example/error?code=101"])
    }

    /// `followAdditionalWrappers="false"`: the Wrapper its tag URI answers is ignored (303).
    @Test func aWrapperAfterFollowAdditionalWrappersFalse_isIgnoredAs303() {
        let first = Payloads.wrapper("w1", next: Payloads.vastURL(1)).replacingOccurrences(
            of: #"followAdditionalWrappers="true""#, with: #"followAdditionalWrappers="false""#)
        let server = FakeAdServer(
            auction: .json(Payloads.bidResponse(adm: first, mtype: 2)),
            routes: [Payloads.vastURL(1): .json(Payloads.wrapper("w2", next: Payloads.vastURL(2)), latency: 50)])
        let (osprey, calls) = Self.play(server)
        #expect(calls == ["150 ms  callback ospreyInterstitial(didFailWith: noFill)"])
        #expect(
            osprey.transcript.fired == [
                "150 ms  fire error https://track.example/w1/error?code=303", "150 ms  fire error https://track.example/w2/error?code=303",
            ])
        #expect(!osprey.server.gets.contains(Payloads.vastURL(2)))
    }

    /// Skip, progress, loaded, creativeView and closeLinear are not played: the log says so.
    @Test func ignoredFeatures_areNamedInTheLog() {
        let extra = ["progress", "skip", "loaded", "creativeView", "closeLinear"].map {
            #"<Tracking event="\#($0)" offset="00:00:05"><![CDATA[https://track.example/\#($0)]]></Tracking>"#
        }.joined()
        let (osprey, calls) = Self.play(Self.video(Self.inLine(skipOffset: "00:00:05", extraTracking: extra)))
        #expect(calls.first == "100 ms  callback ospreyInterstitialDidLoad")
        #expect(
            osprey.transcript.logs.contains {
                $0.contains(
                    #"The SDK ignores skipoffset "00:00:05", the progress tracker, the skip tracker, the loaded tracker, the creativeView tracker, the closeLinear tracker of this ad."#
                )
            })
        #expect(!osprey.transcript.fired.contains { $0.contains("/progress") || $0.contains("/skip") })
    }

    /// An ad pod: the first ad plays, and the log names the others as ignored.
    @Test func aPod_playsTheFirstAd_andSaysTheOthersAreIgnored() {
        let pod = Self.inLine().replacingOccurrences(
            of: "</Ad></VAST>",
            with: "</Ad>"
                + #"<Ad id="b" sequence="2"><InLine><AdSystem>D</AdSystem><AdTitle>U</AdTitle><Impression>https://track.example/b</Impression><Creatives/></InLine></Ad></VAST>"#
        )
        let (osprey, calls) = Self.play(Self.video(pod))
        #expect(calls.first == "100 ms  callback ospreyInterstitialDidLoad")
        #expect(
            osprey.transcript.logs.contains {
                $0.contains("The VAST holds 2 ads (a pod or a buffet); the SDK plays the first, stand-alone, and ignores the others.")
            })
    }

    // MARK: The wire

    /// Foundation's `URL(string:)` turns `%3A` into `%253A` once a URL holds a stray `%`: the SDK
    /// sends the URL as written, the stray `%` alone escaped.
    @Test func aTrackerWithAStrayPercent_isNotEncodedTwice() {
        let impression = "https://track.example/imp?r=https%3A%2F%2Fshop.example%2Fp&d=100%"
        let (osprey, _) = Self.play(Self.video(Self.inLine(impression: impression)))
        #expect(
            osprey.transcript.fired.contains("1300 ms  fire impression https://track.example/imp?r=https%3A%2F%2Fshop.example%2Fp&d=100%25")
        )
        #expect(osprey.server.gets.contains("https://track.example/imp?r=https%3A%2F%2Fshop.example%2Fp&d=100%25"))
        #expect(!osprey.server.gets.contains { $0.contains("%253A") })
    }

    /// VAST 4.3 §1.5: macros apply to a wrapper's tag URI; `[CACHEBUSTING]` gets a number.
    @Test func aWrappersTagURI_hasItsMacrosReplaced() {
        let tag = "https://vast.example/tag/1?cb=[CACHEBUSTING]&ts=%5BCACHEBUSTING%5D"
        let adm = Payloads.wrapper("w1", next: tag)
        let server = FakeAdServer(
            auction: .json(Payloads.bidResponse(adm: adm, mtype: 2)),
            routes: ["https://vast.example/tag/1?cb=00000001&ts=00000001": .json(Self.inLine(), latency: 50)])
        let (osprey, calls) = Self.play(server)
        #expect(osprey.server.gets.first == "https://vast.example/tag/1?cb=00000001&ts=00000001")
        #expect(calls.first == "150 ms  callback ospreyInterstitialDidLoad")
    }

    /// Under `imp.secure: 1` an `http://` tracker is not sent (App Transport Security would block
    /// it): the log names it.
    @Test func anHTTPTracker_isSkippedWithALogLine() {
        let (osprey, _) = Self.play(Self.video(Self.inLine(impression: "http://track.example/imp")))
        #expect(!osprey.server.gets.contains("http://track.example/imp"))
        #expect(
            osprey.transcript.logs.contains {
                $0.contains("Skipped a impression tracker over http, not https (imp.secure 1): http://track.example/imp")
            })
    }

    /// The request offers every VAST version the SDK reads, up to 4.2 (what the loopback server writes).
    @Test func theRequestOffersVAST40To42() throws {
        let (osprey, _) = Self.play(Self.video(Self.inLine()))
        let body = try #require(osprey.server.calls.first?.body)
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#""protocols":[7,8,11,12,13,14]"#))
    }

    // MARK: Bid responses

    @Test func anAnswerToAnotherRequest_isInvalid() {
        let (_, calls) = Self.banner(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1, id: "someone-else"))
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
    }

    @Test func aBidForAnotherImp_isPassedOver() {
        let body = Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1).replacingOccurrences(
            of: #""impid":"1""#, with: #""impid":"7""#)
        let (osprey, calls) = Self.banner(body)
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired.isEmpty)
    }

    @Test(arguments: [("0", "its price 0.0 is not a positive number"), ("-1.5", "its price -1.5 is not a positive number")])
    func aBidWithoutAPositivePrice_isRejected(price: String, why: String) {
        let (osprey, calls) = Self.banner(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 1, price: price))
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.logs.contains { $0.contains("Rejected the bid: \(why).") })
        #expect(osprey.transcript.fired.allSatisfy { $0.contains("fire loss") })
    }

    @Test func aBidOfAnotherMarkupType_isRejected() {
        let (osprey, calls) = Self.banner(Payloads.bidResponse(adm: Payloads.bannerMarkup, mtype: 2))
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.fired == ["100 ms  fire loss https://loss.example/l?reason=3&p=1.25"])
    }

    /// A banner answered with VAST (no `mtype`) is not rendered as HTML.
    @Test func aBannerAnsweredWithVAST_isNotRendered() {
        let body = Payloads.bidResponse(adm: Payloads.inLine(), mtype: 1).replacingOccurrences(of: #""mtype":1,"#, with: "")
        let (osprey, calls) = Self.banner(body)
        #expect(calls == ["100 ms  callback ospreyBanner(didFailWith: invalidResponse)"])
        #expect(osprey.transcript.logs.contains { $0.contains("Rejected the bid: its banner markup is VAST, not HTML.") })
        #expect(!osprey.transcript.lines.contains { $0.contains(" shows ") })
    }

    /// OpenRTB 2.6: the win notice may deliver the markup. The `nurl` is fetched once, its body read.
    @Test func markupDeliveredByTheWinNotice_loads_andTheWinNoticeIsSentOnce() {
        let win = "https://win.example/n?p=1.25&imp=1&auction=osprey-1&seat=dsp-9"
        let server = FakeAdServer(
            auction: .json(Payloads.bidResponse(adm: nil, mtype: 1)),
            routes: [win: .status(200, Payloads.bannerMarkup, latency: 30)])
        let osprey = OspreyWorld(server)
        let delegate = SilentDelegate()
        let banner = osprey.run {
            let banner = OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50))
            banner.delegate = delegate
            banner.loadAd()
            return banner
        }
        osprey.advance(to: 5_000)
        withExtendedLifetime((banner, delegate)) {}
        #expect(osprey.transcript.calls.first == "130 ms  callback ospreyBannerDidLoad")
        #expect(osprey.server.gets.filter { $0 == win }.count == 1)
    }

    // MARK: Native

    @Test func aNativeResponseWithoutItsRequiredTitle_isRejected() {
        let markup = Payloads.nativeMarkup.replacingOccurrences(
            of: #"{"id":1,"required":1,"title":{"text":"Trail runners, 30% off"}},"#, with: "")
        let osprey = OspreyWorld(FakeAdServer(auction: .json(Payloads.bidResponse(adm: markup, mtype: 4))))
        let delegate = SilentDelegate()
        let loader = osprey.run {
            let loader = OspreyNativeAdLoader(placementID: "feed")
            loader.delegate = delegate
            loader.loadAd()
            return loader
        }
        osprey.advance(to: 1_000)
        withExtendedLifetime(loader) {}
        #expect(delegate.nativeAd == nil)
        #expect(osprey.transcript.logs.contains { $0.contains("Rejected the bid: its native markup lacks the required asset 1 (title).") })
        #expect(osprey.transcript.fired == ["100 ms  fire loss https://loss.example/l?reason=3&p=1.25"])
    }

    /// Native 1.2's `assetsurl`: the assets are fetched from it.
    @Test func aNativeResponseWithAssetsURL_fetchesItsAssets() throws {
        let assets = #"{"assets":[{"id":1,"title":{"text":"Fetched title"}}]}"#
        let markup = #"{"native":{"ver":"1.2","assetsurl":"https://assets.example/a1","link":{"url":"https://shoes.example/n"}}}"#
        let osprey = OspreyWorld(
            FakeAdServer(
                auction: .json(Payloads.bidResponse(adm: markup, mtype: 4)),
                routes: ["https://assets.example/a1": .status(200, assets, latency: 40)]))
        let delegate = SilentDelegate()
        let loader = osprey.run {
            let loader = OspreyNativeAdLoader(placementID: "feed")
            loader.delegate = delegate
            loader.loadAd()
            return loader
        }
        osprey.advance(to: 1_000)
        withExtendedLifetime(loader) {}
        let ad = try #require(delegate.nativeAd)
        #expect(ad.title == "Fetched title")
    }
}
