import AdReplay
import AdReplaySample
import Foundation
import Mediation
import Testing

/// Committed fixtures replayed against deliberately changed adapters (see
/// RegressionTests+Adapters.swift) fail with a diff that names the first differing event.
@Suite struct RegressionTests {
    private static let legend = FixtureDiff.legend

    /// Where the first entry of `kind` sits in a committed fixture's timeline.
    private func index(of kind: String, in name: String) throws -> Int {
        try #require(try committedFixture(name).timeline.firstIndex { $0.kind == kind })
    }

    /// Replays a committed fixture with `adapter` registered as the real adapter's class name.
    /// Generic, so that the registry builds the very type passed in.
    private func replay<Adapter: MediationAdapter>(_ name: String, against adapter: Adapter.Type) throws -> ReplayResult {
        var registry = Registry.sample
        registry.register(adapter, as: "SampleCustomEvent")
        return try Replayer(registry: registry).replay(path: recording(name))
    }

    private func expectAcceptHint(_ result: ReplayResult, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = result.failureMessage ?? ""
        #expect(message.hasPrefix("\(recording(name)): \(result.diff?.headline ?? "?")\n"), sourceLocation: sourceLocation)
        #expect(message.contains("\n\(Self.legend)\n"), sourceLocation: sourceLocation)
        #expect(
            message.hasSuffix("\naccept the new behaviour: run the tests again with ADREPLAY_RECORD=all"),
            sourceLocation: sourceLocation)
    }

    /// A replay that breaks a contract its recording did not is never offered for acceptance:
    /// the advice is to fix the adapter.
    private func expectFixTheAdapterAdvice(_ result: ReplayResult, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = result.failureMessage ?? ""
        #expect(message.hasPrefix("\(recording(name)): \(result.diff?.headline ?? "?")\n"), sourceLocation: sourceLocation)
        #expect(!result.newBreaches.isEmpty, sourceLocation: sourceLocation)
        #expect(
            message.hasSuffix(
                "\nthe replayed session breaks a mediation contract its recording did not: fix the adapter rather than accept it"),
            sourceLocation: sourceLocation)
        #expect(!message.contains("ADREPLAY_RECORD=all"), sourceLocation: sourceLocation)
    }

    // MARK: The hand-written adapters are faithful when unchanged

    @Test(arguments: ["banner/fill", "banner/failure-no-inventory", "banner/failure-unknown", "banner/missing-ad-unit", "banner/test-mode"])
    func unchangedHandWrittenBanner_replaysGreen(name: String) throws {
        let result = try replay(name, against: HandWrittenBannerAdapter.self)
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }

    @Test(arguments: ["native/content-video-no-images", "native/content-video-yes-images", "native/fill", "native/failure-unknown"])
    func unchangedHandWrittenNative_replaysGreen(name: String) throws {
        let result = try replay(name, against: HandWrittenNativeAdapter.self)
        #expect(result.passed, "\(result.failureMessage ?? "")")
    }

    // MARK: (a) a changed error

    @Test func changedErrorCode_differsOnTheCompletion() throws {
        let result = try replay("banner/failure-no-inventory", against: WrongErrorCodeBannerAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host loadCompleted", in: "banner/failure-no-inventory")
        let headline = "first difference at #\(at) (0 ms): host loadCompleted at 0 ms changed error.code: 101 → 999"
        #expect(result.diff?.headline == headline)
        #expect(result.diff?.changes.count == 1)
        #expect(result.requestProblems == [])
        #expect(result.breaches == [])
        let path = recording("banner/failure-no-inventory")
        let lines = (result.failureMessage ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(path): \(headline)")
        #expect(lines.dropFirst().first == Self.legend)
        let change = lines.firstIndex { $0.hasPrefix("- ") } ?? 0
        #expect(lines[change].hasPrefix("-       0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 "))
        #expect(lines[change + 1].hasPrefix("+       0 ms  host loadCompleted error com.google.customevent.samplenetwork 999 "))
        #expect(lines[change + 2] == "~     error.code: 101 → 999")
        #expect(lines.last == "accept the new behaviour: run the tests again with ADREPLAY_RECORD=all")
    }

    @Test func changedErrorDomain_differsOnTheCompletion() throws {
        let result = try replay("banner/failure-network-error", against: WrongErrorDomainBannerAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host loadCompleted", in: "banner/failure-network-error")
        #expect(
            result.diff?.headline
                == "first difference at #\(at) (0 ms): host loadCompleted at 0 ms changed error.domain: \"com.google.customevent.samplenetwork\" → \"com.example.changed\""
        )
        #expect(
            result.failureMessage?.contains("\n~     error.domain: \"com.google.customevent.samplenetwork\" → \"com.example.changed\"\n")
                == true)
        expectAcceptHint(result, "banner/failure-network-error")
    }

    // MARK: (b) a missing click report

    @Test func missingClickReport_differsOnTheClick() throws {
        let result = try replay("banner/fill", against: NoClickReportBannerAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host reportClick", in: "banner/fill")
        #expect(result.diff?.headline == "first difference at #\(at) (1000 ms): host reportClick at 1000 ms was recorded but not replayed")
        #expect(result.diff?.lines.last == "-    1000 ms  host reportClick")
        // The SDK's click never reached GMA: a breach, so nothing is offered for acceptance.
        #expect(
            result.breaches.map(\.description) == [
                "ad 1: the SDK's reports reach GMA (1000 ms): the SDK reported a click (sample callback bannerWillLeaveApplication:), "
                    + "and the adapter never told GMA (no reportClick)"
            ])
        expectFixTheAdapterAdvice(result, "banner/fill")
    }

    // MARK: (c) a double completion

    @Test func doubleCompletion_differsAndBreaksTheCompletionContract() throws {
        let result = try replay("banner/fill", against: DoubleCompletionBannerAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host loadCompleted", in: "banner/fill") + 1
        #expect(
            result.diff?.headline
                == "first difference at #\(at) (0 ms): host loadCompleted at 0 ms was replayed but not recorded")
        #expect(
            result.breaches.map(\.description) == ["ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load"])
        #expect(result.breaches.first?.rule == .loadCompletesOnce)
        let message = result.failureMessage ?? ""
        #expect(
            message.contains(
                "\ncontract breaches:\n  ad 1: load completes exactly once at host event #1 (0 ms): 2 completions for one load\n"))
        expectFixTheAdapterAdvice(result, "banner/fill")
    }

    // MARK: (d) a wrong hasVideoContent

    @Test func claimingVideoWithoutMediaView_differsAndBreaksTheVideoContract() throws {
        let result = try replay("native/content-video-no-images", against: AlwaysVideoNativeAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host loadCompleted", in: "native/content-video-no-images")
        #expect(
            result.diff?.headline == "first difference at #\(at) (0 ms): host loadCompleted at 0 ms changed hasVideoContent: false → true")
        #expect(
            result.breaches.map(\.description) == [
                "ad 1: hasVideoContent needs a media view at host event #0 (0 ms): hasVideoContent is true but the ad has no media view"
            ])
        #expect(result.diff?.lines.contains("~     hasVideoContent: false → true") == true)
        #expect(result.failureMessage?.contains("\ncontract breaches:\n  ad 1: hasVideoContent needs a media view") == true)
        expectFixTheAdapterAdvice(result, "native/content-video-no-images")
    }

    /// An image ad may keep its media view: the change is a difference, and no breach.
    @Test func denyingVideoWithMediaView_differsAndBreaksNothing() throws {
        let result = try replay("native/content-video-yes-images", against: NeverVideoNativeAdapter.self)
        #expect(result.status == .differed)
        let at = try index(of: "host loadCompleted", in: "native/content-video-yes-images")
        #expect(
            result.diff?.headline == "first difference at #\(at) (0 ms): host loadCompleted at 0 ms changed hasVideoContent: true → false")
        #expect(result.breaches == [])
        expectAcceptHint(result, "native/content-video-yes-images")
    }

    @Test func legacyAdapterWithoutVideoContent_differsAndBreaksNothing() throws {
        var registry = Registry.sample
        registry.register(customEvent: NoVideoLegacyNativeAd.self, as: "SampleLegacyCustomEventNativeAd")
        let result = try Replayer(registry: registry).replay(path: recording("nativeLegacy/content-video-yes-images"))
        #expect(result.status == .differed)
        #expect(result.diff?.first?.entry.kind == "host loadCompleted")
        #expect(result.diff?.headline.contains("host loadCompleted at 0 ms changed hasVideoContent: true → false") == true)
        #expect(result.breaches == [])
        expectAcceptHint(result, "nativeLegacy/content-video-yes-images")
    }

    // MARK: Accepting the change

    @Test func acceptingTheChange_makesTheFixtureReplayGreenAgainstTheChangedAdapter() throws {
        let original = try committedFixture("banner/fill")
        var registry = Registry.sample
        registry.register(NoClickReportBannerAdapter.self, as: "SampleCustomEvent")
        let replayer = Replayer(registry: registry)
        let updated = Replayer.accepting(replayer.replay(original), into: original)
        #expect(updated.hostEvents == [original.hostEvents[0]])
        #expect(replayer.replay(updated).passed)
        #expect(Replayer(registry: Registry.sample).replay(updated).status == .differed)
    }

    // MARK: Late answers and untracking

    private func replay<CustomEvent: CustomEventNativeAd>(
        _ name: String, againstCustomEvent type: CustomEvent.Type,
        as className: String
    ) throws -> ReplayResult {
        var registry = Registry.sample
        registry.register(customEvent: type, as: className)
        return try Replayer(registry: registry).replay(path: recording(name))
    }

    /// Google's legacy adapter keeps its loader in a local. The Sample SDK keeps a loader alive
    /// while its request is in flight (as an Objective-C completion block naming self does), so
    /// the late answer still arrives: late or not, the first difference is the mapper's own
    /// (it maps without video), not a lost callback.
    @Test func legacyLoaderInALocal_stillGetsALateAnswer() throws {
        let late = try replay(
            "nativeLegacy/late-answer", againstCustomEvent: LocalLoaderLegacyNativeAd.self,
            as: "SampleLegacyCustomEventNativeAd")
        #expect(
            late.diff?.headline == "first difference at #3 (750 ms): host loadCompleted at 750 ms changed hasVideoContent: true → false",
            "\(late.failureMessage ?? "")")
        let synchronous = try replay(
            "nativeLegacy/content-video-yes-images", againstCustomEvent: LocalLoaderLegacyNativeAd.self,
            as: "SampleLegacyCustomEventNativeAd")
        #expect(
            synchronous.diff?.headline == "first difference at #3 (0 ms): host loadCompleted at 0 ms changed hasVideoContent: true → false",
            "\(synchronous.failureMessage ?? "")")
    }

    /// The host keeps the rendered view after untracking, so an adapter that ignores untracking
    /// leaves the SDK counting it.
    @Test func untrackIgnored_keepsCountingTheView() throws {
        let result = try replay(
            "nativeSelfTracking/untrack-before-impression", againstCustomEvent: UntrackIgnoringCustomEventNativeAd.self,
            as: "SampleSelfTrackingCustomEventNativeAd")
        #expect(result.status == .differed)
        #expect(
            result.diff?.headline
                == "first difference at #6 (2000 ms): sample effect log \"A tracked impression was recorded for a sampleNativeAd!\" at 2000 ms was replayed but not recorded (8 differences)",
            "\(result.failureMessage ?? "")")
    }
}
