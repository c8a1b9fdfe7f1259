import Foundation
import Testing

@testable import AdReplay

/// Issue 36's hostile round: an `--upstream` URL with a password or query keys stores and prints
/// none of them; `replay --update` publishes only over the very file it read.
@Suite struct LiveRecordingSafetyTests {
    @Test func upstream_isKeptAsSchemeHostAndPortOnly() throws {
        let day = try #require(CalendarDay("2026-10-15"))
        #expect(
            Fixture.Live(recordedOn: day, upstream: "HTTPS://user:hunter2@Ads.Example.com:8443/openrtb?key=abc#x").upstream
                == "https://ads.example.com:8443")
        #expect(Fixture.Live(recordedOn: day, upstream: "http://[::1]:9090/path").upstream == "http://[::1]:9090")
        #expect(Fixture.Live(recordedOn: day, upstream: "https://ads.example.com").upstream == "https://ads.example.com")

        var fixture = try committedFixture("banner/fill")
        fixture.environment.live = Fixture.Live(recordedOn: day, upstream: "https://u:secret-password@ads.example.com/?token=t0k3n")
        let json = String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
        #expect(!json.contains("secret-password") && !json.contains("t0k3n"))
        #expect(json.contains(#""upstream": "https://ads.example.com""#))
    }

    private func temporaryPath() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("update-race-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/fill.fixture.gz"
    }

    /// The lost update: the file replaced (or edited in place) between the read and the write keeps
    /// what the other process wrote, and the write says why.
    @Test func update_publishesOnlyOverTheFileItRead() throws {
        let fixture = try committedFixture("banner/fill")
        var other = fixture
        other.name = "written by another process"
        let path = temporaryPath()
        try FixtureStore.write(fixture, to: path, overwrite: false)

        // Replaced by another file (a rename over it).
        let identity = FilePublisher.identity(of: path)
        try FixtureStore.write(other, to: path, overwrite: true)
        #expect(
            throws: FixtureError(
                path: path,
                problem: .unwritable(
                    "it changed while it was being replayed (another process replaced or edited it), so the update was not written over it; replay it again"
                ))
        ) {
            try FixtureStore.write(fixture, to: path, overwrite: true, replacing: identity)
        }
        #expect(try FixtureStore.read(path, networks: Registry.sample.networks).name == "written by another process")

        // Edited in place (same inode, other bytes).
        let second = FilePublisher.identity(of: path)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        #expect(throws: FixtureError.self) { try FixtureStore.write(fixture, to: path, overwrite: true, replacing: second) }

        // Unchanged: the update is written.
        try FixtureStore.write(other, to: path, overwrite: true)
        let third = FilePublisher.identity(of: path)
        try FixtureStore.write(fixture, to: path, overwrite: true, replacing: third)
        #expect(try FixtureStore.read(path, networks: Registry.sample.networks).name == fixture.name)
    }
}
