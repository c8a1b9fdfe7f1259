/// A clock that only moves when it is told to, running scheduled work in (time, sequence) order.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 1_000) { print("one second, at", clock.now) }
/// clock.runToQuiescence()   // prints "one second, at 1000"
/// ```
public final class VirtualClock: WorldClock {
    private struct Entry {
        let time: Int
        let sequence: Int
        let action: () -> Void

        func precedes(_ other: Entry) -> Bool {
            (time, sequence) < (other.time, other.sequence)
        }
    }

    /// Thrown by `runToQuiescence(maxSteps:)` when work keeps scheduling more work.
    public struct RunawayError: Error, Equatable, CustomStringConvertible {
        public let steps: Int
        public let time: Int

        public init(steps: Int, time: Int) {
            self.steps = steps
            self.time = time
        }
        public var description: String {
            "the virtual clock ran \(steps) scheduled actions up to \(time) ms and work was still pending; something reschedules itself forever"
        }
    }

    /// Milliseconds since the clock began.
    public var now: Int { current }

    // Behind a getter: another module reading a stored property checks exclusivity itself.
    // Unchecked: asked for the time and scheduling on every SDK call; each access is one read
    // or one write (an action runs only once it is off the heap), never overlapping.
    @exclusivity(unchecked) private var current = 0 {
        didSet { if current != oldValue { moved?(current) } }
    }
    /// Told the time each time the clock moves: a session on the main thread tells its watch
    /// (``MainThreadWatch``), which names the virtual time of a wait that never ends.
    @exclusivity(unchecked) var moved: ((Int) -> Void)?
    @exclusivity(unchecked) private var heap: [Entry] = []
    @exclusivity(unchecked) private var nextSequence = 0

    public init() {}

    /// How many actions are waiting to run.
    public var pendingCount: Int { heap.count }

    /// When the earliest waiting action is due, or nil when nothing waits.
    public var nextDueTime: Int? { heap.first?.time }

    /// Runs `action` `delay` milliseconds from now. A delay past the end of time saturates at
    /// `Int.max` instead of trapping (callers bound their sessions; the clock never traps).
    public func schedule(after delay: Int, _ action: @escaping () -> Void) {
        push(Entry(time: Self.adding(current, delay), sequence: nextSequence, action: action))
        nextSequence &+= 1
    }

    /// `time + delay`, with negative delays as 0 and overflow saturating at `Int.max`.
    static func adding(_ time: Int, _ delay: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
        return overflow ? Int.max : sum
    }

    /// Runs every action due at or before `time` (including any they schedule within that
    /// horizon), then leaves the clock at `time`. Returns how many actions ran.
    @discardableResult
    public func advance(to time: Int) -> Int {
        // No step limit and no hook: nothing is thrown.
        (try? settle(through: time, maxSteps: .max)) ?? 0
    }

    /// Like ``advance(to:)``, but stops with ``RunawayError`` after `maxSteps` actions, so that
    /// work rescheduling itself at the same moment cannot hang the caller. `afterEach` runs after
    /// every action (a session runs its main queue and tasks there: ``SessionDrain``).
    @discardableResult
    public func settle(
        through time: Int, maxSteps: Int = 100_000,
        afterEach: () throws(RunawayError) -> Void = {}
    ) throws(RunawayError) -> Int {
        let steps = try run(through: time, maxSteps: maxSteps, afterEach: afterEach)
        current = max(current, time)
        return steps
    }

    /// Runs every action due within `milliseconds` from now. Returns how many ran.
    @discardableResult
    public func advance(by milliseconds: Int) -> Int {
        advance(to: Self.adding(current, milliseconds))
    }

    /// Runs scheduled work until none is left, moving time forward to each action's due time.
    /// Stops with ``RunawayError`` after `maxSteps` actions so that a self-rescheduling timer
    /// cannot hang a replay. `afterEach` runs after every action.
    @discardableResult
    public func runToQuiescence(
        maxSteps: Int = 100_000,
        afterEach: () throws(RunawayError) -> Void = {}
    ) throws(RunawayError) -> Int {
        try run(through: .max, maxSteps: maxSteps, afterEach: afterEach)
    }

    /// The clock's one loop: the actions due at or before `time`, in (time, sequence) order.
    private func run(through time: Int, maxSteps: Int, afterEach: () throws(RunawayError) -> Void) throws(RunawayError) -> Int {
        var steps = 0
        while let first = heap.first, first.time <= time {
            if steps >= maxSteps { throw RunawayError(steps: steps, time: current) }
            runNext()
            steps += 1
            try afterEach()
        }
        return steps
    }

    /// Drops every waiting action without running it (and whatever its closure holds).
    public func cancelAll() {
        // Swapped out, so that the actions are released once the access to the heap has ended:
        // one whose release schedules again finds the clock empty, not mid-change.
        var cancelled: [Entry] = []
        swap(&cancelled, &heap)
    }

    private func runNext() {
        let entry = pop()
        current = max(current, entry.time)
        entry.action()
    }

    // A binary min-heap ordered by (time, sequence).

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
                if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
