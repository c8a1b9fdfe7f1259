#if canImport(Testing)
import AdReplay
import Testing

/// Records one issue when `file` does not replay as recorded, with the readable failure (its
/// headline, the diff as lines, the way to accept it) as the comment, once.
///
/// The replay runs in a child process of its own (the test binary, running this test again), so
/// that its result never depends on the fixtures before it and an adapter that traps fails this
/// fixture's case alone, saying where:
/// `…/content-video-no-images.fixture.gz: crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value`;
/// the other cases run and report as usual. A fixture that is a bug report of that crash fails
/// as reproducing it. One that takes longer than `ADREPLAY_TIMEOUT` seconds (60 by default)
/// fails as `did not finish within 60 s and was stopped`. `ADREPLAY_ISOLATION=shared` (or the
/// test's `.isolation(.shared)` trait, ``IsolationTrait``) lets one child serve every case of the
/// test (faster; an adapter's state then reaches the cases after it); `ADREPLAY_ISOLATION=off`
/// replays in the test process.
///
/// ```swift
/// @Test(arguments: FixtureFile.all(in: "Fixtures"))
/// func replays(_ fixture: FixtureFile) {
///     expectReplays(fixture, registry: .pebble)
/// }
/// ```
public func expectReplays(
    _ file: FixtureFile, registry: AdapterRegistry, substitutions: [String: String] = [:],
    mode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let check = { (path: String) in
        FixtureCheck.verify(FixtureFile(path: path, name: path, problem: nil), registry: registry, substitutions: substitutions, mode: mode)
    }
    let site = IsolatedReplay.site(file: sourceLocation.fileID, line: sourceLocation.line)
    if let request = IsolatedReplay.Request.current {
        if IsolatedReplay.role(in: request, site: site) == .serves { IsolatedReplay.serve(check) }
        return
    }
    let failure: String?
    if file.problem == nil, let test = Test.current, IsolatedReplay.enabled {
        let call = IsolatedReplay.Call(arguments: CallingTest.swiftTestingArguments(test), site: site)
        failure = IsolatedReplay.replay([file.path], for: call, shared: true).first.flatMap { IsolatedReplay.failure(file.path, $0) }
    } else {
        failure = FixtureCheck.verify(file, registry: registry, substitutions: substitutions, mode: mode)
    }
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

extension FixtureFile: CustomTestStringConvertible {
    public var testDescription: String { name }
}
#endif
