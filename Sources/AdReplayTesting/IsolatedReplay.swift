import AdReplay
import Foundation
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
/// code has them; so in the child the same test runs, its call of the helper replays the
/// requested fixtures and writes one ``Answer`` per fixture to a file, and the child exits.
/// Every other call of a helper in the child does nothing. When the child dies before answering
/// for a fixture, that fixture crashed: the sentence comes from what Swift wrote to the child's
/// stderr, as the `replay` command reports it (``ReplayReportEntry/crashSentence(stderr:termination:)``).
///
/// `ADREPLAY_ISOLATION=off` replays in the test process instead (to debug an adapter in place).
enum IsolatedReplay {
    /// What the child is asked: which call of a helper answers, for which fixtures, where.
    struct Request: Equatable {
        /// The helper's call site, `File.swift:12`: only that call answers.
        var site: String
        /// The first fixture to replay, by its place in the call's fixtures and its path; a call
        /// over several fixtures replays the rest after it.
        var index: Int
        var path: String
        /// The file the answers go to, one line each.
        var answers: String

        static let siteVariable = "ADREPLAY_ISOLATED_SITE"
        static let indexVariable = "ADREPLAY_ISOLATED_INDEX"
        static let pathVariable = "ADREPLAY_ISOLATED_FIXTURE"
        static let answersVariable = "ADREPLAY_ISOLATED_ANSWERS"

        /// The request this process was started with; nil in the test run itself.
        static let current: Request? = {
            let environment = ProcessInfo.processInfo.environment
            guard let site = environment[siteVariable], let index = environment[indexVariable].flatMap({ Int($0) }),
                  let path = environment[pathVariable], let answers = environment[answersVariable] else { return nil }
            return Request(site: site, index: index, path: path, answers: answers)
        }()

        var environment: [String: String] {
            [Self.siteVariable: site, Self.indexVariable: String(index), Self.pathVariable: path, Self.answersVariable: answers]
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

    /// In a child started for `site`: replays the requested fixture of `paths` and every one
    /// after it with `verify`, writing an answer after each, then ends the child. Returns
    /// (doing nothing) when this call is not the one asked for.
    static func answer(_ request: Request, site: String, paths: [String], verify: (Int) -> String?) {
        let start = request.index
        guard request.site == site, paths.indices.contains(start), paths[start] == request.path,
              let output = FileHandle(forWritingAtPath: request.answers) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for index in paths.indices[start...] {
            let answer = Answer(path: paths[index], failure: verify(index))
            guard var line = try? encoder.encode(answer) else { break }
            line.append(UInt8(ascii: "\n"))
            output.write(line)
        }
        try? output.close()
        // Nothing else of this run is wanted: the parent reads the answers, not the child's results.
        _exit(0)
    }

    // MARK: The parent

    /// Replays `paths` from `start` on, in one child after another: a child replays fixtures in
    /// order until it has answered for all of them or dies; a death is the crash of the fixture
    /// it had, and the next child starts after it. Returns one failure (or nil) per path from
    /// `start`, in order.
    static func replay(_ paths: [String], site: String, arguments: [String]) -> [String?] {
        var failures: [String?] = []
        while failures.count < paths.count {
            let path = paths[failures.count]
            let request = Request(site: site, index: failures.count, path: path, answers: "")
            let (answers, ending) = run(request, arguments: arguments)
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
                the adapter exited, or the test did not make this call again in the child (take fixtures from a fixed folder, \
                not a temporary one); ADREPLAY_ISOLATION=off replays in the test process.
                """
        }
        return reproduction(path, sentence: sentence) ?? entry.message ?? path
    }

    /// A crash at the site a bug report says it reproduces (``Reproduction/crash(site:)``) is
    /// that bug, still there: the `REPRODUCES` failure, as the `replay` command words it.
    static func reproduction(_ path: String, sentence: String) -> String? {
        guard case .crash(let site) = Explorer.Failure.crash(sentence: sentence).key,
              let fixture = try? FixtureStore.read(path, networks: []),
              fixture.reproduces.contains(.crash(site: site)) else { return nil }
        return """
            \(path.escapingControlCharacters): reproduces the bug it was recorded for: \(Reproduction.crash(site: site))
            \(sentence.escapingControlCharacters)
            it fails until the adapter is fixed
            """
    }

    /// Runs one child for `request` with `arguments`; its answers, and how it ended.
    private static func run(_ request: Request, arguments: [String]) -> ([Answer], Ending) {
        var request = request
        guard let answers = TemporaryFile(), let errors = TemporaryFile() else {
            return ([], Ending(termination: "", stderr: "", startFailure: "no temporary file: \(String(cString: strerror(errno)))"))
        }
        request.answers = answers.path
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
