import Testing

@testable import AdReplay
@testable import AdReplayReports

/// The Markdown report is bounded: each fixture's diff and diagrams, and the whole report, are cut
/// where they pass their share, and the report says where; paths stay in one code span.
@Suite struct MarkdownReportLimitsTests {
    static func failing(_ index: Int, lines: Int) -> ReplayReportEntry {
        let path = "f\(index).fixture.gz"
        let body = (1...lines).map { "line \($0)" }.joined(separator: "\n")
        var entry = ReplayReportEntry(
            path: path, status: .differed, headline: "first difference",
            message: "\(path): first difference\n\(body)")
        entry.diagrams = .init(recorded: "sequenceDiagram\n" + body, replayed: "sequenceDiagram")
        return entry
    }

    static let small: MarkdownReport.Limits = {
        var limits = MarkdownReport.Limits()
        limits.diffBytes = 160
        limits.diagramBytes = 150
        limits.reportBytes = 2_000
        return limits
    }()

    @Test func aLongDiffAndDiagram_areCut_sayingHowMuch() {
        let report = MarkdownReport.markdown([Self.failing(1, lines: 40)], limits: Self.small)
        #expect(
            report == """
                # adreplay replay

                **1 fixture: 0 passed, 1 differed**

                ## ❌ `f1.fixture.gz`

                `first difference`

                ```diff
                line 1
                line 2
                line 3
                line 4
                line 5
                line 6
                line 7
                line 8
                … 32 more lines cut (the report keeps 160 bytes of each)
                ```

                <details><summary>Sequence diagrams: recorded, then replayed</summary>

                Recorded:

                ```mermaid
                sequenceDiagram
                line 1
                line 2
                line 3
                line 4
                %% … 36 more lines cut (the report keeps 150 bytes of each)
                ```

                Replayed:

                ```mermaid
                sequenceDiagram
                ```

                </details>

                """)
    }

    @Test func manyFailingFixtures_stopAtTheReportsLimit_sayingHowManyWereCut() {
        let report = MarkdownReport.markdown((1...20).map { Self.failing($0, lines: 40) }, limits: Self.small)
        #expect(report.utf8.count <= Self.small.reportBytes)
        #expect(
            report.hasSuffix(
                "\n… 18 more fixtures that did not pass: cut, the report stops at 2000 bytes; the replay's own output lists every one.\n"))
        #expect(report.contains("**20 fixtures: 0 passed, 20 differed**"))
    }

    @Test func cuttingTwice_cutsOnce() {
        let limits = MarkdownReport.Limits.standard
        let diagrams = ReplayReportEntry.Diagrams(recorded: String(repeating: "x\n", count: 10_000), replayed: "y")
        let once = limits.capped(diagrams)
        #expect(once.recorded.utf8.count <= limits.diagramBytes)
        #expect(limits.capped(once) == once)
    }

    @Test func aPathWithBackticksAndMarkup_staysInOneCodeSpan() {
        let path = "a`b``<img src=x onerror=alert(1)>[x](http://e)@team\n# h.fixture.gz"
        let entry = ReplayReportEntry(
            path: path, status: .differed, headline: "first difference",
            message: "\(path): first difference")
        let report = MarkdownReport.markdown([entry])
        #expect(
            report.contains("## ❌ ```a`b``<img src=x onerror=alert(1)>[x](http://e)@team\\u{a}# h.fixture.gz```\n\n`first difference`\n"))
    }
}
