import Foundation

/// The calls an adapter made to one load's completion handler, in order. Locked: an adapter may
/// call back from a queue of its own.
final class AUTKLoadRecord<Ad>: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(ad: Ad?, error: (any Error)?)] = []

    func append(ad: Ad?, error: (any Error)?) {
        lock.lock()
        calls.append((ad, error))
        lock.unlock()
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
func AUTKAssertLoad<Ad>(_ record: AUTKLoadRecord<Ad>, format: String, expectedError: NSError?, at site: AUTKCallSite) {
    guard AUTKWaiter.wait(timeout: AUTKExpectationTimeout, until: { record.count > 0 }), let call = record.first else {
        AUTKFailure.record("The \(format) load did not complete within \(AUTKExpectationTimeout) s of virtual time: "
                           + "the adapter never called its completion handler.", at: site)
        return
    }
    if record.count > 1 {
        AUTKFailure.record("The adapter called the \(format) load's completion handler \(record.count) times; GMA takes the first.", at: site)
    }
    if let expectedError {
        guard let error = call.error else {
            AUTKFailure.record("The \(format) load succeeded; expected it to fail with \(AUTKFailure.describe(expectedError)).", at: site)
            return
        }
        let actual = error as NSError
        if actual.domain != expectedError.domain || actual.code != expectedError.code {
            AUTKFailure.record("The \(format) load failed with \(AUTKFailure.describe(error)); expected \(AUTKFailure.describe(expectedError)).", at: site)
        }
        return
    }
    if let error = call.error {
        AUTKFailure.record("The \(format) load failed with \(AUTKFailure.describe(error)) (\((error as NSError).localizedDescription)); expected an ad.", at: site)
    } else if call.ad == nil {
        AUTKFailure.record("The \(format) load completed with neither an ad nor an error; expected an ad.", at: site)
    }
}
