import Foundation
import Testing

/// The Swift family is written the way an adapter ships: its sources import Google Mobile Ads
/// and UIKit where they exist and `GoogleMobileAdsCompat` otherwise, plus the network's SDK, and
/// nothing of AdReplay's own. (The target's only dependencies are `GoogleMobileAdsCompat` and
/// `SampleAdSDK`, so a build proves the rest compiles under the compat module alone.)
struct SourceCompatibilityTests {
    static let importBlock = [
        "#if canImport(GoogleMobileAds)",
        "import GoogleMobileAds",
        "import UIKit",
        "#else",
        "import GoogleMobileAdsCompat",
        "#endif",
    ]

    static let sources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/BundledNetworks/Sample/SampleCustomEventSwift")

    static func sourceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyFile_importsOnlyTheBlockAndTheNetworkSDK() throws {
        let files = try Self.sourceFiles()
        #expect(files.count == 10)
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            let imports = lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") || $0.hasPrefix("@_exported") }
            if imports.isEmpty { continue }  // a file of constants needs no import
            #expect(Array(lines.prefix(6)) == Self.importBlock, "\(file.lastPathComponent)")
            #expect(
                imports == ["import GoogleMobileAds", "import UIKit", "import GoogleMobileAdsCompat", "import SampleAdSDK"],
                "\(file.lastPathComponent)")
        }
    }

    @Test func noFile_namesAdReplaysOwnModules() throws {
        for file in try Self.sourceFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in ["Mediation", "NeutralUI", "AdWorld", "AdReplay"] {
                #expect(!text.contains("import \(module)\n"), "\(file.lastPathComponent) imports \(module)")
                #expect(!text.contains("\(module)."), "\(file.lastPathComponent) qualifies a name with \(module)")
            }
        }
    }
}
