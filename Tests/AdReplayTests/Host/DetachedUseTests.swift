import AdReplayReports
import AdReplaySample
import Dispatch
import Foundation
import Mediation
import NeutralUI
import SampleAdSDK
import SampleCustomEvent
import Testing

@testable import AdReplay

/// An SDK object an adapter makes on a thread or in a detached task of its own finds no world,
/// so AdReplay cannot drive it: a session that ran alone says so in a note, and one that did not
/// says nothing (the use could be another session's). Serialized: each test's sessions would
/// overlap the other's.
@Suite(.serialized) struct DetachedUseTests {
    static let bannerNote =
        "SampleBanner was made and used outside any AdReplay world while this session ran alone "
        + "(on a thread or task where no world is bound, such as one the adapter started itself): "
        + "AdReplay cannot drive it, so if the adapter made it, what it did is missing here"

    /// `session`'s value once it ran alone in the process, as its notes show (other tests run
    /// sessions in parallel, and a session that overlaps another is told nothing); the last
    /// value when none did within ten minutes (a full test run keeps sessions running nearly
    /// all the time until its end). Between tries it lets other tasks run, so that a
    /// session waiting for a detached task of its own can end.
    private func whenAlone<T>(_ session: () throws -> T, notes: (T) -> [String]) async rethrows -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(600)
        var value = try session()
        while notes(value).isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
            value = try session()
        }
        return value
    }

    @Test func aBannerMadeOnTheAdaptersOwnThread_isNoted_whenTheRecordingRanAlone() async throws {
        var registry = Registry.sample
        registry.register(ThreadBannerAdapter.self, as: "SampleCustomEvent")
        let recorder = Recorder(registry: registry)
        let recording = try await whenAlone(
            { try recorder.record(Scenario.sample(.banner), name: "x", network: .answer(.fill)) },
            notes: \.notes)
        // The banner's load never reached the session: nothing of it is in the fixture.
        #expect(recording.fixture.observation.exchanges == [])
        // The view controller the adapter made beside it, and never used, is not named.
        #expect(recording.notes == [Self.bannerNote])
    }

    @Test func aBannerMadeInADetachedTask_isNoted_whenTheReplayRanAlone() async throws {
        var registry = Registry.sample
        registry.register(DetachedTaskBannerAdapter.self, as: "SampleCustomEvent")
        let fixture = try Recorder(registry: registry).record(Scenario.sample(.banner), name: "x", network: .answer(.fill)).fixture
        let replayer = Replayer(registry: registry)
        let result = await whenAlone({ replayer.replay(fixture) }, notes: \.notes)
        #expect(result.notes == [Self.bannerNote])
        #expect(ReplayReportEntry(result, diagrams: false).notes == [Self.bannerNote])
    }

    /// Objects made outside any world and never used (a view in a unit test) are no one's
    /// concern: sessions beside them, alone or not, hear nothing.
    @Test func unusedDetachedObjects_madeBesideSessions_areNotNoted() throws {
        let made = DispatchSemaphore(value: 0)
        Thread {
            _ = SampleBanner(frame: Rect(width: 320, height: 50))
            _ = ViewController()
            made.signal()
        }.start()
        made.wait()
        var registry = Registry.sample
        registry.register(UnusedDetachedObjectsBannerAdapter.self, as: "SampleCustomEvent")
        for _ in 0..<20 {
            let recording = try Recorder(registry: registry).record(Scenario.sample(.banner), name: "x", network: .answer(.fill))
            #expect(recording.notes == [])
            #expect(recording.fixture.hostEvents.map(\.event.kind) == ["loadCompleted", "reportClick"])
        }
    }

    @Test func theNote_namesEachTypeOnce_inTheOrderGiven_andIsNoneForNone() {
        #expect(HostHarness.detachedNote([]) == nil)
        #expect(HostHarness.detachedNote(["SampleBanner"]) == Self.bannerNote)
        #expect(
            HostHarness.detachedNote(["CustomNativeAdLoader", "SampleBanner", "SampleInterstitial"])
                == "CustomNativeAdLoader, SampleBanner and SampleInterstitial were made and used outside any AdReplay world while "
                + "this session ran alone (on a thread or task where no world is bound, such as one the adapter started itself): "
                + "AdReplay cannot drive them, so if the adapter made them, what they did is missing here")
    }
}

/// Banners, with SDK objects made where no world is bound: on a `Thread` or in a
/// `Task.detached` the adapter starts itself (joined, so that what it does falls inside the
/// session). Each subclass says where and what. Never registered outside these tests.
class OffWorldBannerAdapter: MediationAdapter {
    enum Work: Sendable {
        /// On a thread: a view controller, never used, and a banner it loads; the host never
        /// hears of a load.
        case loadOnAThread
        /// The same in a detached task.
        case loadInADetachedTask
        /// On a thread: a banner and a view controller, never used; then the Sample adapter's
        /// own load, in the session's world.
        case makeUnusedOnAThread
    }

    class var work: Work { .loadOnAThread }
    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    private let inner = SampleCustomEvent()

    required init() {}

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping MediationBannerLoadCompletionHandler
    ) {
        let work = Self.work
        let adUnit = adConfiguration.credentials.settings["parameter"] as? String
        let done = DispatchSemaphore(value: 0)
        let offWorld: @Sendable () -> Void = {
            _ = ViewController()
            let banner = SampleBanner(frame: Rect(width: 320, height: 50))
            if work != .makeUnusedOnAThread {
                banner.adUnit = adUnit
                banner.fetchAd(SampleAdRequest())
            }
            done.signal()
        }
        if work == .loadInADetachedTask {
            Task.detached(operation: offWorld)
        } else {
            Thread(block: offWorld).start()
        }
        done.wait()
        if work == .makeUnusedOnAThread { inner.loadBanner(for: adConfiguration, completionHandler: completionHandler) }
    }
}

final class ThreadBannerAdapter: OffWorldBannerAdapter {
    override class var work: Work { .loadOnAThread }
}

final class DetachedTaskBannerAdapter: OffWorldBannerAdapter {
    override class var work: Work { .loadInADetachedTask }
}

final class UnusedDetachedObjectsBannerAdapter: OffWorldBannerAdapter {
    override class var work: Work { .makeUnusedOnAThread }
}
