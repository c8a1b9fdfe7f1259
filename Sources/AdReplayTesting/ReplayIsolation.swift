import AdReplay

/// How the test helpers (`expectReplays`, `XCTAssertReplays`, ``Cassette``) isolate a replay:
/// `ADREPLAY_ISOLATION` for the whole run, or the ``IsolationTrait`` for one test or suite.
///
/// ```swift
/// @Test(.isolation(.shared))   // the corpus keeps no state between fixtures: one child for all
/// func corpusReplays() throws { … }
/// ```
public enum ReplayIsolation: Equatable, Sendable {
    /// A child process for each fixture, so that no fixture's result depends on the fixtures
    /// before it (the default; `ADREPLAY_ISOLATION` unset or `fresh`). A child is the test
    /// binary started again, which costs about a tenth of a second a fixture.
    case fresh
    /// One child process for every fixture of a call, and every case of a parameterized test
    /// (`shared`): a trap or a hang still costs one fixture, but what an adapter keeps in a
    /// `static` reaches the fixtures after it. For corpora of adapters that keep no state.
    case shared
    /// No child: the replay runs in the test process (`off`), to debug an adapter in place.
    case off

    /// `ADREPLAY_ISOLATION`: `fresh` (or unset, or empty), `shared` or `off`, in any case; any
    /// other value is refused (a typo must not silently change what a replay shares), with the
    /// sentence the command line refuses it with at start-up.
    init(environment: [String: String]) throws(IsolationVariable.Problem) {
        switch IsolationVariable.value(in: environment) {
        case .success("off"): self = .off
        case .success("shared"): self = .shared
        case .success: self = .fresh
        case .failure(let problem): throw problem
        }
    }
}
