import AdReplay
import AdReplayHTTP
import AdReplayTesting
import Foundation
import KiteAdapter
import KitePlugin
import Testing

extension AdapterRegistry {
    /// The Kite network and its adapter.
    static var kite: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Kite>())
        registry.register(KiteMediationAdapter.self, formats: [.banner])
        return registry
    }
}

/// Every recorded Kite session replays against the adapter as it is now: one test per fixture.
@Suite struct KiteFixtureTests {
    @Test(arguments: FixtureFile.all(in: "Fixtures"))
    func replays(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: .kite)
    }

    /// What a fixture stores of the Kite exchanges: the app key as its placeholder, never in clear;
    /// and the HAR export has the same exchanges.
    @Test func aFill_storesTheKeyRedacted_andExportsAsHAR() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/banner/fill.fixture.gz")
            .path
        let fixture = try FixtureStore.read(path, networks: AdapterRegistry.kite.networks)
        let text = fixture.timeline.map(\.line).joined(separator: "\n")
        #expect(text.contains("POST https://ads.kite.example/v1/ad"), "\(text)")
        #expect(text.contains("GET https://t.kite.example/imp?p=home-top"), "\(text)")
        #expect(text.contains("GET https://t.kite.example/click?p=home-top"), "\(text)")
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(json.contains("{{kite_key}}"), "the key's placeholder is stored")
        #expect(!json.contains("kite-demo-7f3a9c"), "the key is never stored")
        let har = try HARExport.document(fixture, creator: .init(name: "kite-replay", version: "1.0.0"))
        #expect("\(har)".contains("ads.kite.example"))
    }

    /// The HTTP exchanges article (Sources/AdReplayHTTP/AdReplayHTTP.docc/HTTPExchanges.md) quotes the whole plug-in: the quote is the file.
    @Test func theDocs_quoteThePluginAsItIs() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let plugin = try String(contentsOf: package.appendingPathComponent("Sources/KitePlugin/Kite.swift"), encoding: .utf8)
        let docs = try String(
            contentsOf: package.appendingPathComponent("../../Sources/AdReplayHTTP/AdReplayHTTP.docc/HTTPExchanges.md").standardizedFileURL,
            encoding: .utf8)
        #expect(docs.contains("```swift\n// Examples/KiteAds/Sources/KitePlugin/Kite.swift\n" + plugin + "```\n"))
    }
}
