import AdReplay
import AdReplayIsolation
import Foundation
import Synchronization

#if canImport(Testing)
import Testing
#endif

/// The test a helper was called from, as the arguments that make the test binary run that test
/// alone: a helper's child process is the same binary, running the same test again.
enum CallingTest {
    /// The arguments that run the running test again: Swift Testing's `--filter` with its ID when
    /// one is running (`Test.current`), else the XCTest methods named `function`; nil outside a
    /// test (a helper called from a tool), or when the binary cannot say.
    static func arguments(function: String) -> [String]? {
        #if canImport(Testing)
        if let test = Test.current { return swiftTestingArguments(test) }
        #endif
        if let tests = XCTestListing.tests(named: function) { return [tests.joined(separator: ",")] }
        return nil
    }

    /// Whether the running test case is one of a parameterized Swift Testing test's.
    static var isParameterizedCase: Bool {
        #if canImport(Testing)
        Test.Case.current?.isParameterized ?? false
        #else
        false
        #endif
    }

    #if canImport(Testing)
    /// The arguments that run `test` alone: its ID as Swift Testing writes it
    /// (`Module.Suite/function()`, then `/File.swift:12:6`) as a filter.
    static func swiftTestingArguments(_ test: Test) -> [String] {
        let id = "\(test.id.moduleName).\(test.id.nameComponents.joined(separator: "/"))"
        return ["--testing-library", "swift-testing", "--filter", "^" + escapingRegex(id) + "(/|$)"]
    }
    #endif

    /// `text` as a regular expression that matches only itself.
    static func escapingRegex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}-/#&~ ".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}

/// The test binary's XCTest methods (`Module.Class/testMethod`), listed once by running it with
/// `--list-tests`: XCTest does not tell a running assertion which test it is in.
enum XCTestListing {
    private static let listed = Mutex<[String]?>(nil)

    /// The listed tests whose method is `function` (`testFixturesReplay()`); nil when none is,
    /// or this process is no test binary (SwiftPM names those `….xctest`) that can list them.
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
        // Any other executable (a tool calling Cassette) is never run with a test runner's flag.
        guard IsolatedChild.executable.hasSuffix(".xctest"),
            let process = try? WorkerProcess(
                executable: IsolatedChild.executable, arguments: ["--list-tests"],
                environment: IsolatedChild.environment)
        else { return [] }
        var tests: [String] = []
        while let line = process.readLine() {
            let name = line.trimmingCharacters(in: .whitespaces)
            if !name.contains(" "), name.contains("/") { tests.append(name) }
        }
        process.finish()
        return tests
    }
}
