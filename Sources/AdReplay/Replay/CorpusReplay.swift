import AdWorld
import Dispatch
import Foundation
import Synchronization

/// Replays many fixture files on several threads and hands back each outcome in the order of the
/// paths, exactly as a serial run would: the same results, the same order, only sooner.
///
/// Fixtures are independent (each session builds its own world), so `jobs` threads each take the
/// next path not yet taken. Outcomes reach `each` one at a time, in path order, as soon as every
/// earlier path is done; what `each` does not keep is freed, so memory stays flat however large
/// the corpus.
///
/// ```swift
/// let run = CorpusReplay(replayer: Replayer(registry: registry), jobs: 4)
/// run.run(try FixtureStore.fixturePaths(in: ["recordings"])) { outcome in
///     print(outcome.path, outcome.passed)
/// }
/// ```
public struct CorpusReplay: Sendable {
    /// What became of one fixture file.
    public struct Outcome: Sendable {
        public var path: String
        /// The replay, or why the file could not be read (or, when updating, written).
        public var result: Result<ReplayResult, FixtureError>
        /// The file was rewritten with the behaviour the replay observed (see ``update``).
        public var updated: Bool
        /// Wall time spent on this file: for reports only, never in a fixture.
        public var duration: Duration

        /// True when the file was read and replayed green.
        public var passed: Bool {
            if case .success(let result) = result { result.passed } else { false }
        }
    }

    public var replayer: Replayer
    /// How many fixtures replay at once; 1 replays on the calling thread.
    public var jobs: Int
    /// Accept new behaviour: a fixture that differs is rewritten with what the replay observed,
    /// then read back and replayed again (the outcome is that second replay).
    public var update: Bool
    /// With ``update``: accept a replay even when it breaks a contract its recording did not.
    public var acceptBreaches = false

    /// The number of cores this process may use.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public init(replayer: Replayer, jobs: Int = CorpusReplay.defaultJobs, update: Bool = false) {
        self.replayer = replayer
        self.jobs = max(1, jobs)
        self.update = update
    }

    /// Replays `paths`, calling `each` once per path, in the order given, from one thread at a
    /// time.
    public func run(_ paths: [String], each: (Outcome) -> Void) {
        let jobs = min(jobs, paths.count)
        guard jobs > 1 else {
            for path in paths { each(outcome(path)) }
            return
        }
        let next = Atomic(0)
        // Worker threads are not child tasks: carry the caller's census to them.
        let census = World.census
        withoutActuallyEscaping(each) { each in
            let delivery = OrderedDelivery(each)
            Jobs.run(jobs) { _ in
                World.$census.withValue(census) {
                    while true {
                        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard index < paths.count else { return }
                        delivery.deliver(outcome(paths[index]), at: index)
                    }
                }
            }
        }
    }

    /// Every outcome, in the order of `paths`.
    public func outcomes(_ paths: [String]) -> [Outcome] {
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(paths.count)
        run(paths) { outcomes.append($0) }
        return outcomes
    }

    /// Whether `--update` rewrites a fixture of `result`: one that differs (unless it breaks a
    /// contract its recording did not, which takes `breaches`), or a bug report whose bug is
    /// fixed (it becomes an ordinary fixture of what the adapter does now).
    ///
    /// Never a replay in which the adapter asked the network for what the recording does not
    /// hold: accepting it would write answers nobody recorded (re-record it instead). Never a bug
    /// report that differs: its bug is still there beside a change, or gone only with the flow it
    /// was recorded in (``ReplayResult/brokenFlow``); accepting would bless the regression.
    static func accepts(_ result: ReplayResult, breaches: Bool) -> Bool {
        guard result.requestProblems.isEmpty, result.substitute == nil else { return false }
        switch result.status {
        case .differed where result.reproducing != nil: return false
        case .differed, .fixed: return breaches || result.newBreaches.isEmpty
        default: return false
        }
    }

    /// Reads and replays one file (and, when updating and it differs, rewrites it and replays
    /// what it wrote).
    func outcome(_ path: String) -> Outcome {
        let started = ContinuousClock.now
        // Taken before reading: an update is published only over this very file, unchanged.
        let identity = update ? FilePublisher.identity(of: path) : nil
        return outcome(
            path, read: started, Result { () throws(FixtureError) in try FixtureStore.read(path, networks: replayer.registry.networks) },
            identity: identity)
    }

    /// ``outcome(_:)`` of a fixture already read (`read`, begun at `started`): a worker reads
    /// the file itself, and replays what it read in a child forked for the session. `identity`
    /// is the file's (``FilePublisher/identity(of:)``) as the reader took it before reading;
    /// with ``update``, a rewrite is published only over that very file, unchanged, so another
    /// writer's change since the read is never lost.
    package func outcome(
        _ path: String, read started: ContinuousClock.Instant, _ read: Result<Fixture, FixtureError>, identity: FilePublisher.Identity?
    ) -> Outcome {
        let clock = ContinuousClock()
        func finish(_ result: Result<ReplayResult, FixtureError>, updated: Bool = false) -> Outcome {
            Outcome(path: path, result: result, updated: updated, duration: clock.now - started)
        }
        let fixture: Fixture
        switch read {
        case .success(let read): fixture = read
        case .failure(let error): return finish(.failure(error))
        }
        let result = replayer.replay(fixture, path: path)
        guard update, Self.accepts(result, breaches: acceptBreaches) else { return finish(.success(result)) }
        // What the replay observed is written, and that fixture, as written, is replayed once
        // more: the report says what the file now does, and a session that does not repeat
        // itself shows at once.
        let accepted = Replayer.accepting(result, into: fixture)
        do {
            try FixtureStore.write(accepted, to: path, overwrite: true, replacing: identity)
        } catch {
            return finish(.failure(error))
        }
        return finish(.success(replayer.replay(accepted, path: path)), updated: true)
    }
}
