import Foundation
import Testing

/// The README stands alone and its code cannot rot: the snippets for your own adapter are the
/// example package's files, verbatim, and that package is built and tested by CI.
@Suite struct ReadmeTests {
    private let root = AdReplayCLI.packageRoot

    private func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    private func swiftBlock(_ code: String) -> String {
        "```swift\n" + code.trimmingCharacters(in: .whitespacesAndNewlines) + "\n```"
    }

    @Test(arguments: [
        "Examples/PebbleAds/Sources/pebble-replay/main.swift",
        "Examples/PebbleAds/Tests/PebbleAdapterTests/PebbleFixtureTests.swift",
    ])
    func readme_quotesTheExampleFile(_ path: String) throws {
        #expect(try text("README.md").contains(swiftBlock(try text(path))), "README.md does not quote \(path) as it is")
    }

    @Test func readme_quotesTheExamplePlugin() throws {
        let plugin = try text("Examples/PebbleAds/Sources/PebblePlugin/Pebble.swift")
        let declaration = try #require(plugin.components(separatedBy: "import PebbleAdsSDK\n\n").last?
            .components(separatedBy: "/// The network a recording asks").first)
        #expect(try text("README.md").contains(swiftBlock(declaration)))
    }

    @Test func theExampleTool_isAtMostFifteenLines() throws {
        let lines = try text("Examples/PebbleAds/Sources/pebble-replay/main.swift").split(separator: "\n")
        #expect(lines.count <= 15)
    }

    @Test func readme_pointsOnlyInsideTheRepository() throws {
        let readme = try text("README.md")
        #expect(!readme.contains("../shared"))
        #expect(!readme.contains("spec §"))
        for link in ["Sources/AdReplay/AdReplay.docc/FixtureFormat.md", "Sources/AdReplay/AdReplay.docc/Contracts.md", "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md", "Sources/AdReplay/AdReplay.docc/WritingAPlugin.md",
                     "Sources/AdReplayTesting/AdReplayTesting.docc/WritingAdapterTests.md", "Sources/AdReplayCommandLine/AdReplayCommandLine.docc/CommandLine.md"] {
            #expect(readme.contains("(\(link))"))
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "\(link) is missing")
        }
    }
}
