import AdReplay
import AdReplaySample
import Foundation
import NeutralUI
import Testing

/// Exploration on adapters broken on purpose (Support/BrokenAdapters.swift): each bug is found
/// within the default budget, shrunk to a few steps, written as a fixture that replays with the
/// breach as a note, and found the same way for the same seed. The trap, which needs a child
/// process, is tested through the `adreplay explore` command (ExploreCommandTests).
@Suite struct ExplorerTests {
    let explorer = Explorer(run: Explorer.inProcess(BrokenAdapters.registry))

    static func template(_ format: Scenario.Format, _ adapter: String?) -> Scenario {
        Scenario(
            format: format, adapterClassName: adapter,
            parameter: format == .customNative ? "/21775744923/example/native" : "sample-ad-unit",
            adSize: format == .banner ? Size(width: 320, height: 50) : nil,
            customNative: format == .customNative ? Scenario.CustomNativeSettings() : nil, script: [])
    }

    /// Explores `adapter`, checks the one finding is `rule`, shrunk, deterministic and written
    /// as a fixture whose replay notes the breach; returns the finding's one-line form.
    func explore(_ format: Scenario.Format, _ adapter: String, finds rule: String) throws -> String? {
        let template = Self.template(format, adapter)
        let findings = explorer.explore(template, runs: Explorer.defaultRuns, seed: 0)
        #expect(findings.map(\.failure.key.bug) == [rule])
        guard let finding = findings.first else { return nil }
        #expect(finding.session.scenario.script.count <= 3)
        #expect(explorer.explore(template, runs: Explorer.defaultRuns, seed: 0) == findings)
        try withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("\(finding.failure.key.slug).fixture.gz").path
            let fixture = try #require(try Explorer.fixture(for: finding, name: "found", registry: BrokenAdapters.registry))
            try FixtureStore.write(fixture, to: path, overwrite: false)
            // The fixture is a bug report: it fails, saying the bug is still there.
            let result = try Replayer(registry: BrokenAdapters.registry).replay(path: path)
            guard case .reproduces(let bug) = result.status else {
                Issue.record("\(result.status)")
                return
            }
            #expect(bug.contains(rule), "\(bug)")
        }
        return
            "\(finding.failure.key): \(Script.render(finding.session.scenario.script)), \(finding.session.network.describe(SamplePlugin()))"
    }

    @Test func explore_findsDoubleCompletion() throws {
        let found = try explore(.banner, "DoubleCompletionAdapter", finds: "load completes exactly once")
        #expect(found == "load completes exactly once (ad 1): load, answer fill")
    }

    @Test func explore_findsAnEventAfterAFailedLoad() throws {
        let found = try explore(.nativeLegacy, "EventAfterFailedLoadAdapter", finds: "no host event after a failed load")
        #expect(found == "no host event after a failed load (ad 2): load; load, answer failure noInventory (3)")
    }

    @Test func explore_findsAMissingWillDismiss() throws {
        let found = try explore(.interstitial, "NoWillDismissAdapter", finds: "will-dismiss before did-dismiss")
        #expect(found == "will-dismiss before did-dismiss (ad 1): load; present; +468 close, answer fill")
    }

    @Test func explore_findsNothingOnTheSampleAdapters() {
        let explorer = Explorer(run: Explorer.inProcess(Registry.sample))
        for format in Scenario.Format.allCases {
            let adapter = Scenario.sample(format).adapterClassName
            let findings = explorer.explore(Self.template(format, adapter), runs: Explorer.defaultRuns, seed: 0)
            #expect(findings.map(\.summary) == [], "\(format)")
        }
    }

    @Test func crashSentence_namesTheSite() {
        let failure = Explorer.Failure.crash(
            sentence:
                "crashed at SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while unwrapping an Optional value"
        )
        #expect(
            failure.key
                == .crash(
                    site: CrashSite(
                        place: "SampleMediatedNativeAdSwift.swift:49", message: "Unexpectedly found nil while unwrapping an Optional value")
                ))
        #expect(failure.key.slug == "crash-SampleMediatedNativeAdSwift.swift-49")
        #expect(Explorer.Failure.crash(sentence: "crashed (signal 4)").key == .crash(site: .unknown))
    }
}
