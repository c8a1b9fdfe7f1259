import AdReplay
import ArgumentParser

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a fixture as a readable timeline, or as its canonical JSON.",
        discussion: "Exit status: 0 printed; 2 unreadable input."
    )

    @Argument(help: "The fixture file.")
    var file: String

    @Flag(help: "Print the canonical JSON instead (what the fixture holds, byte for byte once inflated).")
    var json = false

    func run() throws {
        let fixture = try readFixture(file)
        if json {
            let bytes = try FixtureCodec.json(fixture)
            print(String(decoding: bytes, as: UTF8.self), terminator: "")
        } else {
            print(FixtureTimeline.render(fixture, path: file))
        }
    }
}
