import Foundation
import NeutralUI
import Testing

@testable import AdReplay
@testable import AdReplayReports

/// `adreplay replay --markdown`: a report for a pull-request comment or a CI job summary.
@Suite struct MarkdownReportTests {
    private func replay(_ name: String, registry: AdapterRegistry = Registry.sample) throws -> ReplayResult {
        try Replayer(registry: registry).replay(path: "recordings/\(name).fixture.gz".relativeToPackage)
    }

    @Test func passingFixture_isOnlyCounted() throws {
        let report = MarkdownReport.markdown([try replay("banner/fill")])
        #expect(
            report == """
                # adreplay replay

                **1 fixture: 1 passed**

                """)
    }

    @Test func failingFixture_hasItsHeadlineDiffAndBothDiagrams() throws {
        var registry = Registry.sample
        registry.register(NoClickReportBannerAdapter.self, as: "SampleCustomEvent")
        var failing = try replay("banner/fill", registry: registry)
        failing.path = "recordings/banner/fill.fixture.gz"
        var passing = try replay("banner/failure-no-inventory")
        passing.path = "recordings/banner/failure-no-inventory.fixture.gz"
        let report = MarkdownReport.markdown([passing, failing])
        #expect(
            report == #"""
                # adreplay replay

                **2 fixtures: 1 passed, 1 differed**

                ## ❌ `recordings/banner/fill.fixture.gz`

                `first difference at #10 (1000 ms): host reportClick at 1000 ms was recorded but not replayed`

                ```diff
                legend: - recorded   + replayed   ~ changed field
                  … (8 unchanged)
                     1000 ms  sample effect open https://www.google.com
                     1000 ms  sample callback bannerWillLeaveApplication:
                -    1000 ms  host reportClick
                contract breaches:
                  ad 1: the SDK's reports reach GMA (1000 ms): the SDK reported a click (sample callback bannerWillLeaveApplication:), and the adapter never told GMA (no reportClick)
                the replayed session breaks a mediation contract its recording did not: fix the adapter rather than accept it
                ```

                <details><summary>Sequence diagrams: recorded, then replayed</summary>

                Recorded:

                ```mermaid
                sequenceDiagram
                    participant App as App / user
                    participant Host as Host (Google Mobile Ads)
                    participant Adapter as SampleCustomEvent
                    participant SDK as Sample SDK
                    participant Network as Sample network
                    Note over App,Network: 0 ms
                    App->>Host: load
                    Note over SDK: log "Fetching ad"
                    SDK->>Network: request banner, adUnit: "sample-ad-unit"
                    Network-->>SDK: fill
                    Note over SDK: SampleBanner text "Sample Text Ad "
                    SDK->>Adapter: bannerDidLoad:
                    Adapter->>Host: loadCompleted ad banner 320×50 "Sample Text Ad "
                    Note over SDK: log "Done fetching ad"
                    Note over App,Network: 1000 ms
                    App->>Host: tap
                    Note over SDK: open https://www.google.com
                    SDK->>Adapter: bannerWillLeaveApplication:
                    Adapter->>Host: reportClick
                ```

                Replayed:

                ```mermaid
                sequenceDiagram
                    participant App as App / user
                    participant Host as Host (Google Mobile Ads)
                    participant Adapter as SampleCustomEvent
                    participant SDK as Sample SDK
                    participant Network as Sample network
                    Note over App,Network: 0 ms
                    App->>Host: load
                    Note over SDK: log "Fetching ad"
                    SDK->>Network: request banner, adUnit: "sample-ad-unit"
                    Network-->>SDK: fill
                    Note over SDK: SampleBanner text "Sample Text Ad "
                    SDK->>Adapter: bannerDidLoad:
                    Adapter->>Host: loadCompleted ad banner 320×50 "Sample Text Ad "
                    Note over SDK: log "Done fetching ad"
                    Note over App,Network: 1000 ms
                    App->>Host: tap
                    Note over SDK: open https://www.google.com
                    SDK->>Adapter: bannerWillLeaveApplication:
                ```

                </details>

                """#)
    }

    @Test func unreadableFixture_isListedWithItsSentence() {
        let error = FixtureError(path: "recordings/x.fixture.gz", problem: .gzip(.notGzip))
        #expect(
            MarkdownReport.markdown([], unreadable: [error]) == """
                # adreplay replay

                **1 fixture: 0 passed, 1 unreadable**

                ## ⚠️ `recordings/x.fixture.gz`

                `recordings/x.fixture.gz: is not gzip data; it is not a fixture AdReplay can read, re-record it.`

                """)
    }

    @Test func headlineFromAFixture_cannotBecomeMarkup() throws {
        var fixture = try committedFixture("banner/fill")
        let hostile = "</details><img src=x> @octocat [x](https://evil.example)"
        if let index = fixture.timeline.firstIndex(where: { $0.kind == "host loadCompleted" }) {
            fixture.timeline[index] = TimelineEntry(
                at: 0,
                .host(
                    .loadCompleted(
                        .ad(
                            .banner(
                                BannerSummary(
                                    size: Size(width: 320, height: 50), text: hostile))))))
        }
        let report = MarkdownReport.markdown([Replayer(registry: Registry.sample).replay(fixture, path: "x.fixture.gz")])
        #expect(
            report.contains(
                #"\#n`first difference at #5 (0 ms): host loadCompleted at 0 ms changed text: "\#(hostile)" → "Sample Text Ad "`\#n"#))
        #expect(!report.contains("\n</details><img"))
    }

    @Test func backticksInAPath_keepTheCodeSpanWhole() {
        #expect(MarkdownReport.code("a`b") == "``a`b``")
        #expect(MarkdownReport.code("`a") == "`` `a ``")
    }

    /// A session that talks to two networks draws each network's SDK and network apart, in the
    /// order the session meets them; one network keeps the plain `SDK` and `Network`.
    @Test func mermaid_twoNetworks_drawOneSDKAndNetworkEach() throws {
        var fixture = try committedFixture("banner/fill")
        let request = try #require(
            fixture.timeline.first { if case .sdk(let sdk) = $0.event { sdk.entry.role == .exchange } else { false } })
        guard case .sdk(let sdk) = request.event else { return }
        fixture.timeline.append(TimelineEntry(at: 2000, .sdk(SDKEntry(sdk: "other", sdk.entry))))
        let lines = SequenceDiagram.mermaid(fixture).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("participant") } == [
                "    participant App as App / user", "    participant Host as Host (Google Mobile Ads)",
                "    participant Adapter as SampleCustomEvent", "    participant SDK_1 as Sample SDK",
                "    participant Network_1 as Sample network", "    participant SDK_2 as Sample SDK",
                "    participant Network_2 as Sample network",
            ])
        #expect(lines.contains(#"    SDK_2->>Network_2: request banner, adUnit: "sample-ad-unit""#), "\(lines)")
    }

    @Test func mermaidText_escapesWhatMermaidReadsAsMarkup() {
        #expect(SequenceDiagram.escape("a;b#c<d>\ne\u{1B}") == "a#59;b#35;c#60;d#62; e?")
    }
}

private extension String {
    /// A path under the package root, for reading committed fixtures from any working directory.
    var relativeToPackage: String { packageRoot.appendingPathComponent(self).path }
}
