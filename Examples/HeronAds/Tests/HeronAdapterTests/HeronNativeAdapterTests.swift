import AdReplay
import Testing

/// What the adapter tells the host about a native ad: who counts impressions and clicks (the SDK
/// for a self-tracking ad, the host otherwise), and the video's start and end.
@Suite struct HeronNativeAdapterTests {
    /// Every way a host or a user can count the ad: GMA's impression, the user's tap on an asset
    /// (which GMA counts for a host-tracked ad), and a tap on the ad's view.
    static let everyCount = "load; +1000 render; +500 impression; +500 impression; +500 click headline; +500 tap; +1000 untrack"

    /// The calls of a static ad's load at 0 ms and its render at 1000 ms.
    static let loadedAndRendered = [
        "0 ms  do load",
        "400 ms  heron callback HeronNativeAd.load completion(success)",
        #"400 ms  host loadCompleted ad native "Wade in", no media view, hasVideoContent false, icon image 64×64 rgba(0.2, 0.4, 0.6, 1) @1x"#,
        "1000 ms  do render",
    ]

    private func nativeAssets(of session: HeronSession) -> NativeAssets? {
        for event in session.recording.fixture.hostEvents {
            if case .loadCompleted(.ad(.native(let assets))) = event.event { return assets }
        }
        return nil
    }

    @Test func hostTracked_theHostCountsAndTheAdapterForwardsToTheSDK() throws {
        let session = try HeronSession(.native, Self.everyCount, network: .answer("fill", variant: "hostTracked"))
        let assets = try #require(nativeAssets(of: session))
        #expect(!assets.handlesUserClicks && !assets.handlesUserImpressions)
        // No closure is called after the load: the host counts, so the adapter reports nothing.
        #expect(
            session.calls == Self.loadedAndRendered + [
                "1500 ms  do impression",
                "2000 ms  do impression",
                "2500 ms  do click headline",
                "3000 ms  do tap",
                "4000 ms  do untrack",
            ])
        // …and the SDK hears the host's counts, the repeated impression once.
        #expect(
            session.effects.filter { !$0.contains("Registered") && !$0.contains("Requesting") } == [
                "1500 ms  heron effect impression beacon",
                #"2000 ms  heron effect log "[Heron] recordImpression() ignored: the impression was already counted.""#,
                "2500 ms  heron effect open https://heron-ads.example/click",
                "2500 ms  heron effect click beacon",
                #"4000 ms  heron effect log "[Heron] Unregistered the view of Wade in.""#,
            ])
    }

    @Test func selfTracked_theSDKCountsAndTheAdapterReportsToTheHost() throws {
        let session = try HeronSession(.native, Self.everyCount, network: .answer("fill", variant: "selfTracked"))
        let assets = try #require(nativeAssets(of: session))
        #expect(assets.handlesUserClicks && assets.handlesUserImpressions)
        #expect(
            session.calls == Self.loadedAndRendered + [
                // The host forwards neither its impression nor its click: the ad counts its own,
                // and the user's tap on the headline lands on the ad view the SDK watches.
                "1500 ms  do impression",
                "2000 ms  heron callback native.onImpression",
                "2000 ms  host reportImpression",
                "2000 ms  do impression",
                "2500 ms  do click headline",
                "2500 ms  heron callback native.onClick",
                "2500 ms  host reportClick",
                "3000 ms  do tap",
                "3000 ms  heron callback native.onClick",
                "3000 ms  host reportClick",
                "4000 ms  do untrack",
            ])
    }

    @Test func selfTracked_untrackedBeforeTheImpressionDelay_countsNothing() throws {
        let session = try HeronSession(
            .native, "load; +1000 render; +500 untrack; +1000 tap", network: .answer("fill", variant: "selfTracked"))
        #expect(!session.calls.contains { $0.contains("host report") })
    }

    @Test func video_playsWhileRendered_andTheAdapterReportsItsStartAndEnd() throws {
        let session = try HeronSession(
            .native, "load; +1000 render; +9000 untrack",
            network: .answer("fill", video: true, variant: "selfTracked"))
        let assets = try #require(nativeAssets(of: session))
        #expect(assets.hasMediaView && assets.hasVideoContent && assets.images == nil)
        #expect(
            session.calls.dropFirst(3) == [
                "1000 ms  do render",
                "1000 ms  heron callback native.onVideoStart",
                "1000 ms  host didPlayVideo",
                "2000 ms  heron callback native.onImpression",
                "2000 ms  host reportImpression",
                "9000 ms  heron callback native.onVideoEnd",
                "9000 ms  host didEndVideo",
                "10000 ms  do untrack",
            ])
        #expect(session.breaches.isEmpty)
    }

    @Test func video_untrackedBeforeItsEnd_stopsWithoutAnEnd() throws {
        let session = try HeronSession(.native, "load; +1000 render; +2000 untrack", network: .answer("fill", video: true))
        #expect(
            session.calls.dropFirst(3) == [
                "1000 ms  do render",
                "1000 ms  heron callback native.onVideoStart",
                "1000 ms  host didPlayVideo",
                "3000 ms  do untrack",
            ])
    }

    @Test func withoutVideo_themainImageIsTheImage_andThereIsNoMediaView() throws {
        let session = try HeronSession(.native, "load", network: .answer("fill", video: false))
        let assets = try #require(nativeAssets(of: session))
        #expect(!assets.hasMediaView && !assets.hasVideoContent)
        #expect(assets.images?.map(\.description) == ["image 1200×628 rgba(0.5, 0.7, 0.5, 1) @1x"])
        #expect(assets.starRating == "4.5")
    }

    @Test func loadFailure_completesWithHeronsCode() throws {
        let session = try HeronSession(.native, "load; +1000 render", network: .answer("throttled"))
        #expect(
            session.calls == [
                "0 ms  do load",
                "400 ms  heron callback HeronNativeAd.load completion(failure throttled)",
                #"400 ms  host loadCompleted error com.heronads.mediation 1006 "Too many requests; try again later." reason "Heron SDK error 1006 (throttled).""#,
                "1000 ms  do render",
            ])
    }
}
