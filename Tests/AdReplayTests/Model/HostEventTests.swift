import AdReplay
import AdReplaySample
import Foundation
import Mediation
import NeutralUI
import Testing

/// Host events: their names in diffs, their text in timelines, and their JSON in fixtures.
@Suite struct HostEventTests {
    static let everyKind: [HostEvent] = [
        loadedBanner, failedLoad, .loadCompleted(.ad(.fullScreen)), .loadCompleted(.empty),
        .loadCompleted(.ad(.native(.stub(hasVideoContent: true, hasMediaView: true)))),
        .loadCompleted(
            .ad(
                .customNative(
                    CustomNativeSummary(
                        formatID: "10063170", assets: ["Headline": "Hi"], hasVideoContent: false,
                        hasMediaView: false, hasAdChoices: true)))),
        .reportImpression, .reportClick, .willPresentFullScreenView,
        .didFailToPresent(error: ErrorSummary(domain: "com.google.customevent.samplenetwork", code: 102, description: "not ready")),
        .willDismissFullScreenView, .didDismissFullScreenView, .didRewardUser, .didStartVideo, .didEndVideo, .didPlayVideo,
        .didPauseVideo, .didMuteVideo, .didUnmuteVideo, .notification(.didRecordClick),
        .customNative(.impressionRecorded), .customNative(.impressionIgnored),
        .customNative(.click(asset: "Headline", path: .browser(url: "https://example.com"))),
        .customNative(.clickIgnored(asset: "_adChoices")), .customNative(.customClickHandlerCalled(asset: "Headline")),
        .customNative(.delegateDidRecordImpression), .customNative(.delegateDidRecordClick),
        .customNative(.openedURL("https://example.com")),
        .setUpCompleted(error: nil), .setUpCompleted(error: ErrorSummary(domain: "d", code: 1, description: "no")),
    ]

    @Test func kinds() {
        #expect(
            Self.everyKind.map(\.kind) == [
                "loadCompleted", "loadCompleted", "loadCompleted", "loadCompleted", "loadCompleted", "loadCompleted",
                "reportImpression", "reportClick", "willPresentFullScreenView", "didFailToPresentWithError",
                "willDismissFullScreenView", "didDismissFullScreenView", "didRewardUser", "didStartVideo", "didEndVideo", "didPlayVideo",
                "didPauseVideo", "didMuteVideo", "didUnmuteVideo", "notificationSource.didRecordClick",
                "customNative.impressionRecorded", "customNative.impressionIgnored", "customNative.click", "customNative.clickIgnored",
                "customNative.customClickHandlerCalled", "customNative.delegateDidRecordImpression", "customNative.delegateDidRecordClick",
                "customNative.openedURL", "setUpCompleted", "setUpCompleted",
            ])
    }

    @Test func descriptions() {
        #expect(loadedBanner.description == #"loadCompleted ad banner 320×50 "Sample Text Ad ""#)
        #expect(
            failedLoad.description
                == #"loadCompleted error com.google.customevent.samplenetwork 101 "Sample SDK returned an ad load failure callback with error code: 3""#
        )
        #expect(HostEvent.loadCompleted(.empty).description == "loadCompleted (nil, nil)")
        #expect(HostEvent.loadCompleted(.ad(.fullScreen)).description == "loadCompleted ad full-screen")
        #expect(
            HostEvent.didFailToPresent(error: ErrorSummary(domain: "d", code: 102, description: "x")).description
                == #"didFailToPresentWithError d 102 "x""#)
        #expect(HostEvent.notification(.willLeaveApplication).description == "notificationSource.willLeaveApplication")
        #expect(HostEvent.customNative(.clickIgnored(asset: "A")).description == "customNative clickIgnored A")
        #expect(HostEvent.customNative(.openedURL("u")).description == "customNative openedURL u")
        #expect(HostEvent.setUpCompleted(error: nil).description == "setUpCompleted ok")
        #expect(HostEvent.reportClick.description == "reportClick")
    }

    @Test(arguments: everyKind)
    func storedEntry_roundTripsThroughAFixture(event: HostEvent) throws {
        let fixture = Fixture.holding([TimelineEntry(at: 5, .host(event))])
        #expect(try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "x.fixture.gz", networks: Registry.sample.networks) == fixture)
    }

    @Test func storedEntry_isOneFlatLine() throws {
        let error = ErrorSummary(
            domain: "com.google.customevent.samplenetwork", code: 101,
            description: "Sample SDK returned an ad load failure callback with error code: 3")
        let text = try jsonText(
            Fixture.holding([
                TimelineEntry(at: 5, .host(.loadCompleted(.error(error)))),
                TimelineEntry(at: 1000, .host(.reportClick)),
            ]))
        #expect(
            text.contains(
                """
                    {"at":     5, "host": "loadCompleted", "error": {"domain": "com.google.customevent.samplenetwork", "code": 101, \
                "description": "Sample SDK returned an ad load failure callback with error code: 3"}},
                    {"at":  1000, "host": "reportClick"}

                """))
    }

    @Test func storedError_keepsFailureReasonAndUserInfo() throws {
        let error = ErrorSummary(domain: "d", code: 7, description: "no", failureReason: "because", userInfo: ["b": "2", "a": "1"])
        let fixture = Fixture.holding([TimelineEntry(at: 0, .host(.didFailToPresent(error: error)))])
        #expect(
            try jsonText(fixture).contains(
                """
                {"at":     0, "host": "didFailToPresent", "error": {"domain": "d", "code": 7, "description": "no", \
                "failureReason": "because", "userInfo": {"a": "1", "b": "2"}}}
                """))
        #expect(try FixtureCodec.decode(FixtureCodec.encode(fixture), path: "x.fixture.gz", networks: Registry.sample.networks) == fixture)
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func committedFixture_hasNoPositionalKeys(path: String) throws {
        #expect(!(try jsonText(FixtureStore.read(path, networks: Registry.sample.networks))).contains("\"_0\""))
    }

    @Test func errorSummary() {
        #expect(
            ErrorSummary.sampleLoadFailure(0).summary
                == #"com.google.customevent.samplenetwork 101 "Sample SDK returned an ad load failure callback with error code: 0""#)
    }
}
