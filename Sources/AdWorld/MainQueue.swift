import Dispatch
import Foundation

/// The process's main dispatch queue, as a session on the main thread runs it between the steps
/// of its virtual clock (``SessionDrain``).
///
/// An adapter's `DispatchQueue.main.async { … }`, `DispatchGroup.notify(queue: .main)`, a
/// `Task { @MainActor in … }` and every job of a `@MainActor` type land on this queue: on Linux the
/// main actor's executor is the main queue. Nothing runs them unless the main thread does;
/// `RunLoop.main` does it through the same two entry points of libdispatch used here, without the
/// run loop's timers and sources, and without ever waiting.
///
/// Measured on Swift 6.3.1, Linux: the queue is first in, first out; one run takes the blocks
/// queued when it starts (what they queue waits for the next run); a block queued from any
/// thread makes the queue's event descriptor readable until a run reads it. Inside a block the
/// main queue is already running (a `@MainActor` test, an async `main`), libdispatch runs
/// nothing nested: ``canRunHere()`` says so before a session relies on it.
public enum MainQueue {
    /// True on the process's main thread (asked of the kernel once: its `pthread_t` is kept).
    public static var isMainThread: Bool { ProcessImage.isMainThread }

    /// Whether anything waits on the main queue: readable from any thread, read by nothing.
    public static var hasWaitingWork: Bool {
        var ready = pollfd(fd: dispatchMainQueueHandle(), events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) == 1 && ready.revents & Int16(POLLIN) != 0
    }

    /// Runs the blocks that wait on the main queue now, in the order they were queued (blocks they
    /// queue wait for the next call). False when none waited. On the main thread only.
    @discardableResult
    public static func runWaiting() -> Bool {
        let handle = dispatchMainQueueHandle()
        var count: UInt64 = 0
        if handleNeverBlocks {
            // One system call where a poll and a read were two: the read takes the wake-up when
            // there is one and says "try again" when there is none (a session asks after every
            // step of its clock, and most find nothing).
            guard read(handle, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return false }
        } else {
            guard hasWaitingWork else { return false }
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
        }
        dispatchMainQueueCallback(nil)
        return true
    }

    /// Whether reading the main queue's event descriptor returns at once when nothing waits
    /// (libdispatch makes it with `EFD_NONBLOCK` on Linux; otherwise it is polled first).
    private static let handleNeverBlocks: Bool = fcntl(dispatchMainQueueHandle(), F_GETFL) & O_NONBLOCK != 0

    /// Whether this thread can run the main queue now: the main thread, outside any block the main
    /// queue is running. Runs what already waits there (a marker is queued and run behind it).
    public static func canRunHere() -> Bool {
        guard isMainThread else { return false }
        let marker = Marker()
        DispatchQueue.main.async { marker.ran = true }
        var rounds = 0
        while !marker.ran, rounds < 1_000, runWaiting() { rounds += 1 }
        if !marker.ran {
            // Nested: libdispatch ran nothing, and the wake-up just read must not be lost for the
            // run the caller is inside of.
            var one: UInt64 = 1
            _ = write(dispatchMainQueueHandle(), &one, MemoryLayout<UInt64>.size)
        }
        return marker.ran
    }

    /// Set by a block on the main thread and read there.
    private final class Marker: @unchecked Sendable {
        var ran = false
    }
}

// libdispatch's entry points for a run loop on the main thread (what CoreFoundation calls): the
// main queue's event descriptor (an eventfd on Linux), and the call that runs what waits.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
