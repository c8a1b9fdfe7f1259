import Dispatch
import Foundation
import Synchronization

/// A session's claim on the thread it runs on, as swift-nio's embedded event loop checks its
/// own: what is done in the session's world from any other thread (a `DispatchQueue.global()`
/// worker, a `Thread` the adapter started) is not done, and is kept as a stray for the session's
/// notes, rather than race the session or land outside its virtual time.
///
/// A world is confined only while a session runs it (``World/confine(_:)``): a test may make a
/// world on one thread and hand it to another to run.
///
/// ```swift
/// let confinement = ThreadConfinement()        // on the session's thread
/// world.confine(confinement)
/// DispatchQueue.global().async { banner.load() }  // the SDK's seam refuses the call…
/// confinement.takeStrays()   // …["the SDK was used on a DispatchQueue.global() worker (com.apple.root.default-qos)"]
/// ```
public final class ThreadConfinement: Sendable {
    private let owner: pthread_t
    private let strays = Mutex<[String]>([])

    /// A claim on the calling thread.
    public init() {
        owner = pthread_self()
    }

    /// Whether the calling thread is the one claimed.
    @inlinable
    public var isOwnerThread: Bool { pthread_equal(ownerThread, pthread_self()) != 0 }

    @usableFromInline var ownerThread: pthread_t { owner }

    /// Keeps that `what` was done on the calling thread, which is not the one claimed.
    public func recordStray(_ what: String) {
        let stray = "\(what) on \(Self.describeCurrentThread())"
        strays.withLock { $0.append(stray) }
    }

    /// What was done from other threads since the last call, each described once, in order.
    public func takeStrays() -> [String] {
        strays.withLock { strays in
            var seen = Set<String>()
            let taken = strays.filter { seen.insert($0).inserted }
            strays = []
            return taken
        }
    }

    /// The calling thread as a user would name it: the dispatch queue it is running, or "a thread
    /// that is not the session's" (a thread's own name is of no help on Linux: a `Thread`'s is
    /// not given to the system, which shows the process's name instead).
    public static func describeCurrentThread() -> String {
        if Thread.isMainThread { return "the main thread" }
        // Off any queue, libdispatch names its default root queue (an overcommit one); a
        // `DispatchQueue.global()` worker runs a root queue that is not overcommit.
        let label = dispatchQueueLabel(nil).map { String(cString: $0) } ?? ""
        if label.hasPrefix("com.apple.root.") {
            if !label.hasSuffix(".overcommit") { return "a DispatchQueue.global() worker (\(label))" }
        } else if !label.isEmpty {
            return "the dispatch queue \"\(label)\""
        }
        return "a thread that is not the session's (a Thread or pthread the adapter or SDK started)"
    }
}

/// The label of the queue running the calling code (`nil` asks for the current one).
@_silgen_name("dispatch_queue_get_label")
private func dispatchQueueLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>?
