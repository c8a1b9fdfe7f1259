import AdReplay
import AdReplayReports
import ArgumentParser
import Foundation

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a fixture as a readable timeline, as its canonical JSON, or as a sequence diagram.",
        discussion: """
            --textconv is for git's diff driver (scripts/setup-git-diff): it never fails, prints no path, \
            and shows anything it cannot read as its raw text.
            Exit status: 0 printed; 2 unreadable input.
            """
    )

    @Argument(help: "The fixture file.")
    var file: String

    @Flag(help: "Print the canonical JSON instead (what the fixture holds, byte for byte once inflated).")
    var json = false

    @Flag(help: "Print a Mermaid sequence diagram of the session (paste it into Markdown between ```mermaid fences).")
    var mermaid = false

    @Flag(help: "For git's textconv: the timeline without the file's path; on any problem, the file's raw text, exit 0.")
    var textconv = false

    func validate() throws {
        if [json, mermaid, textconv].filter({ $0 }).count > 1 {
            throw ValidationError("--json, --mermaid and --textconv exclude each other.")
        }
    }

    func run() throws {
        if textconv {
            FileHandle.standardOutput.write(Data(TextConversion.text(ofFileAt: file).utf8))
            return
        }
        let fixture = try readFixture(file)
        if json {
            let bytes = try FixtureCodec.json(fixture)
            print(String(decoding: bytes, as: UTF8.self), terminator: "")
        } else if mermaid {
            print(SequenceDiagram.mermaid(fixture))
        } else {
            print(FixtureTimeline.render(fixture, path: file.escapingControlCharacters))
        }
    }
}

/// What git's diff shows for a fixture: its timeline when it can be read; otherwise what is
/// inside the gzip, or the file's bytes as they are — never an error, so `git log -p` never stops.
enum TextConversion {
    static func text(ofFileAt path: String) -> String {
        let bytes: [UInt8]
        do {
            bytes = try FixtureStore.readBytes(path)
        } catch {
            // Too large, not a regular file, unreadable: say so in one line rather than read it.
            // Without the path: git hands textconv a temporary file.
            let sentence = error.description
            return "(this file \(sentence.hasPrefix(path + ": ") ? String(sentence.dropFirst(path.count + 2)) : sentence))\n"
        }
        if let fixture = try? FixtureCodec.decode(bytes, path: path, networks: CommandLineTool.current.registry.networks) {
            return FixtureTimeline.render(fixture) + "\n"
        }
        if let inflated = try? Gzip.decompress(bytes, limit: FixtureCodec.inflatedSizeLimit) {
            return String(decoding: inflated, as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
