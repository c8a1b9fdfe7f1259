import AdReplay
import Testing

/// The readable timeline `adreplay inspect` prints.
@Suite struct FixtureTimelineTests {
    @Test func banner_showsEverySeamWithTimes() throws {
        let text = FixtureTimeline.render(try committedFixture("banner/fill"), path: "recordings/banner/fill.fixture.gz")
        #expect(text == """
            fixture fill (recordings/banner/fill.fixture.gz)
              format banner, adapter SampleCustomEvent
              parameter "sample-ad-unit", test request no
              ad size 320×50
              recorded with answer fill; SDK 1.0.0, adapter 1.0.0, tool 0.1.0
            script: load; +1000 tap
            network:
                    0 ms  banner, adUnit: "sample-ad-unit" → fill
            sdk callbacks:
                    0 ms  bannerDidLoad:
                 1000 ms  bannerWillLeaveApplication:
            host events:
                    0 ms  loadCompleted ad banner 320×50 "Sample Text Ad "
                 1000 ms  reportClick
            sdk effects:
                    0 ms  log "Fetching ad"
                    0 ms  SampleBanner text "Sample Text Ad "
                    0 ms  log "Done fetching ad"
                 1000 ms  open https://www.google.com
            """)
    }

    @Test func customNative_namesTheHostAdServerAndTheDevice() throws {
        let text = FixtureTimeline.render(try committedFixture("customNative/click-deep-link"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.prefix(5) == [
            "fixture click-deep-link",
            "  format customNative, adapter none (host ad server)",
            #"  parameter "/21775744923/example/native", test request no"#,
            "  custom native formats 10063170; installed apps: examplestore",
            "  recorded with seeded(2); SDK 1.0.0, adapter -, tool 0.1.0",
        ])
        #expect(lines.contains("        0 ms  host ad server /21775744923/example/native → fill 10063170"))
        #expect(lines.contains(#"     1500 ms  customNative click MainImage via deepLink(url: "examplestore://product/10063170")"#))
    }

    @Test func native_showsLoaderOptions() throws {
        let text = FixtureTimeline.render(try committedFixture("native/multiple-images-adchoices-bottom-left"))
        #expect(text.contains("\n  loader options: multipleImages true, adChoices bottomLeft\n"))
        #expect(text.contains("\n  recorded with answer fill, video no, variant app; SDK 1.0.0, adapter 1.0.0, tool 0.1.0\n"))
    }

    @Test func missingParameter_saysSo() throws {
        let text = FixtureTimeline.render(try committedFixture("banner/missing-ad-unit"))
        #expect(text.contains("\n  parameter missing, test request no\n"))
    }

    @Test func largeTimes_stayAligned() throws {
        let text = FixtureTimeline.render(try committedFixture("rewarded/fill"))
        #expect(text.contains("\n        0 ms  loadCompleted ad full-screen\n"))
        #expect(text.contains("\n    11000 ms  didRewardUser\n"))
    }

    @Test(arguments: try FixtureStore.fixturePaths(in: [recordingsFolder.path]))
    func everyCommittedFixture_listsEveryEvent(path: String) throws {
        let fixture = try FixtureStore.read(path)
        let lines = FixtureTimeline.render(fixture, path: path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "fixture \(fixture.name) (\(path))")
        let events = fixture.network.count + fixture.sdkCallbacks.count + fixture.hostEvents.count + fixture.sdkEffects.count
        #expect(lines.filter { $0.hasPrefix("   ") && $0.contains(" ms  ") }.count == events)
    }
}
