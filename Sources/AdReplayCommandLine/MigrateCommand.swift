import AdReplay
import ArgumentParser
import Foundation

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite fixtures of older schemas in the current schema, atomically.",
        discussion: """
            Schema-1 fixtures kept each seam apart and errors without their failure reason. Each is \
            replayed: when it replays green, the replay fills in the order across seams and the whole \
            errors; when it does not, it is rewritten still compared seam by seam, so its replay \
            result does not change either way.
            Exit status: 0 done; 2 unreadable input or a file that cannot be written.
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively for *.fixture.gz).")
    var paths: [String]

    func run() throws {
        let files = try fixtureFiles(in: paths, toDo: "migrate")
        let replayer = Replayer(registry: CommandLineTool.current.registry)
        var migrated = 0, current = 0
        var unreadable: [FixtureError] = []
        for path in files {
            // Shown as every output shows a path: a file name must not forge a line.
            let shown = path.escapingControlCharacters
            let fixture: Fixture
            do {
                fixture = try FixtureStore.read(path, networks: replayer.registry.networks)
            } catch {
                unreadable.append(error)
                print("ERROR \(shown)")
                continue
            }
            let migration = Migration.migrate(fixture, replayer: replayer)
            var message = ""
            switch migration.outcome {
            case .current:
                current += 1
                print("CURRENT \(shown)")
                continue
            case .confirmed:
                message = "MIGRATED \(shown): \(Self.storedSchema(path)) → 2, order across seams confirmed by replay"
            case .unconfirmed(let reason):
                // Already rewritten by an earlier run (schema 2, still per seam): nothing changes.
                let stored = FileManager.default.contents(atPath: path).map(Array.init)
                if let encoded = try? FixtureCodec.encode(migration.fixture), encoded == stored {
                    current += 1
                    print("CURRENT \(shown): still compared seam by seam because \(reason.escapingControlCharacters)")
                    continue
                }
                message =
                    "MIGRATED \(shown): \(Self.storedSchema(path)) → 2, still compared seam by seam because \(reason.escapingControlCharacters)"
            }
            do {
                try FixtureStore.write(migration.fixture, to: path, overwrite: true)
            } catch {
                throw Failure.input(error.description)
            }
            print(message)  // only once the file is written
            migrated += 1
        }
        var parts = ["\(migrated) migrated", "\(current) already current"]
        if !unreadable.isEmpty { parts.append("\(unreadable.count) unreadable") }
        print("\(files.count) fixture\(files.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))")
        for error in unreadable { FileHandle.standardError.write(Data((error.description + "\n").utf8)) }
        if !unreadable.isEmpty { throw Failure(message: "", code: 2) }
    }

    /// What the file at `path` was written in: `schema 1`, or `schema 2 (per seam)` for one an
    /// earlier migration could not confirm (read already, so within every limit).
    static func storedSchema(_ path: String) -> String {
        guard let bytes = try? FixtureStore.readBytes(path),
            let json = try? Gzip.decompress(bytes, limit: FixtureCodec.inflatedSizeLimit),
            let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
            let schema = object["schema"] as? Int
        else { return "schema 1" }
        return schema == 1 ? "schema 1" : "schema \(schema) (per seam)"
    }
}
