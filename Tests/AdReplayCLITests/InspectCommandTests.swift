import Foundation
import Testing

/// `adreplay inspect`: a readable timeline, or the canonical JSON byte for byte.
@Suite struct InspectCommandTests {
    @Test func inspect_printsTheTimeline() throws {
        let run = try AdReplayCLI.run("inspect recordings/banner/failure-no-inventory.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                fixture failure-no-inventory (recordings/banner/failure-no-inventory.fixture.gz)
                  format banner, adapter SampleCustomEvent
                  parameter "sample-ad-unit", test request no
                  ad size 320×50
                  recorded with answer failure noInventory (3); SDK 1.0.0, adapter 1.0.0, tool 0.1.0
                script: load; +1000 tap
                timeline:
                  #0       0 ms  do load
                  #1       0 ms  sample effect log "Fetching ad"
                  #2       0 ms  sample request banner, adUnit: "sample-ad-unit" → failure noInventory (3)
                  #3       0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3
                  #4       0 ms  host loadCompleted error com.google.customevent.samplenetwork 101 "Sample SDK returned an ad load failure callback with error code: 3"
                  #5       0 ms  sample effect log "Done fetching ad"
                  #6    1000 ms  do tap

                """)
    }

    @Test func inspect_rewardedFill_showsOneTimelineInOrder() throws {
        let run = try AdReplayCLI.run("inspect recordings/rewarded/fill.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let lines = run.stdoutLines
        #expect(
            Array(lines.prefix(4)) == [
                "fixture fill (recordings/rewarded/fill.fixture.gz)",
                "  format rewarded, adapter SampleCustomEvent",
                "  parameter \"sample-ad-unit\", test request no",
                "  recorded with answer fill; SDK 1.0.0, adapter 1.0.0, tool 0.1.0",
            ])
        // Cause and effect within one millisecond, in the order they happened.
        let reward = lines.filter { $0.contains("11000 ms") }
        #expect(
            reward == [
                #"  #18   11000 ms  sample effect SampleRewardedAdController text "0""#,
                "  #19   11000 ms  sample effect SampleRewardedAdController shows its close button",
                #"  #20   11000 ms  sample effect SampleRewardedAdController text "Rewarded with reward amount 5""#,
                "  #21   11000 ms  sample callback rewardedAd:userDidEarnReward: 5",
                "  #22   11000 ms  host didRewardUser",
            ], "\(run)")
        let sections = lines.filter { !$0.hasPrefix(" ") }
        #expect(
            sections == [
                "fixture fill (recordings/rewarded/fill.fixture.gz)", "script: load; +1000 present; +10500 tap; +500 close",
                "timeline:",
            ])
    }

    @Test func inspect_customNative_showsTheHostAdServer() throws {
        let run = try AdReplayCLI.run("inspect recordings/customNative/direct-no-video.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\n  format customNative, adapter none (host ad server)\n"), "\(run)")
        #expect(run.stdout.contains("\n  custom native formats 10063170; installed apps: none\n"), "\(run)")
        #expect(run.stdout.contains(" ms  hostAdServer request /21775744923/example/native → fill 10063170"), "\(run)")
    }

    // MARK: Sequence diagrams

    @Test func inspectMermaid_banner_isASequenceDiagramWordForWord() throws {
        let run = try AdReplayCLI.run("inspect --mermaid recordings/banner/fill.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
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

                """)
    }

    @Test func inspectMermaid_customNative_hasNoAdapter() throws {
        let run = try AdReplayCLI.run("inspect --mermaid recordings/customNative/click-deep-link.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(
            Array(run.stdoutLines.prefix(8)) == [
                "sequenceDiagram",
                "    participant App as App / user",
                "    participant Host as Host (Google Mobile Ads)",
                "    participant AdServer as Host ad server",
                "    Note over App,AdServer: 0 ms",
                "    App->>Host: load",
                "    Host->>AdServer: request /21775744923/example/native",
                "    AdServer-->>Host: fill 10063170",
            ])
    }

    // MARK: git's textconv

    @Test func inspectTextconv_isTheTimelineWithoutThePath() throws {
        let run = try AdReplayCLI.run("inspect --textconv recordings/banner/failure-no-inventory.fixture.gz")
        #expect(run.status == 0, "\(run)")
        let plain = try AdReplayCLI.run("inspect recordings/banner/failure-no-inventory.fixture.gz")
        #expect(run.stdout == plain.stdout.replacingOccurrences(of: " (recordings/banner/failure-no-inventory.fixture.gz)", with: ""))
    }

    @Test(arguments: BrokenFixture.allCases)
    func inspectTextconv_neverFails(_ broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try broken.write(to: "bad.fixture.gz", in: scratch)
        let run = try scratch.run("inspect --textconv bad.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(!run.stdout.contains("bad.fixture.gz"))
    }

    @Test func inspectTextconv_showsAnUnreadableFixtureAsItsJSON() throws {
        let scratch = try Scratch()
        try scratch.writeGzip(#"{"schema": 1, "name": "odd"}"# + "\n", to: "odd.fixture.gz")
        let run = try scratch.run("inspect --textconv odd.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == #"{"schema": 1, "name": "odd"}"# + "\n")
    }

    @Test(arguments: [
        "rewarded/fill", "banner/failure-no-inventory", "native/content-video-yes-images",
        "customNative/click-custom-handler", "nativeSelfTracking/host-does-not-forward",
    ])
    func inspectJSON_isTheInflatedFileByteForByte(_ name: String) throws {
        let path = "recordings/\(name).fixture.gz"
        let run = try AdReplayCLI.runRaw(try AdReplayCLI.located.get(), ["inspect", "--json", path], in: AdReplayCLI.packageRoot)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let inflated = try SystemGzip.decompress(AdReplayCLI.packageRoot.appendingPathComponent(path))
        #expect(run.stdout == inflated)
    }

    @Test(arguments: BrokenFixture.allCases)
    func inspect_unreadableFixture_exitsTwoNamingTheFile(_ broken: BrokenFixture) throws {
        let scratch = try Scratch()
        try broken.write(to: "bad.fixture.gz", in: scratch)
        for arguments in [["inspect", "bad.fixture.gz"], ["inspect", "--json", "bad.fixture.gz"]] {
            let run = try scratch.run(arguments)
            #expect(run.exited, "\(run)")
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout == "")
            #expect(run.stderr == "bad.fixture.gz: \(broken.complaint)\n")
        }
    }

    @Test func inspect_missingFile_exitsTwoNamingIt() throws {
        let scratch = try Scratch()
        let run = try scratch.run("inspect missing.fixture.gz")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "missing.fixture.gz: cannot be read (no such file).\n")
    }

    @Test func inspect_folder_exitsTwoNamingIt() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.file("folder"), withIntermediateDirectories: true)
        let run = try scratch.run("inspect folder")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "folder: cannot be read (it is a directory).\n")
    }
}
