import AdReplay
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replays fixtures for a test helper in a child process, so that an adapter that traps (a force
/// unwrap, an index out of range) fails the fixture it trapped on instead of ending the test run.
///
/// The child is the test binary itself, run again for the one test that called the helper
/// (`--filter` for Swift Testing, `Module.Class/method` for XCTest), with ``Request`` in its
/// environment. Only the adapters the test passed can replay a fixture, and only the test's own
/// code has them; so in the child the same test runs, and its first call of the helper from the
/// same line replays the requested fixtures and writes one ``Answer`` per fixture to a file.
/// Every other call of a helper in the child does nothing. When the child dies before answering
/// for a fixture, that fixture crashed: the sentence comes from what Swift wrote to the child's
/// stderr, as the `replay` command reports it (``ReplayReportEntry/crashSentence(stderr:termination:)``).
///
/// `ADREPLAY_ISOLATION=off` replays in the test process instead (to debug an adapter in place).
enum IsolatedReplay {
    /// What the child is asked: which call of a helper answers, for which fixtures, where.
    struct Request: Equatable {
        /// The helper's call site, `File.swift:12`: the first call from there answers.
        var site: String
        /// A file holding the paths of the fixtures to replay, in order, as a JSON array (a
        /// list too long for the environment, and names with any character, fit in it).
        var fixtures: String
        /// The file the answers go to, one line each.
        var answers: String

        static let siteVariable = "ADREPLAY_ISOLATED_SITE"
        static let fixturesVariable = "ADREPLAY_ISOLATED_FIXTURES"
        static let answersVariable = "ADREPLAY_ISOLATED_ANSWERS"

        /// The request this process was started with; nil in the test run itself.
        static let current: Request? = {
            let environment = ProcessInfo.processInfo.environment
            guard let site = environment[siteVariable], let fixtures = environment[fixturesVariable],
                  let answers = environment[answersVariable] else { return nil }
            return Request(site: site, fixtures: fixtures, answers: answers)
        }()

        var environment: [String: String] {
            [Self.siteVariable: site, Self.fixturesVariable: fixtures, Self.answersVariable: answers]
        }
    }

    /// One fixture's replay as the child reports it: its path and its failure (nil: it passed).
    struct Answer: Codable, Equatable {
        var path: String
        var failure: String?
    }

    /// Whether helpers replay in a child process: yes unless `ADREPLAY_ISOLATION=off`.
    static let enabled = ProcessInfo.processInfo.environment["ADREPLAY_ISOLATION"] != "off"

    /// `file:line` of a helper's call, as the request names it.
    static func site(file: String, line: Int) -> String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }

    // MARK: The child

    /// Set by the call that answers the request: a child answers once.
    private static let answered = Mutex(false)

    /// In a child: when this is the first call from the site asked for, replays the requested
    /// fixtures in order with `verify`, writing an answer after each. Any other call does
    /// nothing. The child then runs the rest of its test as usual (its results are not read), so
    /// that the test cleans up after itself.
    ///
    /// The paths are the parent's, not the fixtures this call was given in the child: a test
    /// that makes its fixtures in a temporary folder makes another one in the child.
    static func answer(_ request: Request, site: String, verify: (String) -> String?) {
        guard request.site == site, answered.withLock({ answered in
            defer { answered = true }
            return !answered
        }) else { return }
        guard let data = FileManager.default.contents(atPath: request.fixtures),
              let paths = try? JSONDecoder().decode([String].self, from: data),
              let output = FileHandle(forWritingAtPath: request.answers) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for path in paths {
            let answer = Answer(path: path, failure: verify(path))
            guard var line = try? encoder.encode(answer) else { break }
            line.append(UInt8(ascii: "\n"))
            output.write(line)
        }
        try? output.close()
    }

    // MARK: The parent

    /// Replays `paths` from `start` on, in one child after another: a child replays fixtures in
    /// order until it has answered for all of them or dies; a death is the crash of the fixture
    /// it had, and the next child starts after it. Returns one failure (or nil) per path from
    /// `start`, in order.
    static func replay(_ paths: [String], site: String, arguments: [String]) -> [String?] {
        var failures: [String?] = []
        while failures.count < paths.count {
            let (answers, ending) = run(Array(paths[failures.count...]), site: site, arguments: arguments)
            // An answer is taken only for the fixture it names, in order: never another's.
            for answer in answers {
                guard failures.count < paths.count, answer.path == paths[failures.count] else { break }
                failures.append(answer.failure)
            }
            guard failures.count < paths.count else { break }
            failures.append(crashFailure(paths[failures.count], ending: ending))
        }
        return failures
    }

    /// How a child ended, when it did not answer for everything asked.
    struct Ending: Equatable {
        /// `signal 4`, `exit status 1`.
        var termination: String
        var stderr: String
        /// The child could not be started: why.
        var startFailure: String?
    }

    /// The failure for the fixture a child had when it ended: its crash; a reproduction when the
    /// fixture is a bug report of a crash at that site; or, when the child exited without a
    /// trap, why no answer may have come.
    static func crashFailure(_ path: String, ending: Ending) -> String {
        if let why = ending.startFailure {
            return "\(path.escapingControlCharacters): could not be replayed in a child process (\(why)); ADREPLAY_ISOLATION=off replays in the test process."
        }
        let entry = ReplayReportEntry.crashed(path, stderr: ending.stderr, termination: ending.termination)
        guard case .crashed(let sentence) = entry.status else { return entry.message ?? path }
        if ending.termination.hasPrefix("exit status"), !sentence.hasPrefix("crashed at ") {
            return """
                \(path.escapingControlCharacters): the child process replaying it exited (\(ending.termination)) without an answer: \
                the adapter exited, or the test did not reach this call again in the child; \
                ADREPLAY_ISOLATION=off replays in the test process.
                """
        }
        return reproduction(path, sentence: sentence) ?? entry.message ?? path
    }

    /// A crash at the site a bug report says it reproduces (``Reproduction/crash(site:)``) is
    /// that bug, still there: the `REPRODUCES` failure, as the `replay` command words it.
    static func reproduction(_ path: String, sentence: String) -> String? {
        guard let fixture = try? FixtureStore.read(path, networks: []),
              let reproduced = Reproduction.crash(sentence, reproducedBy: fixture) else { return nil }
        return """
            \(path.escapingControlCharacters): reproduces the bug it was recorded for: \(reproduced)
            \(sentence.escapingControlCharacters)
            it fails until the adapter is fixed
            """
    }

    /// Runs one child for `paths` at `site` with `arguments`; its answers, and how it ended.
    private static func run(_ paths: [String], site: String, arguments: [String]) -> ([Answer], Ending) {
        guard let fixtures = TemporaryFile(), let answers = TemporaryFile(), let errors = TemporaryFile(),
              let list = try? JSONEncoder().encode(paths), FileManager.default.createFile(atPath: fixtures.path, contents: list) else {
            return ([], Ending(termination: "", stderr: "", startFailure: "no temporary file: \(String(cString: strerror(errno)))"))
        }
        let request = Request(site: site, fixtures: fixtures.path, answers: answers.path)
        var environment = ProcessInfo.processInfo.environment.merging(request.environment) { $1 }
        // Symbolicating a backtrace takes a second or more; a debug build's first line says where.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let termination: String
        switch spawnAndWait(executable, arguments: arguments, environment: environment, stdout: nil, stderr: errors.descriptor) {
        case .failure(let why):
            return ([], Ending(termination: "", stderr: "", startFailure: why.description))
        case .success(let status):
            termination = status
        }
        let decoder = JSONDecoder()
        let lines = answers.contents.split(separator: UInt8(ascii: "\n"))
        let decoded = lines.compactMap { try? decoder.decode(Answer.self, from: Data($0)) }
        let stderr = String(decoding: errors.contents, as: UTF8.self)
        return (decoded, Ending(termination: termination, stderr: stderr))
    }

    /// This test binary, as the kernel knows it.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    }

    /// What this test binary writes to stdout when run with `arguments`; empty when it cannot run.
    static func output(of arguments: [String]) -> String {
        guard let output = TemporaryFile(), let errors = TemporaryFile() else { return "" }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        guard case .success = spawnAndWait(executable, arguments: arguments, environment: environment,
                                           stdout: output.descriptor, stderr: errors.descriptor) else { return "" }
        return String(decoding: output.contents, as: UTF8.self)
    }

    /// Starts `executable` with stdin on /dev/null, stdout on `stdout` (nil: /dev/null) and
    /// stderr on `stderr`, and waits for it: how it ended (`exit status 0`, `signal 4`), or why
    /// it could not start.
    private static func spawnAndWait(_ executable: String, arguments: [String], environment: [String: String],
                                     stdout: Int32?, stderr: Int32) -> Result<String, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let stdout {
            posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        guard spawned == 0 else { return .failure(SpawnFailure(description: "\(executable): \(String(cString: strerror(spawned)))")) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7f
        return .success(signal == 0 ? "exit status \((status >> 8) & 0xff)" : "signal \(signal)")
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A file under the temporary directory, removed when it is released.
    private final class TemporaryFile {
        let path: String
        let descriptor: Int32

        init?() {
            var template = Array((NSTemporaryDirectory() + "/adreplay-isolated-XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { name in name.baseAddress.map { mkstemp($0) } ?? -1 }
            guard descriptor >= 0 else { return nil }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            self.descriptor = descriptor
            path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        var contents: [UInt8] {
            (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? []
        }

        deinit {
            close(descriptor)
            unlink(path)
        }
    }
}
