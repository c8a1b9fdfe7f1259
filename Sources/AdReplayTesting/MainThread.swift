import AdWorld
import Foundation

/// Where the test helpers run a session: on the main thread, where the command line and an
/// XCTest test run it too. An adapter isolated to the main actor (a `@MainActor` class whose
/// conformance to GMA's protocol is `@preconcurrency`) may be called there only: Swift checks
/// each call and traps anywhere else, as on a thread of Swift Testing's, which runs a test off
/// the main actor unless it says `@MainActor`.
///
/// Off the main thread, the session runs as a block of the main queue, which the test runner's
/// main thread runs while it waits for its tests (Swift Testing's, an async `main`), and the
/// caller waits for it: as in a `@MainActor` test, what the adapter queues to the main queue
/// then runs after the session, not at its virtual time (the session's notes say so).
enum MainThread {
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        // The thread whose id is the process's: a fork's only thread is the main thread of its process.
        if MainQueue.isMainThread { return try body() }
        return try DispatchQueue.main.sync(execute: body)
    }
}
