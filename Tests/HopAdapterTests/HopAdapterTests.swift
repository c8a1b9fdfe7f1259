import AdReplay
import AdReplaySample
import HopAdapters
import NeutralUI
import AdWorld
import XCTest

/// Each thread hop or timer a real adapter uses, recorded and replayed as the command line does,
/// on the main thread (XCTest on Linux runs its tests there): what the host does with it, by what
/// the fixture and the notes say.
final class HopAdapterTests: XCTestCase {
    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        for type in hopAdapters { registry.register(type) }
        return registry
    }

    /// A banner loaded at 0 ms and tapped at 5000 ms.
    static func scenario(_ adapter: String) -> Scenario {
        Scenario(format: .banner, adapterClassName: adapter, parameter: "sample-ad-unit", adSize: Size(width: 320, height: 50),
                 script: (try? Script.parse("load; @5000 tap")) ?? [])
    }

    func record(_ adapter: String) throws -> Recorder.Recording {
        try Recorder(registry: Self.registry).record(Self.scenario(adapter), name: adapter, network: .answer("fill"))
    }

    func lines(_ recording: Recorder.Recording) -> [String] {
        recording.fixture.observation.entries.map(\.line)
    }

    func test_probe() throws {
        let only = ProcessInfo.processInfo.environment["HOP_ONLY"].map { [$0] }
        for adapter in only ?? ["DirectBanner", "MainQueueBanner", "MainActorTaskBanner", "MainActorTypeBanner", "PlainTaskBanner", "GroupNotifyBanner",
                        "SleepBanner", "AsyncAfterBanner", "TimerBanner", "GlobalQueueBanner", "ThreadBanner"] {
            print("armed before", PendingTimers.armed())
            let recording = try record(adapter)
            print("armed after", PendingTimers.armed())
            print("== \(adapter)")
            for line in lines(recording) { print("  \(line)") }
            for note in recording.notes { print("  NOTE \(note)") }
        }
    }
}
