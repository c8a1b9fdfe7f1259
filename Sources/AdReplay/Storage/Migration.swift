/// Brings a fixture read from an older schema to the current one.
///
/// Schema 1 did not record the order across seams nor whole errors (see ``FixtureSchema1``). A
/// replay recovers both: when the fixture replays green seam by seam, the replay's timeline is the
/// recording with its order and errors filled in, and becomes the migrated fixture. When it does
/// not (the adapter changed since), the fixture is written as schema 2 marked `"fidelity":
/// "perSeam"`, still compared seam by seam, so it gives the same result it gave before.
///
/// ```swift
/// let migration = Migration.migrate(fixture, replayer: Replayer(registry: registry))
/// migration.outcome   // .confirmed
/// try FixtureStore.write(migration.fixture, to: path, overwrite: true)
/// ```
package enum Migration {
    public enum Outcome: Equatable, Sendable {
        /// Already complete in the current schema: nothing to do.
        case current
        /// Replayed green: written complete, its order and errors taken from the replay.
        case confirmed
        /// Did not replay green: written in the current schema, still compared seam by seam.
        case unconfirmed(reason: String)
    }

    public struct Result: Sendable {
        public var fixture: Fixture
        public var outcome: Outcome
    }

    public static func migrate(_ fixture: Fixture, replayer: Replayer) -> Result {
        guard fixture.fidelity == .perSeam else { return Result(fixture: fixture, outcome: .current) }
        let replay = replayer.replay(fixture)
        if let failure = replay.failure {
            return Result(fixture: fixture, outcome: .unconfirmed(reason: "it could not be replayed: \(failure)"))
        }
        if let diff = replay.diff {
            return Result(fixture: fixture, outcome: .unconfirmed(reason: "it does not replay green: \(diff.headline)"))
        }
        if let problem = replay.requestProblems.first {
            let first = problem.description.split(separator: "\n").first.map(String.init) ?? ""
            return Result(fixture: fixture, outcome: .unconfirmed(reason: "it does not replay green: \(first)"))
        }
        var migrated = fixture
        migrated.timeline = replay.observed.entries
        migrated.fidelity = .complete
        return Result(fixture: migrated, outcome: .confirmed)
    }
}
