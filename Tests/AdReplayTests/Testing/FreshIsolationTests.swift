import AdReplay
import AdReplayTesting
import Foundation
import Testing
import TinyNetwork

/// The helpers replay each fixture in a child process of its own: three sessions of
/// `TinyCachingAdapter` (which keeps the first placement it is given in a `static`), recorded
/// each alone with its own slot. In one process, every fixture after the first would ask for the
/// first one's slot. (Not run under `ADREPLAY_ISOLATION=shared` or `off`, which replay in one.)
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ADREPLAY_ISOLATION"] == nil))
struct FreshIsolationTests {
    static let folder = packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/static-state").path

    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.tiny
        registry.register(TinyCachingAdapter.self, formats: [.banner])
        return registry
    }

    /// Every case passes: each is replayed in a child that replayed nothing before it.
    @Test(arguments: FixtureFile.all(in: "../Resources/static-state"))
    func expectReplays_givesEachFixtureAFreshProcess(_ fixture: FixtureFile) {
        expectReplays(fixture, registry: Self.registry)
    }

    /// The children all pass; the results `replayAll` returns come from replaying again in this
    /// process, one after another, where the second and third ask for the first one's slot: those
    /// fail, saying that the result depends on the fixtures before it, not as plain differences.
    @Test func replayAll_saysWhenTheTestProcessDisagreesWithAFreshOne() throws {
        let results = try Cassette.replayAll(in: Self.folder, registry: Self.registry, jobs: 1)
        #expect(results.map(\.name) == ["slot-a", "slot-b", "slot-c"])
        #expect(results.map(\.passed) == [true, false, false])
        for result in results.dropFirst() {
            let message = result.failureMessage ?? ""
            #expect(
                message.contains("replayed alone in a fresh process it passes, in the test process after other fixtures it fails ("),
                "\(message)")
            #expect(
                message.contains(
                    "the adapter keeps state from one session to the next (a static, a singleton, a cache), so its result depends on the fixtures before it"
                ),
                "\(message)")
        }
    }
}
