import Foundation
import Mediation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a kit function was called from, so that its failures point at the test's line.
struct AUTKCallSite {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Where the kit's assertions report: an issue of the running Swift Testing test when there is
/// one, else a failure of the running XCTest case. (Google's kit asserts with XCTest only, so in
/// a Swift Testing suite its failures reach no test; this kit's do.)
enum AUTKFailure {
    static func record(_ message: String, at site: AUTKCallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: site.fileID, filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #endif
    }

    /// "com.example 101": an error as Google's kit compares errors, by domain and code.
    static func describe(_ error: any Error) -> String {
        let bridged = MediationError.nsError(error)
        return "\(bridged.domain) \(bridged.code)"
    }
}
