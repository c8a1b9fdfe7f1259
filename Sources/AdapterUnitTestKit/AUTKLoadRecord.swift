import Foundation
import Mediation

/// The calls an adapter made to one load's completion handler, in order. Locked: an adapter may
/// call back from a queue of its own.
final class AUTKLoadRecord<Ad>: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(ad: Ad?, error: (any Error)?)] = []
    private var onFirstCall: ((_ ad: Ad?, _ error: (any Error)?) -> Void)?

    func append(ad: Ad?, error: (any Error)?) {
        lock.lock()
        calls.append((ad, error))
        let action = calls.count == 1 ? onFirstCall : nil
        onFirstCall = nil
        lock.unlock()
        action?(ad, error)
    }

    /// Runs `action` with the first call when it comes (at once when it came already).
    func whenFirstCalled(_ action: @escaping (_ ad: Ad?, _ error: (any Error)?) -> Void) {
        lock.lock()
        guard let first = calls.first else {
            onFirstCall = action
            lock.unlock()
            return
        }
        lock.unlock()
        action(first.ad, first.error)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls.count
    }

    var first: (ad: Ad?, error: (any Error)?)? {
        lock.lock()
        defer { lock.unlock() }
        return calls.first
    }
}

/// Waits for `record`'s first call (``AUTKWaiter``) and asserts what Google's kit asserts of it:
/// with no `expectedError`, an ad and no error; with one, an error of its domain and code. Also
/// that the handler was called once: XCTest fails an expectation fulfilled twice, and GMA takes
/// only the first call.
///
/// Called on the main actor while it is already running (a `@MainActor` test), nothing queued for
/// the main actor can run before this returns: a load the adapter starts in
/// `Task { @MainActor in … }` has not begun. Google's kit times out there too, and its XCTest
/// assertions reach no Swift Testing test. This kit asserts the call when it comes instead (the
/// adapter's task carries the test's context), so a wrong answer still fails the test.
func AUTKAssertLoad<Ad>(_ record: AUTKLoadRecord<Ad>, format: String, expectedError: NSError?, at site: AUTKCallSite) {
    guard AUTKWaiter.wait(timeout: AUTKExpectationTimeout, until: { record.count > 0 }), let call = record.first else {
        if AUTKWaiter.isInsideMainQueueWork {
            record.whenFirstCalled { ad, error in
                AUTKCheckLoadCall(ad: ad, error: error, format: format, expectedError: expectedError, at: site)
            }
            return
        }
        AUTKFailure.record(
            "The \(format) load did not complete within \(AUTKExpectationTimeout) s of virtual time: "
                + "the adapter never called its completion handler.", at: site)
        return
    }
    if record.count > 1 {
        AUTKFailure.record(
            "The adapter called the \(format) load's completion handler \(record.count) times; GMA takes the first.", at: site)
    }
    AUTKCheckLoadCall(ad: call.ad, error: call.error, format: format, expectedError: expectedError, at: site)
}

/// Asserts one completion call: an ad and no error, or `expectedError`'s domain and code.
func AUTKCheckLoadCall<Ad>(ad: Ad?, error: (any Error)?, format: String, expectedError: NSError?, at site: AUTKCallSite) {
    if let expectedError {
        guard let error else {
            AUTKFailure.record("The \(format) load succeeded; expected it to fail with \(AUTKFailure.describe(expectedError)).", at: site)
            return
        }
        let actual = MediationError.nsError(error)
        if actual.domain != expectedError.domain || actual.code != expectedError.code {
            AUTKFailure.record(
                "The \(format) load failed with \(AUTKFailure.describe(error)); expected \(AUTKFailure.describe(expectedError)).", at: site)
        }
        return
    }
    if let error {
        AUTKFailure.record(
            "The \(format) load failed with \(AUTKFailure.describe(error)) (\(MediationError.nsError(error).localizedDescription)); expected an ad.",
            at: site)
    } else if ad == nil {
        AUTKFailure.record("The \(format) load completed with neither an ad nor an error; expected an ad.", at: site)
    }
}
