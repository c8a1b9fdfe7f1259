import AdReplay
import Foundation
import SampleAdSDK
import Testing

/// The semantic diff between a recorded and a replayed session.
@Suite struct FixtureDiffTests {
    private static let legend = "legend: - recorded (expected)   + replayed (actual)"

    private func diff(_ expected: [(Int, HostEvent)], _ actual: [(Int, HostEvent)]) -> FixtureDiff? {
        FixtureDiff.between(expected: Observation(hostEvents: events(expected)), actual: Observation(hostEvents: events(actual)))
    }

    private func exchange(_ adUnit: String, at time: Int) -> NetworkRecord {
        .sample(SampleNetworkExchange(request: SampleNetworkRequest(format: .banner, adUnit: adUnit), answer: .fill,
                                      requestedAt: time, answeredAt: time))
    }

    // MARK: No difference

    @Test func sameObservation_isNoDiff() throws {
        let fixture = try committedFixture("rewarded/fill")
        #expect(FixtureDiff.between(expected: fixture.observation, actual: fixture.observation) == nil)
    }

    // MARK: Headlines

    @Test func insertedEvent_isNamedWithItsTime() {
        let diff = diff([(0, loadedBanner), (1000, .reportClick)],
                        [(0, loadedBanner), (500, .reportImpression), (1000, .reportClick)])
        #expect(diff?.headline == "first difference in hostEvents #1 at 500 ms: expected nothing, got reportImpression")
        #expect(diff?.streams.first?.lines == [
            #"  0 ms  {"loadCompleted":{"outcome":{"ad":{"summary":{"banner":{"view":{"size":{"height":50,"width":320},"text":"Sample Text Ad "}}}}}}}"#,
            #"+ 500 ms  {"reportImpression":{}}"#,
            #"  1000 ms  {"reportClick":{}}"#,
        ])
    }

    @Test func insertedEventAtTheEnd() {
        let diff = diff([(0, loadedBanner)], [(0, loadedBanner), (1000, .reportClick)])
        #expect(diff?.headline == "first difference in hostEvents #1 at 1000 ms: expected nothing, got reportClick")
    }

    @Test func removedEvent_isNamedWithItsTime() {
        let diff = diff([(0, loadedBanner), (1000, .reportClick), (2000, .reportClick)],
                        [(0, loadedBanner), (2000, .reportClick)])
        #expect(diff?.headline == "first difference in hostEvents #1 at 1000 ms: expected reportClick, got nothing")
    }

    @Test func everythingRemoved() {
        let diff = diff([(0, failedLoad)], [])
        #expect(diff?.headline == "first difference in hostEvents #0 at 0 ms: expected loadCompleted, got nothing")
        #expect(diff?.streams.first?.lines.count == 1)
    }

    @Test func changedKind_namesBothKinds() {
        let diff = diff([(0, loadedBanner), (1000, .reportClick)], [(0, loadedBanner), (1000, .reportImpression)])
        #expect(diff?.headline == "first difference in hostEvents #1 at 1000 ms: expected reportClick, got reportImpression")
        // Recorded before replayed.
        #expect(diff?.streams.first?.lines.suffix(2) == [#"- 1000 ms  {"reportClick":{}}"#, #"+ 1000 ms  {"reportImpression":{}}"#])
    }

    @Test func changedPayload_saysSo() {
        let diff = diff([(0, .loadCompleted(.error(.sampleLoadFailure(3))))], [(0, .loadCompleted(.error(.sampleLoadFailure(2))))])
        #expect(diff?.headline == "first difference in hostEvents #0 at 0 ms: loadCompleted differs in its payload")
        #expect(diff?.streams.first?.expectedKind == "loadCompleted")
        #expect(diff?.streams.first?.actualKind == "loadCompleted")
    }

    @Test func changedTime_namesTheRecordedTime() {
        let diff = diff([(0, loadedBanner), (1000, .reportClick)], [(0, loadedBanner), (1500, .reportClick)])
        #expect(diff?.streams.first?.firstIndex == 1)
        #expect(diff?.streams.first?.firstTime == 1000)
        #expect(diff?.headline.hasPrefix("first difference in hostEvents #1 at 1000 ms: ") == true)
    }

    @Test func indexCountsRecordedEvents() {
        // Two replayed events inserted before a removed one: the index is the recorded position.
        let diff = diff([(0, loadedBanner), (1, .reportImpression), (2, .reportClick)],
                        [(0, loadedBanner), (1, .reportImpression), (1, .didStartVideo), (2, .didEndVideo)])
        #expect(diff?.streams.first?.firstIndex == 2)
    }

    @Test func hostEventsComeFirst_thenCallbacksNetworkAndEffects() {
        let expected = Observation(network: [exchange("a", at: 0)], sdkCallbacks: [Timed(0, .bannerDidLoad)],
                                   sdkEffects: [Timed(0, .log("Fetching ad"))], hostEvents: events([(0, loadedBanner)]))
        let actual = Observation(network: [exchange("b", at: 0)], sdkCallbacks: [Timed(0, .bannerDidFailToLoad(code: .noInventory))],
                                 sdkEffects: [Timed(0, .log("Fetching an ad"))], hostEvents: events([(0, failedLoad)]))
        let diff = FixtureDiff.between(expected: expected, actual: actual)
        #expect(diff?.streams.map(\.stream) == ["hostEvents", "sdkCallbacks", "network", "sdkEffects"])

        var onlyCallbacks = expected
        onlyCallbacks.sdkCallbacks = actual.sdkCallbacks
        #expect(FixtureDiff.between(expected: expected, actual: onlyCallbacks)?.headline
            == "first difference in sdkCallbacks #0 at 0 ms: expected bannerDidLoad:, got banner:didFailToLoadAdWithErrorCode:")

        var onlyEffects = expected
        onlyEffects.sdkEffects = actual.sdkEffects
        let effects = FixtureDiff.between(expected: expected, actual: onlyEffects)
        #expect(effects?.streams.map(\.stream) == ["sdkEffects"])
        #expect(effects?.headline.hasPrefix("first difference in sdkEffects #0 at 0 ms: expected ") == true)
    }

    @Test func networkDifference_isNamedAsARequest() {
        let expected = Observation(network: [exchange("a", at: 0)])
        let actual = Observation(network: [exchange("b", at: 0)])
        #expect(FixtureDiff.between(expected: expected, actual: actual)?.headline
            == "first difference in network #0 at 0 ms: request differs in its payload")
    }

    @Test func networkDifference_namesTheVirtualTimeOfTheRequest() {
        let expected = Observation(network: [exchange("a", at: 0), exchange("a", at: 1000)])
        let actual = Observation(network: [exchange("a", at: 0), exchange("b", at: 1000)])
        let diff = FixtureDiff.between(expected: expected, actual: actual)
        #expect(diff?.streams.first?.firstIndex == 1)
        #expect(diff?.headline == "first difference in network #1 at 1000 ms: request differs in its payload")
    }

    // MARK: Rendering

    @Test func rendered_startsWithTheLegendAndListsStreamsInOrder() {
        let diff = diff([(0, loadedBanner), (1000, .reportClick)], [(0, loadedBanner)])
        #expect(diff?.rendered == """
            \(Self.legend)
            hostEvents:
                0 ms  {"loadCompleted":{"outcome":{"ad":{"summary":{"banner":{"view":{"size":{"height":50,"width":320},"text":"Sample Text Ad "}}}}}}}
              - 1000 ms  {"reportClick":{}}
            """)
    }

    @Test func longRunsOfUnchangedEvents_collapse() {
        let before = (0..<10).map { ($0 * 100, HostEvent.didPlayVideo) }
        let after = (11..<21).map { ($0 * 100, HostEvent.didPauseVideo) }
        let diff = diff(before + [(1000, .reportClick)] + after, before + [(1000, .reportImpression)] + after)
        #expect(diff?.streams.first?.lines == [
            "… (8 unchanged)",
            #"  800 ms  {"didPlayVideo":{}}"#,
            #"  900 ms  {"didPlayVideo":{}}"#,
            #"- 1000 ms  {"reportClick":{}}"#,
            #"+ 1000 ms  {"reportImpression":{}}"#,
            #"  1100 ms  {"didPauseVideo":{}}"#,
            #"  1200 ms  {"didPauseVideo":{}}"#,
            "… (8 unchanged)",
        ])
        #expect(diff?.headline == "first difference in hostEvents #10 at 1000 ms: expected reportClick, got reportImpression")
    }

    @Test func unchangedRunsBetweenTwoChanges_collapseOnlyWhenFarApart() {
        let middle = (1..<8).map { ($0 * 100, HostEvent.didPlayVideo) }
        let diff = diff([(0, .reportClick)] + middle + [(800, .reportClick)],
                        [(0, .reportImpression)] + middle + [(800, .reportImpression)])
        let lines = diff?.streams.first?.lines ?? []
        #expect(lines.filter { $0.hasPrefix("…") } == ["… (3 unchanged)"])
        #expect(lines.count == 2 + 2 + 1 + 2 + 2)

        let near = (1..<5).map { ($0 * 100, HostEvent.didPlayVideo) }
        let close = self.diff([(0, .reportClick)] + near + [(500, .reportClick)], [(0, .reportImpression)] + near + [(500, .reportImpression)])
        #expect(close?.streams.first?.lines.contains { $0.hasPrefix("…") } == false)
    }

    @Test func committedFixtureAgainstAnEditedCopy_rendersOnlyTheChangeWithContext() throws {
        let fixture = try committedFixture("rewarded/fill")
        var edited = fixture.observation
        let reward = try #require(edited.hostEvents.firstIndex { $0.event == .didRewardUser })
        edited.hostEvents.remove(at: reward)
        let diff = try #require(FixtureDiff.between(expected: fixture.observation, actual: edited))
        #expect(diff.headline == "first difference in hostEvents #\(reward) at \(fixture.hostEvents[reward].time) ms: expected didRewardUser, got nothing")
        #expect(diff.rendered.hasPrefix(Self.legend + "\nhostEvents:\n"))
        #expect(diff.streams.first?.lines.filter { $0.hasPrefix("- ") } == [#"- \#(fixture.hostEvents[reward].time) ms  {"didRewardUser":{}}"#])
    }
}
