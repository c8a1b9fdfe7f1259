import CoreFoundation
import Foundation
import Synchronization

/// The main run loop's default mode, as a session on the main thread turns it between the steps
/// of its virtual clock (``SessionDrain``): the blocks an adapter queues with
/// `RunLoop.main.perform { … }` (or `perform(inModes:)` with the default or the common modes)
/// wait there, and nothing runs them unless the main thread turns its run loop.
///
/// Measured on Swift 6.3.1, Linux (swift-corelibs-foundation):
/// - `RunLoop.perform(_:)` queues its block with `CFRunLoopPerformBlock` for the *default* mode
///   only (not the common modes), so only a turn of the default mode runs it; a private mode
///   added to the common modes receives `perform(inModes: [.common])` blocks, not these.
/// - A turn of the default mode (`CFRunLoopRunInMode` with no time to wait) runs the blocks that
///   wait, its signalled sources, then polls its ports once: a `Timer` in that mode whose
///   wall-clock fire date has passed fires there. So the host turns the mode only while it holds
///   no timer (`CFRunLoopGetNextTimerFireDate` is 0); once a `Timer` waits there, it stops
///   turning it and names what may wait with it (a note in the result), as the result would
///   otherwise depend on the wall clock.
/// - On the main thread a common mode (the default mode is one) always looks busy: it stands for
///   the main dispatch queue. While CoreFoundation's own flag for "inside the main queue" (a
///   thread-specific slot, `__CFTSDKeyIsInGCDMainQ`, 4 in CFInternal.h) is set, the mode is
///   seen as it is (its blocks, sources and timers: `_CFRunLoopFinished`), and a turn leaves the
///   main dispatch queue alone (``MainQueue`` runs it, in its own order). The host sets the flag
///   only around its own look and turn, and puts the old value back.
/// - `OperationQueue.main` runs its operations on `DispatchQueue.main`: ``MainQueue`` runs them.
///
/// Blocks queued for a mode of the adapter's own (`perform(inModes: [RunLoop.Mode("…")])`) wait
/// until something runs that mode, on a device too; the host does not.
package enum MainRunLoop {
    /// Whether anything waits in the main run loop's default mode: a block, a source or a timer.
    /// From any thread (off the main thread the main queue never counts).
    package static var hasWaitingWork: Bool {
        guard isMade else { return false }
        return asIfInsideMainQueue { !_CFRunLoopFinished(CFRunLoopGetMain(), kCFRunLoopDefaultMode) }
    }

    /// Whether the process has made its main run loop (`RunLoop.main`, `Timer.scheduledTimer`, a
    /// run loop of any thread: CoreFoundation makes the main one with the first): until it has,
    /// nothing can wait there. Asked without making it (`CFRunLoopGetMain()` would), so that a
    /// session whose adapter never uses a run loop neither makes one (its mode's timerfd would be
    /// open from then on, and looked at by ``PendingTimers`` at each session's start and end)
    /// nor pays for the look itself: `_CFRunLoopFinished` asks the kernel for the process's and
    /// the thread's ids on every call, twice a clock step. Together they were about a tenth of a
    /// shared replay (measured with `scripts/bench`). Where CoreFoundation's lookup that does not
    /// create (`_CFRunLoopGet0b`) cannot be found, the main run loop is taken to exist.
    static var isMade: Bool {
        if madeMainRunLoop.load(ordering: .relaxed) { return true }
        guard let existingRunLoop, existingRunLoop(0) == nil else {
            madeMainRunLoop.store(true, ordering: .relaxed)
            return true
        }
        return false
    }

    /// Once made, the main run loop stays for the life of the process.
    private static let madeMainRunLoop = Atomic(false)

    /// CoreFoundation's `_CFRunLoopGet0b`: a thread's run loop if it has one, without making it (0
    /// is the main thread). Exported by swift-corelibs-foundation, declared in none of its headers.
    private typealias RunLoopIfMade = @convention(c) (pthread_t) -> UnsafeMutableRawPointer?

    private static let existingRunLoop: RunLoopIfMade? = {
        guard let symbol = ToolchainInternals.symbol(.runLoopIfMade) else { return nil }
        return unsafeBitCast(symbol, to: RunLoopIfMade.self)
    }()

    /// Whether a `Timer` waits in the main run loop's default mode.
    package static var hasTimer: Bool {
        CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode) != 0
    }

    /// Turns the default mode once, without waiting: runs the blocks queued there before the
    /// turn (and those they queue, up to two rounds of them). Call it only when ``hasTimer`` is
    /// false. On the main thread only.
    package static func turn() {
        _ = wakeUpFirst
        turning = true
        defer { turning = false }
        asIfInsideMainQueue { _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true) }
    }

    /// A turn runs the waiting blocks, then polls the mode's ports once, and a `Timer` a block
    /// schedules (even one due at once) would fire there, at whatever wall-clock time its fire
    /// date passed. This observer, called at the start of each round of a turn the host takes
    /// (before the blocks), wakes the run loop, so that the poll finds the wake-up first (the
    /// kernel reports ready descriptors in the order they became ready) and a timer scheduled
    /// after it waits: measured with 200 timers due at once or 1 µs later, each fired in the turn
    /// without it, none with it. The next turn is not taken (``hasTimer``).
    private static let wakeUpFirst: Void = {
        let observer = CFRunLoopObserverCreateWithHandler(nil, CFOptionFlags(CFRunLoopActivity.beforeTimers.rawValue), true, 0) { _, _ in
            if MainRunLoop.turning { CFRunLoopWakeUp(CFRunLoopGetMain()) }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopDefaultMode)
    }()

    /// The host is turning the run loop (main thread only).
    nonisolated(unsafe) private static var turning = false

    /// `body` with CoreFoundation's "inside the main queue" flag set on this thread.
    private static func asIfInsideMainQueue<T>(_ body: () -> T) -> T {
        let old = _CFGetTSD(insideMainQueueSlot)
        _ = _CFSetTSD(insideMainQueueSlot, UnsafeMutableRawPointer(bitPattern: 6), nil)
        defer { _ = _CFSetTSD(insideMainQueueSlot, old, nil) }
        return body()
    }

    /// `__CFTSDKeyIsInGCDMainQ` (CFInternal.h): the slot CoreFoundation sets, to 6, while its run
    /// loop runs the main dispatch queue (``ToolchainInternal/insideMainQueueSlot``, whose canary
    /// test is HopAdapterTests' `test_canary_insideMainQueueSlot`).
    private static let insideMainQueueSlot: UInt32 = 4

    /// Most turns in a row a session takes while the mode stays busy before it stops turning it: a
    /// source scheduled there (a stream, a port) keeps it busy for good, as blocks that keep
    /// queuing blocks would.
    package static let turnLimit = 10_000

    /// The note for blocks a `Timer` in the default mode kept the session from running.
    static func timerNote(at time: Int) -> String {
        "a Timer waited in the main run loop's default mode when the session's work was done at \(time) ms, so AdReplay did not turn "
            + "the run loop after it was set (a turn would fire the Timer at a wall-clock time): blocks queued with RunLoop.main.perform "
            + "from then on, if any, did not run at their virtual time; hop with DispatchQueue.main.async { … } instead"
    }

    /// The note for work left in the main run loop by a session that could not turn it.
    static func unrunNote(_ access: SessionDrain.MainQueueAccess) -> String {
        switch access {
        case .insideMainQueueBlock:
            "work was queued to the main run loop (RunLoop.main.perform, a Timer added to RunLoop.main) while this session ran inside "
                + "a block the main queue was running (a @MainActor test or an async main), where AdReplay does not turn the run loop, "
                + "so it did not run at its virtual time; run the session from synchronous code on the main thread (an XCTest test, "
                + "or the adreplay command line)"
        default:
            "work was queued to the main run loop (RunLoop.main.perform, a Timer added to RunLoop.main) while this session ran on a "
                + "thread that is not the main thread, so it did not run at its virtual time; run the session on the main thread (the "
                + "adreplay command line and a fresh process per fixture do; in tests, an XCTest test or the test helpers' default "
                + "isolation)"
        }
    }

    /// The note for a default mode that stayed busy for ``turnLimit`` turns.
    static func busyNote(at time: Int) -> String {
        "the main run loop's default mode still had work after \(turnLimit) turns at \(time) ms (a source scheduled on RunLoop.main, "
            + "or RunLoop.main.perform blocks that keep queuing more), so AdReplay stopped turning it: what waits there from then on "
            + "did not run at its virtual time"
    }
}
