import AdReplay
import AdReplayReports
import AdReplaySample
import Foundation
import Testing

/// The readable timeline `adreplay inspect` prints.
@Suite struct FixtureTimelineTests {
    @Test func banner_showsOneNumberedTimeline() throws {
        let text = FixtureTimeline.render(try committedFixture("banner/fill"), path: "recordings/banner/fill.fixture.gz")
        #expect(
            text == """
                fixture fill (recordings/banner/fill.fixture.gz)
                  format banner, adapter SampleCustomEvent
                  parameter "sample-ad-unit", test request no
                  ad size 320×50
                  recorded with answer fill; SDK 1.0.0, adapter 1.0.0, tool 0.1.0
                script: load; +1000 tap
                timeline:
                  #0        0 ms  do load
                  #1        0 ms  sample effect log "Fetching ad"
                  #2        0 ms  sample request banner, adUnit: "sample-ad-unit" → fill
                  #3        0 ms  sample effect SampleBanner text "Sample Text Ad "
                  #4        0 ms  sample callback bannerDidLoad:
                  #5        0 ms  host loadCompleted ad banner 320×50 "Sample Text Ad "
                  #6        0 ms  sample effect log "Done fetching ad"
                  #7     1000 ms  do tap
                  #8     1000 ms  sample effect open https://www.google.com
                  #9     1000 ms  sample callback bannerWillLeaveApplication:
                  #10    1000 ms  host reportClick
                """)
    }

    @Test func customNative_namesTheHostAdServerAndTheDevice() throws {
        let text = FixtureTimeline.render(try committedFixture("customNative/click-deep-link"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(5) == [
                "fixture click-deep-link",
                "  format customNative, adapter none (host ad server)",
                #"  parameter "/21775744923/example/native", test request no"#,
                "  custom native formats 10063170; installed apps: examplestore",
                "  recorded with seeded(2); SDK 1.0.0, adapter -, tool 0.1.0",
            ])
        #expect(lines.contains("  #1       0 ms  hostAdServer request /21775744923/example/native → fill 10063170"))
        #expect(lines.contains(#"  #7    1500 ms  host customNative click MainImage via deepLink(url: "examplestore://product/10063170")"#))
    }

    @Test func schema1Fixture_saysItsOrderIsInferred() throws {
        let fixture = try FixtureStore.read(
            FixtureSchemaTests.schemas.appendingPathComponent("schema-1.fixture.gz").path, networks: Registry.sample.networks)
        #expect(
            FixtureTimeline.render(fixture).contains(
                "\n  read from schema 1: the order across seams within a millisecond is inferred; migrate it (the migrate command)\n"))
    }

    @Test func native_showsLoaderOptions() throws {
        let text = FixtureTimeline.render(try committedFixture("native/multiple-images-adchoices-bottom-left"))
        #expect(text.contains("\n  loader options: multipleImages true, adChoices bottomLeft\n"))
        #expect(
            text.contains(
                "\n  recorded with answer fill, video no (AdReplay's variant: Google's Sample SDK always attaches video), variant app; SDK 1.0.0, adapter 1.0.0, tool 0.1.0\n"
            ))
    }

    @Test func missingParameter_saysSo() throws {
        let text = FixtureTimeline.render(try committedFixture("banner/missing-ad-unit"))
        #expect(text.contains("\n  parameter missing, test request no\n"))
    }

    @Test func largeTimes_stayAligned() throws {
        let text = FixtureTimeline.render(try committedFixture("rewarded/fill"))
        #expect(text.contains("\n  #3        0 ms  host loadCompleted ad full-screen\n"))
        #expect(text.contains("\n  #22   11000 ms  host didRewardUser\n"))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func everyCommittedFixture_listsEveryEvent(path: String) throws {
        let fixture = try FixtureStore.read(path, networks: Registry.sample.networks)
        let lines = FixtureTimeline.render(fixture, path: path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "fixture \(fixture.name) (\(path))")
        let rows = lines.filter { $0.hasPrefix("  #") && $0.contains(" ms  ") }
        #expect(rows.count == fixture.timeline.count)
        #expect(
            rows
                == fixture.timeline.enumerated().map { index, entry in
                    let number = "#\(index)".padding(toLength: String(fixture.timeline.count - 1).count + 1, withPad: " ", startingAt: 0)
                    let time = String(entry.at)
                    return "  \(number) " + String(repeating: " ", count: 7 - time.count) + "\(time) ms  \(entry.text)"
                })
    }
}
