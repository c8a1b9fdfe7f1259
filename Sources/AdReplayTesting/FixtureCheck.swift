import AdReplay
import Foundation

/// Replays one fixture for a test and says what is wrong, as lines a person reads; the Swift
/// Testing and XCTest helpers report its answer.
public enum FixtureCheck {
    /// Nil when `file` replays as recorded with `registry`'s adapters; otherwise the failure: its
    /// headline, the diff, and how to accept the change.
    ///
    /// Under record mode `.all` (`ADREPLAY_RECORD=all`) a fixture that no longer replays as
    /// recorded is rewritten with what the adapter now does, against the same recorded answers
    /// (what `replay --update` does), and the check fails once saying so: run the tests again
    /// without it to see them pass. The mode defaults to the environment's.
    ///
    /// `substitutions` replays each fixture against another registered adapter than the one it
    /// names (recorded name → replaying name), to check a port against the recordings; such a
    /// replay never rewrites a fixture.
    ///
    /// The session runs on the main thread whatever thread calls (``MainThread``), so an adapter
    /// isolated to the main actor replays under Swift Testing as under XCTest.
    public static func verify(
        _ file: FixtureFile, registry: AdapterRegistry, substitutions: [String: String] = [:],
        mode: RecordMode? = nil
    ) -> String? {
        if let problem = file.problem { return problem }
        var recordMode = mode ?? .missing
        if mode == nil {
            do {
                recordMode = try RecordMode.current()
            } catch {
                return error.description
            }
        }
        // On the main thread, where an adapter isolated to the main actor may run (``MainThread``).
        let replayed = MainThread.run {
            Result { () throws(FixtureError) in try Replayer(registry: registry, substitutions: substitutions).replay(path: file.path) }
        }
        let result: ReplayResult
        switch replayed {
        case .success(let replayed): result = replayed
        case .failure(let error): return error.description
        }
        guard let message = result.failureMessage else { return nil }
        guard recordMode == .all, result.failure == nil, result.unsupported == nil, result.substitute == nil else { return message }
        do {
            guard try Cassette.accept(result) else { return message }
        } catch {
            return "\(message)\n\(error)"
        }
        return "\(file.path): accepted the new behaviour (ADREPLAY_RECORD=all); run the tests again without it."
    }
}
