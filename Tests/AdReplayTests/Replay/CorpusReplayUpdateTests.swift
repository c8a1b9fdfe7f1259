import AdReplay
import AdReplaySample
import Foundation
import Testing

/// `replay --update` against another writer (issue 45, item 3): the guard on the file is taken
/// when the worker reads it, so a change made between that read and the rewrite is never lost.
@Suite struct CorpusReplayUpdateTests {
    /// A worker reads the file, then a child forked for it replays and rewrites it. The guarding
    /// identity was taken in the child, after the read: another writer's change in between was
    /// overwritten, reported UPDATED. Now the identity is the worker's, taken before it read, and
    /// the rewrite is refused with one sentence naming the file.
    @Test func anotherWritersChange_afterTheRead_isNeverOverwritten() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("edited.fixture.gz").path
            var edited = try committedFixture("banner/failure-no-inventory")
            edited.removeLastHostEvent()
            try FixtureStore.write(edited, to: path, overwrite: false)
            let replay = CorpusReplay(replayer: Replayer(registry: Registry.sample), jobs: 1, update: true)

            // What the worker does: the file's identity, then its read.
            let started = ContinuousClock.now
            let identity = FilePublisher.identity(of: path)
            let read = Result { () throws(FixtureError) in try FixtureStore.read(path, networks: replay.replayer.registry.networks) }
            // Another writer, before the child replays what was read.
            let theirs = try Data(contentsOf: URL(fileURLWithPath: recording("banner/fill")))
            try theirs.write(to: URL(fileURLWithPath: path))

            let outcome = replay.outcome(path, read: started, read, identity: identity)
            #expect(!outcome.updated)
            guard case .failure(let error) = outcome.result else {
                Issue.record("the update was written over the other writer's file: \(outcome.result)")
                return
            }
            #expect(
                error.description
                    == "\(path): cannot be written (it changed while it was being replayed (another process replaced or edited it), so the update was not written over it; replay it again)."
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == theirs)
        }
    }

    /// Unchanged since the read, the file is rewritten as before.
    @Test func anUnchangedFile_isUpdated() throws {
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("edited.fixture.gz").path
            var edited = try committedFixture("banner/failure-no-inventory")
            edited.removeLastHostEvent()
            try FixtureStore.write(edited, to: path, overwrite: false)
            let replay = CorpusReplay(replayer: Replayer(registry: Registry.sample), jobs: 1, update: true)
            let identity = FilePublisher.identity(of: path)
            let read = Result { () throws(FixtureError) in try FixtureStore.read(path, networks: replay.replayer.registry.networks) }
            let outcome = replay.outcome(path, read: .now, read, identity: identity)
            #expect(outcome.updated)
            #expect(outcome.passed)
        }
    }
}
