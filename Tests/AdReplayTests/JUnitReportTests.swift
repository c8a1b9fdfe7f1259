import AdReplay
import Foundation
import Testing

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
        return Replayer(registry: AdapterRegistry()).replay(fixture, path: path)
    }

    private func isWellFormed(_ xml: String) -> Bool {
        XMLParser(data: Data(xml.utf8)).parse()
    }

    @Test func passingResult() throws {
        let xml = JUnitReport.xml([try passing()])
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="adreplay" tests="1" failures="0" errors="0">
              <testsuite name="adreplay replay" tests="1" failures="0" errors="0">
                <testcase classname="adreplay" name="recordings/banner/fill.fixture.gz"/>
              </testsuite>
            </testsuites>

            """)
        #expect(isWellFormed(xml))
    }

    @Test func failingResult() throws {
        let result = try failing(adapter: "GoneAdapter", path: "recordings/banner/gone.fixture.gz")
        let xml = JUnitReport.xml([try passing(), result])
        let message = "recordings/banner/gone.fixture.gz: could not be replayed: no adapter is registered as GoneAdapter (registered: none)"
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="adreplay" tests="2" failures="1" errors="0">
              <testsuite name="adreplay replay" tests="2" failures="1" errors="0">
                <testcase classname="adreplay" name="recordings/banner/fill.fixture.gz"/>
                <testcase classname="adreplay" name="recordings/banner/gone.fixture.gz">
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
        let headline = "recordings/banner/fill.fixture.gz: first difference in hostEvents #1 at 1000 ms: expected nothing, got reportClick"
        #expect(xml.contains(#"<failure message="\#(headline)">\#(headline)"#))
        #expect(xml.contains("legend: - recorded (expected)   + replayed (actual)\nhostEvents:\n"))
        #expect(xml.contains(#"+ 1000 ms  {&quot;reportClick&quot;:{}}"#))
        #expect(xml.contains("accept the new behaviour with: adreplay replay --update recordings/banner/fill.fixture.gz</failure>"))
        #expect(xml.contains(#"tests="1" failures="1" errors="0""#))
        #expect(isWellFormed(xml))
    }

    @Test func escapesMarkupInNamesAndMessages() throws {
        let result = try failing(adapter: #"Gone<&>"Adapter""#, path: #"recordings/a&b/<x>"y".fixture.gz"#)
        let xml = JUnitReport.xml([result])
        let path = "recordings/a&amp;b/&lt;x&gt;&quot;y&quot;.fixture.gz"
        let message = "\(path): could not be replayed: no adapter is registered as Gone&lt;&amp;&gt;&quot;Adapter&quot; (registered: none)"
        #expect(xml.contains(#"    <testcase classname="adreplay" name="\#(path)">"#))
        #expect(xml.contains(#"      <failure message="\#(message)">\#(message)</failure>"#))
        #expect(!xml.contains("Gone<"))
        #expect(isWellFormed(xml))
    }

    @Test func resultWithoutAPath_isNamedByItsFixture() throws {
        let result = replayer.replay(try committedFixture("banner/fill"))
        #expect(JUnitReport.xml([result]).contains(#"<testcase classname="adreplay" name="fill"/>"#))
    }

    @Test func unreadableFixtures_areErrors() throws {
        let error = FixtureError(path: "recordings/bad&.fixture.gz", problem: .gzip(.notGzip))
        let xml = JUnitReport.xml([try passing()], unreadable: [error])
        #expect(xml.contains(#"<testsuites name="adreplay" tests="2" failures="0" errors="1">"#))
        #expect(xml.contains("""
                <testcase classname="adreplay" name="recordings/bad&amp;.fixture.gz">
                  <error message="recordings/bad&amp;.fixture.gz: is not gzip data; it is not a fixture adreplay can read, re-record it."/>
                </testcase>
            """))
        #expect(isWellFormed(xml))
    }

    @Test func noResults() {
        #expect(JUnitReport.xml([]) == """
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
