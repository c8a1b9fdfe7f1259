import Testing

@testable import AdWorld

@Suite struct VirtualClockTests {
    @Test func runToQuiescence_runsActionsInTimeThenSchedulingOrder() throws {
        let clock = VirtualClock()
        var log: [String] = []
        for (delay, name) in [(30, "c"), (10, "a1"), (20, "b1"), (20, "b2"), (10, "a2"), (0, "z")] {
            clock.schedule(after: delay) { log.append("\(name)@\(clock.now)") }
        }
        #expect(clock.pendingCount == 6)
        #expect(clock.nextDueTime == 0)

        let steps = try clock.runToQuiescence()

        #expect(steps == 6)
        #expect(log == ["z@0", "a1@10", "a2@10", "b1@20", "b2@20", "c@30"])
        #expect(clock.now == 30)
        #expect(clock.pendingCount == 0)
        #expect(clock.nextDueTime == nil)
    }

    @Test func runToQuiescence_keepsSchedulingOrderAmongManyEqualTimes() throws {
        let clock = VirtualClock()
        var generator = SeededGenerator(seed: 5)
        var expected: [(time: Int, index: Int)] = []
        var log: [(time: Int, index: Int)] = []
        for index in 0..<1_000 {
            let time = generator.draw(below: 50)
            expected.append((time, index))
            clock.schedule(after: time) { log.append((clock.now, index)) }
        }
        expected.sort { ($0.time, $0.index) < ($1.time, $1.index) }

        #expect(try clock.runToQuiescence() == 1_000)
        #expect(log.map(\.index) == expected.map(\.index))
        #expect(log.map(\.time) == expected.map(\.time))
    }

    @Test func schedule_fromInsideAnAction_joinsTheQueueInOrder() throws {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 10) {
            log.append("A@\(clock.now)")
            clock.schedule(after: 0) { log.append("C@\(clock.now)") }  // after B, already due at 10
            clock.schedule(after: 5) { log.append("D@\(clock.now)") }
        }
        clock.schedule(after: 10) { log.append("B@\(clock.now)") }
        clock.schedule(after: 12) { log.append("E@\(clock.now)") }

        #expect(try clock.runToQuiescence() == 5)
        #expect(log == ["A@10", "B@10", "C@10", "E@12", "D@15"])
    }

    @Test func advanceTo_runsOnlyDueWorkAndSetsNow() {
        let clock = VirtualClock()
        var log: [Int] = []
        for time in [10, 20, 30] {
            clock.schedule(after: time) { log.append(clock.now) }
        }

        #expect(clock.advance(to: 20) == 2)
        #expect(log == [10, 20])
        #expect(clock.now == 20)
        #expect(clock.pendingCount == 1)
        #expect(clock.nextDueTime == 30)

        #expect(clock.advance(to: 25) == 0)
        #expect(clock.now == 25)
        #expect(log == [10, 20])
    }

    @Test func advanceTo_runsWorkScheduledWithinTheHorizonOnly() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 10) {
            log.append("first@\(clock.now)")
            clock.schedule(after: 5) { log.append("inside@\(clock.now)") }
            clock.schedule(after: 50) { log.append("beyond@\(clock.now)") }
        }

        #expect(clock.advance(to: 20) == 2)
        #expect(log == ["first@10", "inside@15"])
        #expect(clock.now == 20)
        #expect(clock.nextDueTime == 60)
    }

    @Test func advanceTo_neverMovesTimeBackwards() {
        let clock = VirtualClock()
        clock.advance(to: 100)
        #expect(clock.advance(to: 40) == 0)
        #expect(clock.now == 100)
    }

    @Test func advanceBy_movesRelativeToNow() {
        let clock = VirtualClock()
        var log: [Int] = []
        clock.schedule(after: 10) { log.append(clock.now) }
        clock.schedule(after: 30) { log.append(clock.now) }

        #expect(clock.advance(by: 5) == 0)
        #expect(clock.now == 5)
        #expect(clock.advance(by: 5) == 1)
        #expect(clock.now == 10)
        #expect(clock.advance(by: -20) == 0)
        #expect(clock.now == 10)
        #expect(clock.advance(by: 20) == 1)
        #expect(clock.now == 30)
        #expect(log == [10, 30])
    }

    @Test func schedule_treatsNegativeDelayAsZero() throws {
        let clock = VirtualClock()
        clock.advance(to: 100)
        var log: [String] = []
        clock.schedule(after: 0) { log.append("zero@\(clock.now)") }
        clock.schedule(after: -50) { log.append("negative@\(clock.now)") }
        #expect(clock.nextDueTime == 100)

        #expect(try clock.runToQuiescence() == 2)
        #expect(log == ["zero@100", "negative@100"])
        #expect(clock.now == 100)
    }

    @Test func runToQuiescence_returnsZeroWhenIdle() throws {
        #expect(try VirtualClock().runToQuiescence() == 0)
    }

    @Test func runToQuiescence_allowsExactlyMaxSteps() throws {
        let clock = VirtualClock()
        for delay in [1, 2, 3] {
            clock.schedule(after: delay) {}
        }
        #expect(try clock.runToQuiescence(maxSteps: 3) == 3)
    }

    @Test func runToQuiescence_stopsASelfReschedulingTimer() {
        let clock = VirtualClock()
        var ticks = 0
        func tick() {
            ticks += 1
            clock.schedule(after: 10, tick)
        }
        clock.schedule(after: 10, tick)

        do {
            let steps = try clock.runToQuiescence(maxSteps: 5)
            Issue.record("expected RunawayError, but the clock went quiet after \(steps) steps")
        } catch {
            #expect(error == VirtualClock.RunawayError(steps: 5, time: 50))
            #expect(
                error.description
                    == "the virtual clock ran 5 scheduled actions up to 50 ms and work was still pending; something reschedules itself forever"
            )
        }
        #expect(ticks == 5)
        #expect(clock.now == 50)
        #expect(clock.pendingCount == 1)
    }
}
