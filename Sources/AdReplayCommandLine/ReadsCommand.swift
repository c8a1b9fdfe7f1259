import AdReplay
import AdReplayIsolation
import ArgumentParser
import Foundation

/// `reads`: what each adapter read of its configuration and GMA's global state across a corpus,
/// and so which of those members the corpus never varies.
struct ReadsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reads",
        abstract: "List what each adapter read of its configuration across fixtures, and the values the fixtures covered.",
        discussion: """
            Each fixture is replayed against its recorded answers, in a child process, while the host notes every \
            member of GMA's configuration and global state the adapter reads (adSize, credentials, isTestRequest, \
            bidResponse, watermark, extras, childDirectedTreatment, requestConfiguration's tags and rating, \
            MobileAds' muted and volume). Per adapter, one line per member read: the values read, in how many \
            fixtures ("320×50 only": every fixture asked for that size; "never set": the app never set it); then \
            the members read but never varied and those never read. Custom native fixtures have no adapter and \
            are left out, and so are legacy custom events (nativeLegacy, nativeSelfTracking), whose server \
            parameter and request arrive as arguments the host does not note. `variants --configurations \
            FIXTURE` records the values a corpus leaves out.
            Exit status: 0 listed; 2 bad usage, unreadable input, or a session that could not run.
            """
    )

    @Argument(help: "Fixture files or folders (searched recursively for *.fixture.gz).")
    var paths: [String]

    func run() throws {
        let tool = CommandLineTool.current
        let files = try fixtureFiles(in: paths, toDo: "list")
        var corpus = CorpusReads()
        var problems: [String] = []
        var read = 0, legacy = 0
        for file in files {
            let fixture: Fixture
            do {
                fixture = try FixtureStore.read(file, networks: tool.registry.networks)
            } catch {
                problems.append(error.description)
                continue
            }
            guard let adapter = fixture.scenario.adapterClassName else { continue }
            if fixture.scenario.format.profile.api == .legacyCustomEvent {
                legacy += 1
                continue
            }
            do {
                corpus.add(try ReadSessionCommand.reads(of: file), adapter: adapter)
                read += 1
            } catch let failure as CommandFailure {
                problems.append(failure.message)
            }
        }
        for line in corpus.lines { print(line) }
        let left = files.count - read - legacy - problems.count
        print(
            "\(CorpusReads.count(read, "fixture")) read"
                + (left > 0 ? ", \(left) without an adapter (custom native)" : "")
                + (legacy > 0 ? ", \(legacy) of legacy custom events (not noted)" : "")
                + (problems.isEmpty ? "" : ", \(problems.count) could not be")
        )
        if corpus.adapters.values.contains(where: { !$0.neverVaried.isEmpty }) {
            print("Record what they leave out: \(tool.name) variants --configurations FIXTURE --out DIR")
        }
        for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
        if !problems.isEmpty { throw Failure(message: "", code: 2) }
    }
}
