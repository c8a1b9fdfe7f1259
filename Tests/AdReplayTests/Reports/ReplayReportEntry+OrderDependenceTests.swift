import Testing

@testable import AdReplay
@testable import AdReplayReports

/// What a fixture that failed in a shared process says once it has been replayed again alone.
@Suite struct ReplayReportEntryOrderDependenceTests {
    static let headline = #"first difference at #1 (0 ms): tiny request banner changed slot: "b" → "a""#

    static var shared: ReplayReportEntry {
        var entry = ReplayReportEntry(
            path: "corpus/b.fixture.gz", status: .differed, format: .banner, headline: headline,
            message:
                "corpus/b.fixture.gz: \(headline)\nlegend: …\naccept the new behaviour with: adreplay replay --update corpus/b.fixture.gz")
        entry.firstDifference = .init(
            seam: "tiny", index: 1, time: 0, kind: "request", change: "changed", field: "slot", expected: "\"b\"", actual: "\"a\"")
        return entry
    }

    static var passedAlone: ReplayReportEntry { ReplayReportEntry(path: "corpus/b.fixture.gz", status: .passed, format: .banner) }

    @Test func passingAlone_afterOneFixture_dependsOnIt_andOffersNoUpdate() {
        let entry = ReplayReportEntry.replayedAlone(Self.shared, after: ["corpus/a.fixture.gz"], alone: Self.passedAlone)
        let after = "after corpus/a.fixture.gz in the same process: \(Self.headline)"
        #expect(entry.status == .dependsOnOrder(after))
        #expect(entry.status.name == "dependsOnOrder")
        #expect(entry.status.label == "DEPENDS")
        #expect(!entry.passed)
        #expect(
            entry.headline == "depends on the fixtures before it: passes alone in a fresh process, fails after them in the same process")
        #expect(
            entry.message == """
                corpus/b.fixture.gz: depends on the fixtures before it: passes alone in a fresh process, fails after them in the same process
                \(after)
                state an earlier fixture left in the process (an adapter's or SDK's static, singleton or cache) changed this session; an app that loads ads more than once meets it too: make each load start afresh rather than update the fixture
                """)
        // What it did after them stays, as fields, for a machine reader.
        #expect(entry.firstDifference == Self.shared.firstDifference)
        #expect(entry.format == .banner)
    }

    @Test func passingAlone_afterSeveralFixtures_countsThemAndNamesTheLast() {
        let entry = ReplayReportEntry.replayedAlone(
            Self.shared, after: ["corpus/a.fixture.gz", "corpus/line\nbreak.fixture.gz"], alone: Self.passedAlone)
        #expect(
            entry.status
                == .dependsOnOrder(#"after 2 fixtures in the same process (the last corpus/line\u{a}break.fixture.gz): "# + Self.headline))
    }

    @Test func failingAlone_tooIsTheFreshResult_withNoWordOfTheOrder() {
        let alone = ReplayReportEntry(
            path: "corpus/b.fixture.gz", status: .differed, format: .banner, headline: "first difference at #3 (100 ms): other",
            message: "corpus/b.fixture.gz: first difference at #3 (100 ms): other")
        #expect(ReplayReportEntry.replayedAlone(Self.shared, after: ["corpus/a.fixture.gz"], alone: alone) == alone)
    }

    /// The first fixture of its process had nothing before it: failing there and passing alone
    /// says its result varies, not that it depends on an order.
    @Test func passingAlone_withNothingBefore_keepsTheFailure_andSaysItVaries() {
        let entry = ReplayReportEntry.replayedAlone(Self.shared, after: [], alone: Self.passedAlone)
        #expect(entry.status == .differed)
        #expect(entry.message == Self.shared.message)
        #expect(entry.notes == ["replayed again alone in a fresh process, it passed: its result varies from one replay to the next"])
    }

    @Test func totals_countThem_andSayWhatTheyDependOn() {
        let one = ReplayReportEntry.replayedAlone(Self.shared, after: ["corpus/a.fixture.gz"], alone: Self.passedAlone)
        #expect(ReplayTotals([Self.passedAlone, one]).sentence == "2 fixtures: 1 passed, 1 depends on the fixtures before it")
        #expect(
            ReplayTotals([Self.passedAlone, one, one, Self.shared]).sentence
                == "4 fixtures: 1 passed, 1 differed, 2 depend on the fixtures before them")
    }
}
