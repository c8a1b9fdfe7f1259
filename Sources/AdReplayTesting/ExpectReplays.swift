#if canImport(Testing)
import AdReplay
import Testing

/// Records one issue when `file` does not replay as recorded, with the readable failure (its
/// headline, the diff as lines, the way to accept it) as the comment, once.
///
/// The replay runs in a child process (the test binary, running this test again), so that an
/// adapter that traps fails this fixture's case alone, saying where:
/// `…/content-video-no-images.fixture.gz: crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value`;
/// the other cases run and report as usual. A fixture that is a bug report of that crash fails
/// as reproducing it. `ADREPLAY_ISOLATION=off` replays in the test process.
///
/// ```swift
/// @Test(arguments: FixtureFile.all(in: "Fixtures"))
/// func replays(_ fixture: FixtureFile) {
///     expectReplays(fixture, registry: .pebble)
/// }
/// ```
public func expectReplays(_ file: FixtureFile, registry: AdapterRegistry, substitutions: [String: String] = [:],
                          mode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let verify = { (file: FixtureFile) in FixtureCheck.verify(file, registry: registry, substitutions: substitutions, mode: mode) }
    let site = IsolatedReplay.site(file: sourceLocation.fileID, line: sourceLocation.line)
    if let request = IsolatedReplay.Request.current {
        IsolatedReplay.answer(request, site: site) { verify(FixtureFile(path: $0, name: $0, problem: nil)) }
        return
    }
    let failure: String?
    if file.problem == nil, IsolatedReplay.enabled, let test = Test.current {
        failure = IsolatedReplay.replay([file.path], site: site, arguments: swiftTestingArguments(test)).first ?? nil
    } else {
        failure = verify(file)
    }
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// The arguments that run `test` alone: its ID as Swift Testing writes it
/// (`Module.Suite/function()`, then `/File.swift:12:6`) as a filter.
func swiftTestingArguments(_ test: Test) -> [String] {
    let id = "\(test.id.moduleName).\(test.id.nameComponents.joined(separator: "/"))"
    return ["--testing-library", "swift-testing", "--filter", "^" + escapingRegex(id) + "(/|$)"]
}

/// `text` as a regular expression that matches only itself.
func escapingRegex(_ text: String) -> String {
    var escaped = ""
    for character in text {
        if "\\^$.|?*+()[]{}-/#&~ ".contains(character) { escaped.append("\\") }
        escaped.append(character)
    }
    return escaped
}

extension FixtureFile: CustomTestStringConvertible {
    public var testDescription: String { name }
}
#endif
