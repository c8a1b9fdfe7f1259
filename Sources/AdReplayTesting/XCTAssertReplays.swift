#if canImport(XCTest)
import AdReplay
import Foundation
import Synchronization
import XCTest

/// XCTest's form of ``expectReplays(_:registry:substitutions:mode:sourceLocation:)``: one failure
/// per fixture of `files` that does not replay as recorded, each with its readable diff.
///
/// The fixtures replay in a child process (the test binary, running this test method again),
/// one after another: an adapter that traps fails that fixture alone, saying where, and a new
/// child replays the fixtures after it. `ADREPLAY_ISOLATION=off` replays in the test process.
///
/// ```swift
/// func testFixturesReplay() {
///     XCTAssertReplays(FixtureFile.all(in: "Fixtures"), registry: .pebble)
/// }
/// ```
public func XCTAssertReplays(_ files: [FixtureFile], registry: AdapterRegistry, substitutions: [String: String] = [:],
                             mode: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line,
                             function: String = #function) {
    let verify = { (index: Int) in
        FixtureCheck.verify(files[index], registry: registry, substitutions: substitutions, mode: mode)
    }
    let site = IsolatedReplay.site(file: "\(file)", line: Int(line))
    if let request = IsolatedReplay.Request.current {
        IsolatedReplay.answer(request, site: site) { path in
            FixtureCheck.verify(FixtureFile(path: path, name: path, problem: nil), registry: registry, substitutions: substitutions, mode: mode)
        }
        return
    }
    var failures: [String?] = files.indices.map { _ in nil }
    let replayable = files.indices.filter { files[$0].problem == nil }
    if IsolatedReplay.enabled, !replayable.isEmpty, let tests = XCTestListing.tests(named: function) {
        let answers = IsolatedReplay.replay(replayable.map { files[$0].path }, site: site, arguments: [tests.joined(separator: ",")])
        for (index, failure) in zip(replayable, answers) { failures[index] = failure }
        for index in files.indices where files[index].problem != nil { failures[index] = verify(index) }
    } else {
        failures = files.indices.map(verify)
    }
    for failure in failures.compactMap({ $0 }) {
        XCTFail(failure, file: file, line: line)
    }
}

/// The test binary's XCTest methods (`Module.Class/testMethod`), listed once by running it with
/// `--list-tests`: XCTest does not tell a running assertion which test it is in.
enum XCTestListing {
    private static let listed = Mutex<[String]?>(nil)

    /// The listed tests whose method is `function` (`testFixturesReplay()`); nil when none is,
    /// or the binary cannot list them.
    static func tests(named function: String) -> [String]? {
        let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        let all = listed.withLock { listed in
            if listed == nil { listed = list() }
            return listed ?? []
        }
        let matching = all.filter { $0.hasSuffix("/" + method) }
        return matching.isEmpty ? nil : matching
    }

    private static func list() -> [String] {
        let output = IsolatedReplay.output(of: ["--list-tests"])
        return output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.contains(" ") && $0.contains("/") }
    }
}
#endif
