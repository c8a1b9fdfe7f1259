import AdReplay
import AdReplaySample
import Foundation
import Synchronization
import Testing

/// `Jobs.run`: as many threads as jobs, whatever the number of cores.
@Suite struct JobsTests {
    @Test func eightJobs_runAtOnce_evenOnFewerCores() {
        let started = Atomic(0)
        let allMet = Atomic(0)
        Jobs.run(8) { _ in
            started.wrappingAdd(1, ordering: .relaxed)
            // Every job waits (up to 10 s) until all eight have started: with fewer threads
            // than jobs, they never would.
            let deadline = ContinuousClock.now + .seconds(10)
            while started.load(ordering: .relaxed) < 8, ContinuousClock.now < deadline { usleep(1_000) }
            if started.load(ordering: .relaxed) == 8 { allMet.wrappingAdd(1, ordering: .relaxed) }
        }
        #expect(allMet.load(ordering: .relaxed) == 8)
    }

    @Test func eachJobRunsOnce() {
        let seen = Mutex<[Int]>([])
        Jobs.run(5) { job in seen.withLock { $0.append(job) } }
        #expect(seen.withLock { $0.sorted() } == [0, 1, 2, 3, 4])
        Jobs.run(1) { job in seen.withLock { $0 = [job] } }
        #expect(seen.withLock { $0 } == [0])
    }
}
