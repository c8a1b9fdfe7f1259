import AdReplayTesting
import Foundation
import Testing

@testable import AdReplay
@testable import AdReplayReports

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Replay results as JUnit XML.
@Suite struct JUnitReportTests {
    private let replayer = Replayer(registry: Registry.sample)

    private func passing() throws -> ReplayResult {
        replayer.replay(try committedFixture("banner/fill"), path: "recordings/banner/fill.fixture.gz")
    }

    private func failing(adapter: String, path: String?) throws -> ReplayResult {
        var fixture = try committedFixture("banner/fill")
        fixture.scenario.adapterClassName = adapter
        return Replayer(registry: .withSampleNetwork).replay(fixture, path: path)
    }

    private func isWellFormed(_ xml: String) -> Bool {
        XMLParser(data: Data(xml.utf8)).parse()
    }

    @Test func passingResult() throws {
        let xml = JUnitReport.xml([try passing()])
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="adreplay" tests="1" failures="0" errors="0">
                  <testsuite name="adreplay replay" tests="1" failures="0" errors="0">
                    <testcase classname="banner" name="recordings/banner/fill.fixture.gz" time="0.000"/>
                  </testsuite>
                </testsuites>

                """)
        #expect(isWellFormed(xml))
    }

    @Test func failingResult() throws {
        let result = try failing(adapter: "GoneAdapter", path: "recordings/banner/gone.fixture.gz")
        let xml = JUnitReport.xml([try passing(), result])
        let message = "recordings/banner/gone.fixture.gz: could not be replayed: no adapter is registered as GoneAdapter (registered: none)"
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="adreplay" tests="2" failures="1" errors="0">
                  <testsuite name="adreplay replay" tests="2" failures="1" errors="0">
                    <testcase classname="banner" name="recordings/banner/fill.fixture.gz" time="0.000"/>
                    <testcase classname="banner" name="recordings/banner/gone.fixture.gz" time="0.000">
                      <failure message="\(message)">\(message)</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        #expect(isWellFormed(xml))
    }

    @Test func differingResult_putsTheHeadlineInTheMessageAndTheReportInTheBody() throws {
        var fixture = try committedFixture("banner/fill")
        fixture.removeLastHostEvent()
        let result = replayer.replay(fixture, path: "recordings/banner/fill.fixture.gz")
        let xml = JUnitReport.xml([result])
        let headline =
            "recordings/banner/fill.fixture.gz: first difference at #10 (1000 ms): host reportClick at 1000 ms was replayed but not recorded"
        #expect(xml.contains(#"<failure message="\#(headline)">\#(headline)"#))
        #expect(xml.contains("legend: - recorded   + replayed   ~ changed field\n"))
        #expect(xml.contains("\n+    1000 ms  host reportClick\n"))
        #expect(xml.contains("accept the new behaviour: run the tests again with ADREPLAY_RECORD=all</failure>"))
        #expect(xml.contains(#"tests="1" failures="1" errors="0""#))
        #expect(isWellFormed(xml))
    }

    @Test func escapesMarkupInNamesAndMessages() throws {
        let result = try failing(adapter: #"Gone<&>"Adapter""#, path: #"recordings/a&b/<x>"y".fixture.gz"#)
        let xml = JUnitReport.xml([result])
        let path = "recordings/a&amp;b/&lt;x&gt;&quot;y&quot;.fixture.gz"
        let message = "\(path): could not be replayed: no adapter is registered as Gone&lt;&amp;&gt;&quot;Adapter&quot; (registered: none)"
        #expect(xml.contains(#"    <testcase classname="banner" name="\#(path)" time="0.000">"#))
        #expect(xml.contains(#"      <failure message="\#(message)">\#(message)</failure>"#))
        #expect(!xml.contains("Gone<"))
        #expect(isWellFormed(xml))
    }

    @Test func resultWithoutAPath_isNamedByItsFixture() throws {
        let result = replayer.replay(try committedFixture("banner/fill"))
        #expect(JUnitReport.xml([result]).contains(#"<testcase classname="banner" name="fill" time="0.000"/>"#))
    }

    @Test func unreadableFixtures_areErrors() throws {
        let error = FixtureError(path: "recordings/bad&.fixture.gz", problem: .gzip(.notGzip))
        let xml = JUnitReport.xml([try passing()], unreadable: [error])
        #expect(xml.contains(#"<testsuites name="adreplay" tests="2" failures="0" errors="1">"#))
        #expect(
            xml.contains(
                """
                    <testcase classname="adreplay" name="recordings/bad&amp;.fixture.gz" time="0.000">
                      <error message="recordings/bad&amp;.fixture.gz: is not gzip data; it is not a fixture AdReplay can read, re-record it."/>
                    </testcase>
                """))
        #expect(isWellFormed(xml))
    }

    @Test func durations_becomeTimeAttributesInSeconds() throws {
        let xml = JUnitReport.xml([try passing()], durations: ["recordings/banner/fill.fixture.gz": .milliseconds(1234)])
        #expect(xml.contains(#"<testcase classname="banner" name="recordings/banner/fill.fixture.gz" time="1.234"/>"#))
    }

    @Test func controlCharacters_areNamedNotWritten() throws {
        let result = try failing(adapter: "Gone\u{1B}[31m\u{07}", path: "recordings/banner/x.fixture.gz")
        let xml = JUnitReport.xml([result])
        #expect(xml.contains(#"Gone\u{1b}[31m\u{7}"#))
        #expect(isWellFormed(xml))
    }

    @Test func classname_isAFormatFolderOrTheFixturesFormatOrTheTool() {
        #expect(JUnitReport.classname("recordings/banner/fill.fixture.gz", format: .banner, tool: "adreplay") == "banner")
        #expect(JUnitReport.classname("./fill.fixture.gz", format: .rewarded, tool: "adreplay") == "rewarded")
        #expect(JUnitReport.classname("/tmp/fill.fixture.gz", format: nil, tool: "pebble-replay") == "pebble-replay")
    }

    @Test func noResults() {
        #expect(
            JUnitReport.xml([]) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="adreplay" tests="0" failures="0" errors="0">
                  <testsuite name="adreplay replay" tests="0" failures="0" errors="0">
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func wholeCorpus_isWellFormed() throws {
        let results = try Cassette.replayAll(in: recordingsFolder.path, registry: Registry.sample)
        let xml = JUnitReport.xml(results)
        #expect(isWellFormed(xml))
        #expect(xml.contains(#"tests="\#(results.count)" failures="0" errors="0""#))
    }
}
