import AdReplay
import AdReplayIsolation
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension IsolatedReplay {
    /// What a child is asked: which call of a helper serves.
    struct Request: Equatable {
        /// The helper's call site, `File.swift:12`.
        var site: String
        /// Which call of that site, when it matters (``Call/identity``).
        var identity: String?
        /// The test's fixtures whose replay died in the parent: the sentence, by
        /// ``deathKey(site:identity:path:)``.
        var deaths: [String: String] = [:]

        static let siteVariable = "ADREPLAY_ISOLATED_SITE"
        static let identityVariable = "ADREPLAY_ISOLATED_CALL"
        static let deathsVariable = "ADREPLAY_ISOLATED_DEATHS"

        /// The request this process was started with; nil in the test run itself.
        static let current: Request? = {
            let environment = ProcessInfo.processInfo.environment
            guard let site = environment[siteVariable] else { return nil }
            let deaths = environment[deathsVariable].flatMap { try? JSONDecoder().decode([String: String].self, from: Data($0.utf8)) }
            return Request(site: site, identity: environment[identityVariable], deaths: deaths ?? [:])
        }()

        var environment: [String: String] {
            var environment = [Self.siteVariable: site]
            environment[Self.identityVariable] = identity
            if !deaths.isEmpty, let encoded = try? JSONEncoder().encode(deaths) {
                environment[Self.deathsVariable] = String(decoding: encoded, as: UTF8.self)
            }
            return environment
        }
    }

    /// In a child, for a call on the test's way to the one it serves: the sentence of the
    /// fixture's death in the parent, or nil when it did not die there.
    static func death(site: String, identity: String? = nil, path: String) -> String? {
        Request.current?.deaths[deathKey(site: site, identity: identity, path: path)]
    }

    /// What a call of a helper does in a child.
    enum Role {
        /// It is the call asked for: it serves the parent (``serve(_:)``).
        case serves
        /// It is another call, before the one asked for has served: it runs as in the test
        /// process, so that the test reaches the call asked for as it did in the parent.
        case runsInProcess
        /// Another case's call at the same site in a parameterized test, or any call once the
        /// one asked for has served: it must not run the adapter, whose crash would be blamed
        /// on the fixture served.
        case skips
    }

    /// What a call of a helper that returns a value throws in a child when it must not run
    /// there (``Role/skips``), and after it served: the child's test need not go on.
    struct Served: Error, CustomStringConvertible {
        var description: String { "this child process of the test binary has served its request" }
    }

    /// Set by the call that serves: a child serves once.
    private static let served = Mutex(false)

    /// The role of a call at `site` (with `identity`, ``Call/identity``) in a child asked for
    /// `request`. The first call that is asked for serves. Another call at its site is another
    /// case's in a parameterized test (which runs its cases side by side), else an earlier turn
    /// of a loop, which the test needs on its way.
    static func role(in request: Request, site: String, identity: String? = nil) -> Role {
        let anotherCase = CallingTest.isParameterizedCase
        return served.withLock { served in
            if served { return .skips }
            guard request.site == site else { return .runsInProcess }
            guard request.identity == identity else { return anotherCase ? .skips : .runsInProcess }
            served = true
            return .serves
        }
    }

    /// The descriptor the answers go to, kept open until the child exits: the parent reads its
    /// end of file as the child's end.
    private static let channel = Mutex<FileHandle?>(nil)

    /// Serves the parent: reads one fixture path per ``WorkerFrame`` from stdin until its end,
    /// and answers each with a frame that repeats its number and path, then `P` when `check`
    /// finds nothing wrong or `F` and what it found.
    static func serve(_ check: (String) -> String?) {
        let answers = WorkerChannel.takeStandardOutput()
        channel.withLock { $0 = answers }
        // On a line of its own, whatever the test runner wrote last.
        answers.write(Data("\n\(IsolatedChild.readyLine)\n".utf8))
        var requests = WorkerFrameReader(descriptor: STDIN_FILENO)
        while let request = try? requests.next(), request.fields.count == 1 {
            let path = String(decoding: request.fields[0], as: UTF8.self)
            let answer = check(path).map { "F" + $0 } ?? "P"
            answers.write(Data(WorkerFrame(number: request.number, fields: [request.fields[0], Array(answer.utf8)]).bytes))
        }
    }
}
