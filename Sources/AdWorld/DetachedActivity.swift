import Synchronization

/// The process's account of the sessions running in it and of the detached worlds used while
/// they run, so that a session can say when an object it never saw was used beside it.
///
/// An SDK object made where no world is bound (on a thread or in a `Task.detached` an adapter
/// started itself) gets a world of its own (``World/currentOrDetached(for:)``) that no session
/// runs: it never loads, and the session would show a load that never completes without a word
/// why. Such a world reports each use (work scheduled on its clock, a seam call or request made
/// in it) here, and a session that ran alone learns what was used beside it. Nothing else can
/// attribute the use: a thread or a detached task inherits no task-local, so when sessions
/// overlap (parallel tests, in-process jobs) the use could be any one's, and none is told.
///
/// ```swift
/// let session = DetachedActivity.process.beginSession()
/// Thread { SampleBanner(frame: .zero).fetchAd(SampleAdRequest()) }.start()   // …joined before the end
/// DetachedActivity.process.endSession(session)   // ["SampleBanner"] when the session ran alone
/// ```
package final class DetachedActivity: Sendable {
    /// The one account of this process, kept by every session the engine runs.
    package static let process = DetachedActivity()

    /// A session while it runs: the handle that ends it.
    package struct Session: Sendable {
        fileprivate let id: UInt64
    }

    private struct Running {
        let id: UInt64
        /// Another session ran at some moment of this one.
        var overlapped: Bool
        /// The types of the objects whose detached worlds, made while this session ran, were used during it.
        var used: Set<String>
    }

    private struct State {
        /// The next session's number: sessions are numbered in the order they begin.
        var next: UInt64 = 0
        var running: [Running] = []
    }

    private let state = Mutex(State())

    package init() {}

    /// How many sessions are running in this process right now.
    package var runningSessions: Int { state.withLock { $0.running.count } }

    /// Begins a session; every session begun must be ended (``endSession(_:)``).
    package func beginSession() -> Session {
        state.withLock { state in
            let id = state.next
            state.next += 1
            let overlapped = !state.running.isEmpty
            for index in state.running.indices { state.running[index].overlapped = true }
            state.running.append(Running(id: id, overlapped: overlapped, used: []))
            return Session(id: id)
        }
    }

    /// Ends `session` and returns the types of the objects used detached during it, sorted and
    /// each once; none when another session ran at any moment of it (the use could be that one's).
    package func endSession(_ session: Session) -> [String] {
        state.withLock { state in
            guard let index = state.running.firstIndex(where: { $0.id == session.id }) else { return [] }
            let ended = state.running.remove(at: index)
            return ended.overlapped || ended.used.isEmpty ? [] : ended.used.sorted()
        }
    }

    /// Where the sessions stand when a detached world is made: a use of that world is told only
    /// to sessions that were already running then.
    package func mark() -> UInt64 {
        state.withLock { $0.next }
    }

    /// A detached world made for an object of type `typeName` at `mark` was used: each session
    /// running since before it was made hears of it.
    package func recordUse(of typeName: String, madeAt mark: UInt64) {
        state.withLock { state in
            for index in state.running.indices where state.running[index].id < mark {
                state.running[index].used.insert(typeName)
            }
        }
    }
}
