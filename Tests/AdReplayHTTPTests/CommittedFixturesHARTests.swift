import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayHTTP

/// Every committed HTTP fixture (the Osprey network's, recorded from the loopback ad server)
/// exports as a valid HAR 1.2 document, one entry per exchange: what `adreplay export --har` prints.
@Suite struct CommittedFixturesHARTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("OspreyAdapterTests/Fixtures")

    static var files: [String] {
        (try? FixtureStore.fixturePaths(in: [folder.path])) ?? []
    }

    @Test func thereAreCommittedHTTPFixtures() {
        #expect(Self.files.count >= 18)
    }

    @Test(arguments: files)
    func exportsAsValidHAR12(_ path: String) throws {
        // Without the plug-in: HAR export reads the stored form of any HTTP network.
        let fixture = try FixtureStore.read(path, networks: [])
        let har = try HARExport.document(fixture)

        #expect(HARChecker.problems(har) == [], "\(path)")
        guard case .array(let entries)? = har["log"]?["entries"] else {
            Issue.record("\(path): no entries")
            return
        }
        let exchanges = fixture.timeline.filter { $0.text.hasPrefix("osprey request ") }.count
        #expect(entries.count == exchanges, "\(path)")
        #expect(entries.first?["request"]?["url"] == "https://ads.osprey.example/openrtb2/auction", "\(path)")
        // What the command prints, built an entry at a time, is the document's compact bytes.
        #expect(try HARExport.compactBytes(fixture) == har.compactBytes(), "\(path)")
    }
}
