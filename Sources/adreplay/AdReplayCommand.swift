import AdReplay
import ArgumentParser
import Foundation
import SampleCustomEvent
import SampleCustomEventSwift

/// `adreplay`: record, replay, inspect and diff ad-mediation fixtures.
@main
struct AdReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adreplay",
        abstract: "Record and replay ad-mediation adapter sessions as fixtures.",
        discussion: "Exit status: 0 success; 1 a replay or diff found differences or contract breaches; 2 bad usage or unreadable input.",
        version: ToolVersion.current,
        subcommands: [RecordCommand.self, ReplayCommand.self, InspectCommand.self, DiffCommand.self, MigrateCommand.self,
                      VariantsCommand.self, ExploreCommand.self, ReplayWorkerCommand.self, ExploreWorkerCommand.self]
    )

    /// The one funnel for errors and exit codes: ArgumentParser's own codes (64 for usage) become
    /// 2; our commands throw ``Failure`` with the design's codes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as Failure {
            if !failure.message.isEmpty { FileHandle.standardError.write(Data((failure.message + "\n").utf8)) }
            Foundation.exit(failure.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Ends the command with a message on stderr and an exit status.
struct Failure: Error {
    var message: String
    var code: Int32

    /// Unreadable input or a refused write: exit 2.
    static func input(_ message: String) -> Failure { Failure(message: message, code: 2) }
    /// Differences or breaches were found: exit 1 (the report is already printed).
    static let differences = Failure(message: "", code: 1)
}

extension AdapterRegistry {
    /// The adapters this tool knows by name: the Objective-C sample family, and Google's Swift
    /// port of it (to replay the first family's fixtures against with `--adapter`).
    static var bundled: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(SampleCustomEvent.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self)
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self)
        registry.register(SampleCustomEventSwift.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self)
        return registry
    }
}
