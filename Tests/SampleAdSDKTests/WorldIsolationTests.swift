import AdWorld
import Foundation
import NeutralUI
import SampleAdSDK
import Synchronization
import Testing

@Suite struct WorldIsolationTests {
    /// Runs `fetches` banner fetches, one a millisecond, in a world of its own seeded with `seed`
    /// and answering 5 ms late; returns the callback lines.
    private static func bannerCallbackLines(seed: UInt64, fetches: Int) throws -> [String] {
        let delegate = RecordingBannerDelegate()
        return try withWorld(network: SeededSampleNetwork(seed: seed, latency: 5)) { world, trace in
            let banner = SampleBanner(frame: Rect(width: 320, height: 50))
            banner.adUnit = "banner-unit"
            banner.delegate = delegate
            for _ in 0..<fetches {
                banner.fetchAd(SampleAdRequest())
                world.advance(to: world.now + 1)
            }
            try world.settle()
            return trace.lines(.callbacks)
        }
    }

    /// Results handed back from the worker threads.
    private final class Results: Sendable {
        let lines = Mutex<[UInt64: Result<[String], any Error>]>([:])
    }

    @Test func worldsOnTwoThreads_eachMatchTheSameSeedRunAlone() throws {
        let seeds: [UInt64] = [11, 12]
        let fetches = 2_000
        let alone = try seeds.map { try Self.bannerCallbackLines(seed: $0, fetches: fetches) }

        let results = Results()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for seed in seeds {
            Thread {
                start.wait()
                let lines = Result { try Self.bannerCallbackLines(seed: seed, fetches: fetches) }
                results.lines.withLock { $0[seed] = lines }
                done.signal()
            }.start()
        }
        for _ in seeds { start.signal() }
        for _ in seeds { done.wait() }

        for (seed, expected) in zip(seeds, alone) {
            let lines = try #require(results.lines.withLock { $0[seed] }).get()
            #expect(lines.count == fetches)
            #expect(lines == expected, "seed \(seed)")
        }
        #expect(alone[0] != alone[1])
        #expect(alone[0].first?.hasPrefix("5 ms  ") == true)
    }

    @Test func objectsBelongToTheWorldRunningWhenTheyWereMade() throws {
        let delegate = RecordingBannerDelegate()
        let other = World(clock: VirtualClock())
        let otherTrace = SampleSDKTrace()
        other[SampleSeam.self].observer = otherTrace
        other[SampleSeam.self].network = ScriptedSampleNetwork([.failure(.noInventory)])
        try withWorld(network: .scripted([.fill])) { world, trace in
            let banner = SampleBanner(frame: .zero)
            banner.adUnit = "banner-unit"
            banner.delegate = delegate

            other.run { banner.fetchAd(SampleAdRequest()) }
            banner.tap()

            #expect(
                trace.lines(.callbacks) == ["0 ms  sample callback bannerDidLoad:", "0 ms  sample callback bannerWillLeaveApplication:"])
            #expect(world.application.openedURLs == ["https://www.google.com"])
            #expect(otherTrace.entries.isEmpty)
            #expect(other.application.openedURLs.isEmpty)
        }
    }
}
