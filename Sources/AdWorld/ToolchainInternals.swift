import Foundation

/// One thing the session runtime relies on that no header or documentation promises: a symbol
/// found at run time, a private entry point it links against, or a `/proc` file's shape.
///
/// A toolchain or a C library can rename or drop any of them between releases. Each is listed in
/// ``ToolchainInternals/all`` with where it was measured and which file relies on it; a canary test
/// looks each one up the way the runtime does and fails with ``canarySentence``, and the command
/// line's `--version` names any this process could not find (``ToolchainInternals/missing``), so
/// that a fallback is never silent.
package struct ToolchainInternal: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// Looked up with `dlsym` at run time; the runtime falls back when it is absent.
        case symbolLookedUp
        /// Named in `@_silgen_name` and linked against: a toolchain without it fails to link or
        /// to load the program, never silently.
        case symbolLinked
        /// A file Linux's `/proc` shows, read for its contents.
        case procFile
        /// A private value of a library's (a slot number, a flag's value) that no lookup can
        /// check: only its behaviour can, and a canary test does.
        case privateValue
    }

    /// The symbol or the path, exactly as the runtime asks for it.
    package let name: String
    package let kind: Kind
    /// What the runtime uses it for, and what it does without it.
    package let use: String
    /// The source file to change when it moves, from the package's root.
    package let file: String
    /// Where its presence and behaviour were measured.
    package let measuredOn: String

    /// What a canary test says when this internal is not where the runtime looks for it.
    package var canarySentence: String {
        "\(name) is not where AdReplay looks for it (measured on \(measuredOn)): \(use); change \(file)"
    }
}

/// Every toolchain and operating-system internal the session runtime relies on, in one list.
///
/// The runtime asks for each by the name written here, so a canary test that looks the same name
/// up tests what the runtime does. Two more are in C, where Swift cannot reach them
/// (`Sources/CAdReplayIsolation`: the Swift runtime's cached thread ids, found by their mangled
/// name in each `libswift*.so`); the isolation layer reports and tests those.
package enum ToolchainInternals {
    static let measuredOn = "Swift 6.3.1, Linux x86_64 with glibc 2.36 (Debian 12)"

    package static let all: [ToolchainInternal] = [
        .runLoopIfMade, .libcSingleThreaded, .enqueueGlobalHook, .timerfdGetTime, .mainQueueHandle, .mainQueueCallback, .queueLabel,
        .threadList, .threadSelf, .descriptorList, .descriptorInfo, .insideMainQueueSlot,
    ]

    /// Whether this process has `item`: a symbol the dynamic linker finds, or a `/proc` path
    /// that exists.
    package static func isPresent(_ item: ToolchainInternal) -> Bool {
        switch item.kind {
        case .symbolLookedUp, .symbolLinked: symbol(item) != nil
        case .procFile: access(item.name, F_OK) == 0
        case .privateValue: true
        }
    }

    /// The internals this process lacks, in ``all``'s order: what a session here runs without.
    package static var missing: [ToolchainInternal] {
        all.filter { !isPresent($0) }
    }

    /// `item`'s address in this process, looked up as the runtime looks it up.
    static func symbol(_ item: ToolchainInternal) -> UnsafeMutableRawPointer? {
        dlsym(dlopen(nil, RTLD_NOW), item.name)
    }
}

// The list: each is named where the runtime asks for it (`ToolchainInternals.symbol(.runLoopIfMade)`).
extension ToolchainInternal {
    /// CoreFoundation's lookup of a thread's run loop that does not make it.
    package static let runLoopIfMade = ToolchainInternal(
        name: "_CFRunLoopGet0b", kind: .symbolLookedUp,
        use: "MainRunLoop asks whether the main run loop was made without making it; without it the run loop is taken to "
            + "exist and every clock step asks CoreFoundation (correct, slower)",
        file: "Sources/AdWorld/MainRunLoop.swift", measuredOn: ToolchainInternals.measuredOn)

    /// glibc's flag that the process never started a second thread.
    package static let libcSingleThreaded = ToolchainInternal(
        name: "__libc_single_threaded", kind: .symbolLookedUp,
        use: "OtherThreads skips reading /proc/self/task while the process never had a second thread; without it every "
            + "session's end reads /proc (correct, slower)",
        file: "Sources/AdWorld/OtherThreads.swift", measuredOn: ToolchainInternals.measuredOn)

