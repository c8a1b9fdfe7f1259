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
        let declaration = try #require(
            plugin.components(separatedBy: "import PebbleAdsSDK\n\n").last?
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
        let articles = [
            "Sources/AdReplay/AdReplay.docc/FixtureFormat.md", "Sources/AdReplay/AdReplay.docc/Contracts.md",
            "Sources/GoogleMobileAdsCompat/GoogleMobileAdsCompat.docc/WritingAnAdapter.md",
            "Sources/AdReplay/AdReplay.docc/WritingAPlugin.md",
            "Sources/AdReplayTesting/AdReplayTesting.docc/WritingAdapterTests.md",
            "Sources/AdReplayCommandLine/AdReplayCommandLine.docc/CommandLine.md",
        ]
        for link in articles {
            #expect(readme.contains("(\(link))"))
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "\(link) is missing")
        }
    }

    @Test func readme_isShort() throws {
        let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250, "README.md has \(lines.count) lines; what it does not need belongs in a DocC article")
    }

    /// Every relative link of the README, CONTRIBUTING.md, the benchmark notebook and the DocC
    /// articles names a file that exists (the articles moved out of docs/ and the README).
    @Test func everyRelativeLink_namesAFileThatExists() throws {
        var pages = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path) else {
                continue
            }
            pages += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        #expect(pages.count > 20)
        var broken: [String] = []
        for page in pages {
            var inCode = false
            for line in try text(page).split(separator: "\n") {
                if line.hasPrefix("```") { inCode.toggle() }
                if inCode { continue }
                for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                    let target = String(match.1)
                    guard !target.hasPrefix("#"), !target.contains(":"), !target.hasPrefix("<") else { continue }
                    let file = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? target
                    let base = root.appendingPathComponent(page).deletingLastPathComponent()
                    if !FileManager.default.fileExists(atPath: base.appendingPathComponent(file).standardizedFileURL.path) {
                        broken.append("\(page): \(target)")
                    }
                }
            }
        }
        #expect(broken.isEmpty, "links to nothing: \(broken.joined(separator: ", "))")
    }
}
