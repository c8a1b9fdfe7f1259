import AdReplay
import Foundation

/// The committed Osprey fixtures, beside this file.
enum OspreyFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        folder.appendingPathComponent("\(name).fixture.gz").path
    }

    static func read(_ name: String) throws -> Fixture {
        try FixtureStore.read(path(name), networks: AdapterRegistry.osprey.networks)
    }

    /// The committed fixture `name` with `replacement` made in its canonical JSON (once, and it must
    /// be there): a recording that says something else than the adapter does now.
    static func edited(_ name: String, replacing target: String, with replacement: String) throws -> Fixture {
        let json = String(decoding: try FixtureCodec.json(read(name)), as: UTF8.self)
        guard let range = json.range(of: target) else { throw Missing(text: target) }
        return try FixtureCodec.decodeJSON(
            Array(json.replacingCharacters(in: range, with: replacement).utf8),
            path: path(name), networks: AdapterRegistry.osprey.networks)
    }

    struct Missing: Error, CustomStringConvertible {
        var text: String
        var description: String { "the fixture holds no \(text)" }
    }
}