    /// The Swift runtime's hook on every job enqueued on the global executor.
    package static let enqueueGlobalHook = ToolchainInternal(
        name: "swift_task_enqueueGlobal_hook", kind: .symbolLookedUp,
        use: "SessionExecutor runs a session's tasks (Task { }, Task.sleep) on the session's thread between clock steps; "
            + "without it those tasks run on the cooperative pool, off virtual time",
        file: "Sources/AdWorld/SessionExecutor.swift", measuredOn: ToolchainInternals.measuredOn)

    /// glibc's `timerfd_gettime`.
    package static let timerfdGetTime = ToolchainInternal(
        name: "timerfd_gettime", kind: .symbolLookedUp,
        use: "PendingTimers asks each timerfd for its time left; without it each is read from /proc/self/fdinfo (correct, slower)",
        file: "Sources/AdWorld/PendingTimers.swift", measuredOn: ToolchainInternals.measuredOn)

    /// libdispatch's main-queue descriptor for a run loop on the main thread.
    package static let mainQueueHandle = ToolchainInternal(
        name: "_dispatch_get_main_queue_handle_4CF", kind: .symbolLinked,
        use: "MainQueue learns from its eventfd whether a block waits on the main queue",
        file: "Sources/AdWorld/MainQueue.swift", measuredOn: ToolchainInternals.measuredOn)

    /// libdispatch's call that runs what waits on the main queue.
    package static let mainQueueCallback = ToolchainInternal(
        name: "_dispatch_main_queue_callback_4CF", kind: .symbolLinked,
        use: "MainQueue runs the main queue's blocks at their virtual time",
        file: "Sources/AdWorld/MainQueue.swift", measuredOn: ToolchainInternals.measuredOn)

    /// libdispatch's label of the current queue.
    package static let queueLabel = ToolchainInternal(
        name: "dispatch_queue_get_label", kind: .symbolLinked,
        use: "ThreadConfinement names the dispatch queue a call came from",
        file: "Sources/AdWorld/ThreadConfinement.swift", measuredOn: ToolchainInternals.measuredOn)

    /// The process's threads.
    package static let threadList = ToolchainInternal(
        name: "/proc/self/task", kind: .procFile,
        use: "OtherThreads finds threads a session left running, and the isolation layer forks only a single-threaded worker",
        file: "Sources/AdWorld/OtherThreads.swift", measuredOn: ToolchainInternals.measuredOn)

    /// The calling thread's entry.
    package static let threadSelf = ToolchainInternal(
        name: "/proc/thread-self", kind: .procFile,
        use: "OtherThreads tells the calling thread from the others",
        file: "Sources/AdWorld/OtherThreads.swift", measuredOn: ToolchainInternals.measuredOn)

    /// The process's open descriptors.
    package static let descriptorList = ToolchainInternal(
        name: "/proc/self/fd", kind: .procFile,
        use: "PendingTimers finds the timerfds armed during a session",
        file: "Sources/AdWorld/PendingTimers.swift", measuredOn: ToolchainInternals.measuredOn)

    /// A descriptor's details: a timerfd's `it_value: (seconds, nanoseconds)` line.
    package static let descriptorInfo = ToolchainInternal(
        name: "/proc/self/fdinfo", kind: .procFile,
        use: "PendingTimers reads a timerfd's time left there when timerfd_gettime cannot be found",
        file: "Sources/AdWorld/PendingTimers.swift", measuredOn: ToolchainInternals.measuredOn)

    /// CoreFoundation's thread-specific flag "inside the main queue" (`__CFTSDKeyIsInGCDMainQ`,
    /// slot 4 in CFInternal.h; set to 6 while its run loop runs the main dispatch queue).
    package static let insideMainQueueSlot = ToolchainInternal(
        name: "__CFTSDKeyIsInGCDMainQ", kind: .privateValue,
        use: "MainRunLoop sets slot 4 to 6 around its look at the main run loop, which otherwise always looks busy on the main "
            + "thread; with a wrong slot every session on the main thread would turn the run loop until its turn limit",
        file: "Sources/AdWorld/MainRunLoop.swift", measuredOn: ToolchainInternals.measuredOn)
}
