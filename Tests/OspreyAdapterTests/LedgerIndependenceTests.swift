import Foundation
import Testing

/// The ledger judges the SDK, so it reads the server's answers with its own readers and names:
/// none of its files imports the Osprey SDK (issue 36: it read the SDK's `VASTDocument`,
/// `NativeResponse` and expiry code, then still named trackers with the SDK's `OspreyTracker`,
/// so a bug in the SDK's list of events moved the ledger's expectations with it).
@Suite struct LedgerIndependenceTests {
    static let ledgerFiles = [
        "TrackerLedger.swift", "TrackerAuction.swift", "TrackerAuction+Rules.swift", "TrackerKind.swift",
        "LedgerPayloads.swift", "LedgerXML.swift", "URLTemplate.swift",
    ]

    @Test(arguments: ledgerFiles)
    func ledgerFile_namesNothingOfTheSDK(_ name: String) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BundledNetworks/Osprey/AdReplayOsprey")
        let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
        #expect(!text.contains("import OspreySDK"), "\(name) imports the SDK")
        for sdkName in ["OspreyTracker", "VASTDocument", "NativeResponse", "OspreyEffect"] {
            #expect(!text.contains(sdkName), "\(name) names the SDK's \(sdkName)")
        }
    }
}
