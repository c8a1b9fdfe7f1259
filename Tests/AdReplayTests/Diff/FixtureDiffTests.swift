import AdReplay
import AdReplaySample
import Foundation
import SampleAdSDK
import Testing
import TinyNetwork

/// The semantic diff between a recorded and a replayed timeline: each kind of change has its own
/// headline, the earliest divergence across seams leads, and memory stays linear.
@Suite struct FixtureDiffTests {
    /// A rewarded fill, cut down: one entry of each seam.
    static let rewarded: [TimelineEntry] = [
        TimelineEntry(at: 0, .step(.load)),
        TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", Self.exchange(adUnit: "sample-ad-unit")))),
        TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.callback(.rewardedAdDidReceiveAd)))),
        TimelineEntry(at: 0, .host(.loadCompleted(.ad(.fullScreen)))),
        TimelineEntry(at: 1000, .step(.present)),
        TimelineEntry(at: 1000, .host(.willPresentFullScreenView)),
        TimelineEntry(at: 1000, .host(.didStartVideo)),
        TimelineEntry(at: 11000, .host(.didRewardUser)),
        TimelineEntry(at: 12000, .step(.close)),
        TimelineEntry(at: 12000, .host(.willDismissFullScreenView)),
        TimelineEntry(at: 12000, .host(.didEndVideo)),
        TimelineEntry(at: 12000, .host(.didDismissFullScreenView)),
    ]

    static func exchange(adUnit: String) -> SeamEntry<Sample> {
        .exchange(request: SampleNetworkRequest(format: .rewarded, adUnit: adUnit), answer: .fill, requestedAt: 0, answeredAt: 0)
    }

    private func diff(_ actual: [TimelineEntry], expected: [TimelineEntry] = rewarded) -> FixtureDiff? {
        FixtureDiff.between(expected: Observation(expected), actual: Observation(actual))
    }

    private func replacing(_ index: Int, with entry: TimelineEntry) -> [TimelineEntry] {
        var entries = Self.rewarded
        entries[index] = entry
        return entries
    }

    // MARK: No difference

    @Test func sameTimeline_isNoDiff() throws {
        #expect(diff(Self.rewarded) == nil)
        let fixture = try committedFixture("rewarded/fill")
        #expect(FixtureDiff.between(expected: fixture.observation, actual: fixture.observation) == nil)
    }

    // MARK: One headline for each kind of change

    @Test func timeShift_isAMoveInTime() {
        let result = diff(replacing(7, with: TimelineEntry(at: 10000, .host(.didRewardUser))))
        #expect(result?.headline == "first difference at #7 (11000 ms): host didRewardUser moved 11000 → 10000 ms")
        #expect(result?.first?.kind == .retimed)
        #expect(
            result?.rendered == """
                legend: - recorded   + replayed   ~ changed field
                  … (5 unchanged)
                     1000 ms  host willPresentFullScreenView
                     1000 ms  host didStartVideo
                -   11000 ms  host didRewardUser
                +   10000 ms  host didRewardUser
                    12000 ms  do close
                    12000 ms  host willDismissFullScreenView
                  … (2 unchanged)
                """)
    }

    @Test func changedField_namesItsPathAndBothValues() {
        let expected = Self.rewarded.prefix(3) + [TimelineEntry(at: 0, .host(.loadCompleted(.error(.sampleLoadFailure(3)))))]
        var changed = ErrorSummary.sampleLoadFailure(3)
        changed.code = 102
        let actual = Self.rewarded.prefix(3) + [TimelineEntry(at: 0, .host(.loadCompleted(.error(changed))))]
        let result = diff(Array(actual), expected: Array(expected))
        #expect(result?.headline == "first difference at #3 (0 ms): host loadCompleted at 0 ms changed error.code: 101 → 102")
        #expect(result?.first?.kind == .changed([FixtureDiff.FieldChange(path: "error.code", expected: "101", actual: "102")]))
        #expect(
            result?.lines.suffix(3) == [
                #"-       0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 "Sample SDK returned an ad load failure callback with error code: 3""#,
                #"+       0 ms  host loadCompleted error com.google.customevent.samplenetwork 102 "Sample SDK returned an ad load failure callback with error code: 3""#,
                "~     error.code: 101 → 102",
            ])
    }

    @Test func changedFailureReason_isADifference() {
        let plain = ErrorSummary(domain: "d", code: 1, description: "x", failureReason: "one")
        let other = ErrorSummary(domain: "d", code: 1, description: "x", failureReason: "two")
        let result = diff(
            [TimelineEntry(at: 0, .host(.loadCompleted(.error(other))))],
            expected: [TimelineEntry(at: 0, .host(.loadCompleted(.error(plain))))])
        #expect(
            result?.headline == #"first difference at #0 (0 ms): host loadCompleted at 0 ms changed error.failureReason: "one" → "two""#)
    }

    @Test func reorderedEvent_isAMoveInOrder() {
        var actual = Self.rewarded
        actual.swapAt(10, 11)
        let result = diff(actual)
        #expect(
            result?.headline
                == "first difference at #10 (12000 ms): host didEndVideo at 12000 ms moved after host didDismissFullScreenView")
        #expect(result?.changes.count == 1)
        #expect(
            result?.lines.suffix(3) == [
                "-   12000 ms  host didEndVideo   (moved)",
                "    12000 ms  host didDismissFullScreenView",
                "+   12000 ms  host didEndVideo   (moved)",
            ])
    }

    @Test func eventMovedEarlier_isNamedWhereItArrives() {
        var actual = Self.rewarded
        let reward = actual.remove(at: 7)
        actual.insert(TimelineEntry(at: 1000, reward.event), at: 5)
        let result = diff(actual)
        #expect(
            result?.headline
                == "first difference at #5 (1000 ms): host didRewardUser at 11000 ms moved after do present and 11000 → 1000 ms")
    }

    @Test func perSeam_insertionIsPlacedByItsTime() {
        var expected = Self.rewarded
        expected.removeAll { if case .sdk(let sdk) = $0.event { sdk.entry.role == .callback } else { false } }
        let actual = expected + [TimelineEntry(at: 13000, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.callback(.rewardedAdDidDismiss))))]
        let result = FixtureDiff.between(expected: Observation(expected), actual: Observation(actual), fidelity: .perSeam)
        #expect(
            result?.headline
                == "first difference at #11 (13000 ms): sample callback rewardedAdDidDismiss: at 13000 ms was replayed but not recorded")
    }

    @Test func insertedEvent_wasReplayedButNotRecorded() {
        var actual = Self.rewarded
        actual.insert(TimelineEntry(at: 11500, .host(.reportClick)), at: 8)
        #expect(diff(actual)?.headline == "first difference at #8 (11500 ms): host reportClick at 11500 ms was replayed but not recorded")
    }

    @Test func removedEvent_wasRecordedButNotReplayed() {
        var actual = Self.rewarded
        actual.remove(at: 6)
        #expect(diff(actual)?.headline == "first difference at #6 (1000 ms): host didStartVideo at 1000 ms was recorded but not replayed")
    }

    /// A seam network's callback is named in the headline as its timeline line names it (the SDK
    /// port's description), not by the case name the fixture stores.
    @Test func seamCallback_isNamedInTheHeadlineAsOnItsLine() {
        let failed = TimelineEntry(at: 200, .sdk(SDKEntry(sdk: "tiny", SeamEntry<Tiny>.callback(.didFail(code: 2)))))
        let expected = [TimelineEntry(at: 0, .step(.load)), failed]
        let result = FixtureDiff.between(expected: Observation(expected), actual: Observation([expected[0]]))
        #expect(result?.headline == "first difference at #1 (200 ms): tiny callback tinyDidFail(2) at 200 ms was recorded but not replayed")
        #expect(result?.lines.contains("-     200 ms  tiny callback tinyDidFail(2)") == true)
    }

    @Test func changedRequest_isNamedBeforeTheHostEventItCauses() {
        let actual =
            [
                Self.rewarded[0],
                TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", Self.exchange(adUnit: "other")))),
                TimelineEntry(
                    at: 0, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.callback(.rewardedAdDidFailToLoad(code: .noInventory))))),
                TimelineEntry(at: 0, .host(.loadCompleted(.error(.sampleLoadFailure(3))))),
            ] + Self.rewarded.dropFirst(4)
        let result = diff(actual)
        #expect(
            result?.headline
                == #"first difference at #1 (0 ms): sample request at 0 ms changed adUnit: "sample-ad-unit" → "other" (4 differences)"#)
        #expect(
            result?.changes.map(\.entry.kind) == [
                "sample request", "sample callback rewardedAdDidReceiveAd:", "host loadCompleted",
                "sample callback rewardedAdDidFailToLoadWithError:",
            ])
    }

    // MARK: Schema-1 fixtures are compared seam by seam

    @Test func perSeam_ignoresTheOrderAcrossSeamsAndWholeErrors() {
        let error = ErrorSummary.sampleLoadFailure(3)
        var whole = error
        whole.failureReason = "because"
        let expected = [
            TimelineEntry(at: 0, .host(.loadCompleted(.error(error)))),
            TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.effect(.log("x"))))),
        ]
        let actual = [
            TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.effect(.log("x"))))),
            TimelineEntry(at: 0, .host(.loadCompleted(.error(whole)))),
        ]
        #expect(FixtureDiff.between(expected: Observation(expected), actual: Observation(actual), fidelity: .perSeam) == nil)
        #expect(FixtureDiff.between(expected: Observation(expected), actual: Observation(actual), fidelity: .complete) != nil)
        let later = [
            TimelineEntry(at: 0, .sdk(SDKEntry(sdk: "sample", SeamEntry<Sample>.effect(.log("x"))))),
            TimelineEntry(at: 5, .host(.loadCompleted(.error(whole)))),
        ]
        #expect(
            FixtureDiff.between(expected: Observation(expected), actual: Observation(later), fidelity: .perSeam)?.headline
                == "first difference at #0 (0 ms): host loadCompleted moved 0 → 5 ms")
    }

    // MARK: Bounded

    /// A long session: `count` entries, a click every millisecond.
    private static func long(_ count: Int, shiftingTimeAt shifted: Int? = nil) -> [TimelineEntry] {
        (0..<count).map { index in
            let event: TimelineEntry.Event = index % 2 == 0 ? .step(.tap) : .host(.reportClick)
            return TimelineEntry(at: index == shifted ? index + 7 : index, event)
        }
    }

    @Test func fortyThousandEntries_oneTimeChanged_isOneNamedChange() {
        let result = FixtureDiff.between(
            expected: Observation(Self.long(40_000)), actual: Observation(Self.long(40_000, shiftingTimeAt: 20_001)))
        #expect(result?.headline == "first difference at #20001 (20001 ms): host reportClick moved 20001 → 20008 ms")
        #expect(result?.changes.count == 1)
        #expect(result?.lines.count == 8)
    }

    @Test func entirelyDifferentTimelines_reportEveryChangeButRenderABoundedAmount() {
        let expected = (0..<600).map { TimelineEntry(at: $0, .host(.reportClick)) }
        let actual = (0..<600).map { TimelineEntry(at: $0, .host(.reportImpression)) }
        let result = FixtureDiff.between(expected: Observation(expected), actual: Observation(actual))
        #expect(result?.changes.count == 1_200)
        #expect(
            result?.headline == "first difference at #0 (0 ms): host reportClick at 0 ms was recorded but not replayed (1200 differences)")
        #expect(result?.lines.last == "… and 1150 more differences")
        #expect((result?.lines.count ?? 0) <= 60)
    }
}
