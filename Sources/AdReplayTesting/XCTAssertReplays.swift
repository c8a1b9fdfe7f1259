#if canImport(XCTest)
import AdReplay
import Foundation
import XCTest

/// XCTest's form of ``expectReplays(_:registry:substitutions:mode:sourceLocation:)``: one failure
/// per fixture of `files` that does not replay as recorded, each with its readable diff.
///
/// Each fixture replays in a child process of its own (the test binary, running this test method
/// again), as many at once as there are cores, so that no fixture's result depends on the
/// fixtures before it: an adapter that traps fails that fixture alone, saying where; one that
/// hangs is stopped after `ADREPLAY_TIMEOUT` seconds (60 by default).
/// `ADREPLAY_ISOLATION=shared` replays them one after another in one child (a new one after a
/// crash); `ADREPLAY_ISOLATION=off` replays in the test process.
///
/// ```swift
/// func testFixturesReplay() {
///     XCTAssertReplays(FixtureFile.all(in: "Fixtures"), registry: .pebble)
/// }
/// ```
public func XCTAssertReplays(
    _ files: [FixtureFile], registry: AdapterRegistry, substitutions: [String: String] = [:],
    mode: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
) {
    let check = { (path: String) in
        FixtureCheck.verify(FixtureFile(path: path, name: path, problem: nil), registry: registry, substitutions: substitutions, mode: mode)
    }
    // A record mode that names none is said once for the call, not once per fixture.
    if mode == nil, let invalid = RecordMode.invalid() {
        XCTFail(invalid, file: file, line: line)
        return
    }
    let site = IsolatedReplay.site(file: "\(file)", line: Int(line))
    if let request = IsolatedReplay.Request.current {
        if IsolatedReplay.role(in: request, site: site) == .serves { IsolatedReplay.serve(check) }
        return
    }
    var failures = files.map { $0.problem }
    let replayable = files.indices.filter { files[$0].problem == nil }
    if !replayable.isEmpty, let call = IsolatedReplay.call(site: site, function: function) {
        let paths = replayable.map { files[$0].path }
        for (index, outcome) in zip(replayable, IsolatedReplay.replay(paths, for: call, shared: false, jobs: CorpusReplay.defaultJobs)) {
            failures[index] = IsolatedReplay.failure(files[index].path, outcome)
        }
    } else {
        for index in replayable { failures[index] = check(files[index].path) }
    }
    for failure in failures.compactMap({ $0 }) {
        XCTFail(failure, file: file, line: line)
    }
}
#endif
