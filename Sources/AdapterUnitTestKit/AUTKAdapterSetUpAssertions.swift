import Foundation
import Mediation

// Google's set-up assertions: each calls the adapter class's set-up by GMA's name
// (`setUp(with:completionHandler:)`, whose default calls an older adapter's `setUpWith`), waits
// for its completion (``AUTKWaiter``) and asserts it succeeded, or failed with the expected
// error's domain and code.

/// Sets the adapter up with `configuration` and asserts that it succeeds.
public func AUTKWaitAndAssertAdapterSetUpWithConfiguration(
    _ adapterClass: any MediationAdapter.Type, _ configuration: MediationServerConfiguration,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, configuration, expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Sets the adapter up with one line's `credentials` and asserts that it succeeds.
public func AUTKWaitAndAssertAdapterSetUpWithCredentials(
    _ adapterClass: any MediationAdapter.Type, _ credentials: MediationCredentials,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, AUTKServerConfiguration([credentials]), expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Sets the adapter up with the lines' `credentialsArray` and asserts that it succeeds.
public func AUTKWaitAndAssertAdapterSetUpWithCredentialsArray(
    _ adapterClass: any MediationAdapter.Type, _ credentialsArray: [MediationCredentials],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, AUTKServerConfiguration(credentialsArray), expectedError: nil,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Sets the adapter up with `configuration` and asserts that it fails with `expectedError`'s
/// domain and code.
public func AUTKWaitAndAssertAdapterSetUpFailureWithConfiguration(
    _ adapterClass: any MediationAdapter.Type, _ configuration: MediationServerConfiguration, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, configuration, expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Sets the adapter up with one line's `credentials` and asserts that it fails with
/// `expectedError`'s domain and code.
public func AUTKWaitAndAssertAdapterSetUpFailureWithCredentials(
    _ adapterClass: any MediationAdapter.Type, _ credentials: MediationCredentials, _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, AUTKServerConfiguration([credentials]), expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Sets the adapter up with the lines' `credentialsArray` and asserts that it fails with
/// `expectedError`'s domain and code.
public func AUTKWaitAndAssertAdapterSetUpFailureWithCredentialsArray(
    _ adapterClass: any MediationAdapter.Type, _ credentialsArray: [MediationCredentials], _ expectedError: NSError,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AUTKAssertSetUp(
        adapterClass, AUTKServerConfiguration(credentialsArray), expectedError: expectedError,
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that two versions are equal, part by part.
public func AUTKAssertEqualVersion(
    _ version1: VersionNumber, _ version2: VersionNumber,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard version1 != version2 else { return }
    AUTKFailure.record(
        "Version \(version1) is not \(version2).",
        at: AUTKCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func AUTKServerConfiguration(_ credentials: [MediationCredentials]) -> MediationServerConfiguration {
    let configuration = AUTKMediationServerConfiguration()
    configuration.credentials = credentials
    return configuration
}

private func AUTKAssertSetUp(
    _ adapterClass: any MediationAdapter.Type, _ configuration: MediationServerConfiguration,
    expectedError: NSError?, at site: AUTKCallSite
) {
    let record = AUTKLoadRecord<Never>()
    adapterClass.setUp(with: configuration) { error in record.append(ad: nil, error: error) }
    let name = String(describing: adapterClass)
    guard AUTKWaiter.wait(timeout: AUTKExpectationTimeout, until: { record.count > 0 }), let call = record.first else {
        if AUTKWaiter.isInsideMainQueueWork {
            // As for loads (AUTKAssertLoad): asserted when the adapter's main-actor work runs.
            record.whenFirstCalled { _, error in AUTKCheckSetUp(name, error: error, expectedError: expectedError, at: site) }
            return
        }
        AUTKFailure.record(
            "\(name)'s set-up did not complete within \(AUTKExpectationTimeout) s of virtual time: "
                + "the adapter never called its completion handler.", at: site)
        return
    }
    if record.count > 1 {
        AUTKFailure.record("\(name) called its set-up's completion handler \(record.count) times.", at: site)
    }
    AUTKCheckSetUp(name, error: call.error, expectedError: expectedError, at: site)
}

private func AUTKCheckSetUp(_ name: String, error: (any Error)?, expectedError: NSError?, at site: AUTKCallSite) {
    switch (error, expectedError) {
    case (nil, nil):
        break
    case let (error?, nil):
        AUTKFailure.record(
            "\(name)'s set-up failed with \(AUTKFailure.describe(error)) (\(MediationError.nsError(error).localizedDescription)); expected success.",
            at: site)
    case let (nil, expected?):
        AUTKFailure.record("\(name)'s set-up succeeded; expected it to fail with \(AUTKFailure.describe(expected)).", at: site)
    case let (error?, expected?):
        let actual = MediationError.nsError(error)
        if actual.domain != expected.domain || actual.code != expected.code {
            AUTKFailure.record(
                "\(name)'s set-up failed with \(AUTKFailure.describe(error)); expected \(AUTKFailure.describe(expected)).", at: site)
        }
    }
}
