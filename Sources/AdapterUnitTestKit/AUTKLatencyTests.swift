import Foundation
import Mediation

// Google's latency checks: reading a version must take at most ``AUTKSyncMethodTimeout``
// (5 ms). Measured on the monotonic clock (`ContinuousClock`); the measurement reaches only the
// failure message, never a fixture.

/// Asserts that `adapterClass.adapterVersion()` returns within ``AUTKSyncMethodTimeout``.
public func AUTKTestAdapterVersionLatency(
    _ adapterClass: any MediationAdapter.Type,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertLatency(
        of: "\(adapterClass).adapterVersion()", at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) {
        _ = adapterClass.adapterVersion()
    }
}

/// Asserts that `adapterClass.adSDKVersion()` returns within ``AUTKSyncMethodTimeout``.
public func AUTKTestAdSDKVersionLatency(
    _ adapterClass: any MediationAdapter.Type,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertLatency(
        of: "\(adapterClass).adSDKVersion()", at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) {
        _ = adapterClass.adSDKVersion()
    }
}

private func AUTKAssertLatency(of call: String, at site: AUTKCallSite, _ body: () -> Void) {
    let elapsed = ContinuousClock().measure(body)
    let limit = Duration.milliseconds(Int64((AUTKSyncMethodTimeout * 1000).rounded()))
    if elapsed > limit {
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        AUTKFailure.record(
            "\(call) took \(String(format: "%.3f", milliseconds)) ms; at most \(AUTKSyncMethodTimeout * 1000) ms allowed.", at: site)
    }
}
