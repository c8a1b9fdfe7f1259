import Dispatch
import Foundation
import Synchronization
import Testing

@testable import AdWorld

@Suite struct WorldTests {
    @Test func current_isNilOutsideRun() {
        #expect(World.current == nil)
        let world = World()
        world.run {}
        #expect(World.current == nil)
    }

    @Test func run_bindsCurrentAndReturnsTheBodysValue() {
        let world = World()
        let value = world.run { () -> Int in
            #expect(World.current === world)
            return 7
        }
        #expect(value == 7)
    }

    @Test func run_rethrowsAndStillRestoresCurrent() {
        struct Failure: Error, Equatable {}
        let world = World()
        #expect(throws: Failure()) {
            try world.run { () throws -> Void in throw Failure() }
        }
        #expect(World.current == nil)
    }

    @Test func run_nestedSecondWorld_restoresTheOuterWorld() {
        let outer = World()
        let inner = World()
        outer.run {
            #expect(World.current === outer)
            inner.run {
                #expect(World.current === inner)
            }
            #expect(World.current === outer)
        }
        #expect(World.current == nil)
    }

    @Test func schedule_runsWithItsOwnWorldBound() throws {
        let world = World(clock: VirtualClock())
        let other = World()
        var seen: [World?] = []
        world.schedule(after: 5) { seen.append(World.current) }
        // Even when scheduled while another world is current, the action belongs to `world`.
        other.run {
            world.schedule(after: 10) { seen.append(World.current) }
        }

        let clock = try #require(world.virtualClock)
        #expect(try clock.runToQuiescence() == 2)
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0 === world })
        #expect(world.now == 10)
        #expect(World.current == nil)
    }

    @Test func deliver_afterZero_runsSynchronously() {
        let world = World(clock: VirtualClock())
        var log: [String] = []
        world.deliver(after: 0) { log.append("now") }
        #expect(log == ["now"])
        world.deliver(after: -3) { log.append("negative") }
        #expect(log == ["now", "negative"])
        #expect(world.virtualClock?.pendingCount == 0)
    }

    @Test func deliver_afterDelay_runsLaterWithTheWorldBound() throws {
        let world = World(clock: VirtualClock())
        let clock = try #require(world.virtualClock)
        var log: [String] = []
        world.deliver(after: 5) {
            log.append("later@\(world.now), bound: \(World.current === world)")
        }
        #expect(log.isEmpty)
        #expect(clock.advance(to: 4) == 0)
        #expect(log.isEmpty)
        #expect(clock.advance(to: 5) == 1)
        #expect(log == ["later@5, bound: true"])
    }

    @Test func virtualClock_isNilForALiveClock() {
        #expect(World(clock: LiveClock()).virtualClock == nil)
        #expect(World().virtualClock != nil)
    }

    @Test func worldKey_defaultIsMadeOnceAndCanBeOverwritten() {
        let world = World()
        #expect(world[CountingKey.self] == 1)
        #expect(world[CountingKey.self] == 1)
        // The default ran exactly once: its serial counter moved only once.
        #expect(world.nextSerial(CountingKey.counter) == 2)

        world[CountingKey.self] = 42
        #expect(world[CountingKey.self] == 42)
        #expect(world.nextSerial(CountingKey.counter) == 3)
    }

    @Test func worldKey_defaultReferenceIsSharedWithinAWorldOnly() {
        let first = World()
        let second = World()
        let service = first[ServiceKey.self]
        #expect(first[ServiceKey.self] === service)
        #expect(second[ServiceKey.self] !== service)
        #expect(service.owner === first)
    }

    @Test func worldKey_keysAreIndependent() {
        let world = World()
        world[CountingKey.self] = 10
        let service = world[ServiceKey.self]
        #expect(world[CountingKey.self] == 10)
        #expect(world[ServiceKey.self] === service)
    }

    @Test func onFirstRead_runsOnce_justAfterTheDefaultIsMade_andWhatItSetsIsRead() {
        let world = World()
        var runs = 0
        world.onFirstRead(of: CountingKey.self) { world in
            runs += 1
            world[CountingKey.self] = world[CountingKey.self] + 100
        }
        #expect(runs == 0)
        #expect(world[CountingKey.self] == 101)
        #expect(world[CountingKey.self] == 101)
        #expect(runs == 1)
        // Another key's first read runs nothing.
        _ = world[ServiceKey.self]
        #expect(runs == 1)
    }

    @Test func onFirstRead_isDropped_byAValueSetFirst_orTheWorldsEnd_andRunsAtOnce_forAKeyAlreadyRead() {
        let world = World()
        var runs = 0
        world.onFirstRead(of: CountingKey.self) { _ in runs += 1 }
        world[CountingKey.self] = 7
        #expect(world[CountingKey.self] == 7)
        #expect(runs == 0)

        let ended = World()
        ended.onFirstRead(of: CountingKey.self) { _ in runs += 1 }
        ended.end()
        #expect(ended[CountingKey.self] == 1)
        #expect(runs == 0)

        world.onFirstRead(of: CountingKey.self) { world in runs += world[CountingKey.self] }
        #expect(runs == 7)
    }

    @Test func nextSerial_countsPerNameAndPerWorld() {
        let world = World()
        #expect(world.nextSerial("SampleBanner") == 1)
        #expect(world.nextSerial("SampleBanner") == 2)
        #expect(world.nextSerial("SampleInterstitial") == 1)
        #expect(world.nextSerial("SampleBanner") == 3)
        #expect(World().nextSerial("SampleBanner") == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func current_isPerThreadForWorldsRunningConcurrently() {
        let mismatches = Shared(0)
        let runs = Shared(0)
        let done = DispatchGroup()
        // Each thread waits inside its `run` until the other has entered its own, so both
        // worlds are bound at the same moment on different threads.
        let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]

        for index in 0..<2 {
            done.enter()
            let thread = Thread {
                let world = World(clock: VirtualClock())
                world.run {
                    arrived[index].signal()
                    _ = arrived[1 - index].wait(timeout: .now() + 10)
                    for step in 0..<2_000 {
                        if World.current !== world { mismatches.value.withLock { $0 += 1 } }
                        world.schedule(after: step % 7) {
                            if World.current !== world { mismatches.value.withLock { $0 += 1 } }
                            runs.value.withLock { $0 += 1 }
                        }
                    }
                }
                if World.current != nil { mismatches.value.withLock { $0 += 1 } }
                do {
                    _ = try world.virtualClock?.runToQuiescence()
                } catch {
                    mismatches.value.withLock { $0 += 1_000_000 }
                }
                done.leave()
            }
            thread.start()
        }

        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(mismatches.value.withLock { $0 } == 0)
        #expect(runs.value.withLock { $0 } == 4_000)
    }

    @Test(.timeLimit(.minutes(1)))
    func liveClock_runsScheduledWorkOnItsQueueWithTheWorldBound() {
        let clock = LiveClock()
        let world = World(clock: clock)
        let result = Shared<(bound: Bool, now: Int)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        clock.queue.async {
            world.run {
                world.schedule(after: 20) {
                    result.value.withLock { $0 = (World.current === world, world.now) }
                    finished.signal()
                }
            }
        }
        #expect(finished.wait(timeout: .now() + 10) == .success)
        let observed = result.value.withLock { $0 }
        #expect(observed?.bound == true)
        #expect((observed?.now ?? 0) >= 20)
    }
}

/// Its default is the world's next "CountingKey.default" serial, so reading it shows how many
/// times the default was made.
private enum CountingKey: WorldKey {
    static let counter = "CountingKey.default"
    static func defaultValue(in world: World) -> Int { world.nextSerial(counter) }
}

/// A lock-protected value that escaping and `@Sendable` closures can share.
private final class Shared<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ initial: Value) { value = Mutex(initial) }
}

private final class Service {
    unowned let owner: World
    init(owner: World) { self.owner = owner }
}

private enum ServiceKey: WorldKey {
    static func defaultValue(in world: World) -> Service { Service(owner: world) }
}
