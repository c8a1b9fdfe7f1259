import Foundation
import Testing

/// `adreplay inspect`: a readable timeline, or the canonical JSON byte for byte.
@Suite struct InspectCommandTests {
    @Test func inspect_printsTheTimeline() throws {
        let run = try AdReplayCLI.run("inspect recordings/banner/failure-no-inventory.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdout == """
            fixture failure-no-inventory (recordings/banner/failure-no-inventory.fixture.gz)
              format banner, adapter SampleCustomEvent
              parameter "sample-ad-unit", test request no
              ad size 320×50
              recorded with answer failure noInventory (3); SDK 1.0.0, adapter 1.0.0, tool 0.1.0
            script: load; +1000 tap
            network:
                    0 ms  banner, adUnit: "sample-ad-unit" → failure noInventory (3)
            sdk callbacks:
                    0 ms  banner:didFailToLoadAdWithErrorCode: 3
            host events:
                    0 ms  loadCompleted error com.google.customevent.samplenetwork 101 "Sample SDK returned an ad load failure callback with error code: 3"
            sdk effects:
                    0 ms  log "Fetching ad"
                    0 ms  log "Done fetching ad"

            """)
    }

    @Test func inspect_rewardedFill_showsEachSeamInOrder() throws {
        let run = try AdReplayCLI.run("inspect recordings/rewarded/fill.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let lines = run.stdoutLines
        #expect(Array(lines.prefix(4)) == [
            "fixture fill (recordings/rewarded/fill.fixture.gz)",
            "  format rewarded, adapter SampleCustomEvent",
            "  parameter \"sample-ad-unit\", test request no",
            "  recorded with answer fill; SDK 1.0.0, adapter 1.0.0, tool 0.1.0",
        ])
        #expect(lines.contains("script: load; +1000 present; +10500 tap; +500 close"))
        #expect(lines.contains("        0 ms  rewarded, adUnit: \"sample-ad-unit\" → fill"))
        #expect(lines.contains("    11000 ms  rewardedAd:userDidEarnReward: 5"), "\(run)")
        #expect(lines.contains("    11000 ms  didRewardUser"), "\(run)")
        #expect(lines.contains("    12000 ms  didDismissFullScreenView"), "\(run)")
        let sections = lines.filter { !$0.hasPrefix(" ") }
        #expect(sections == ["fixture fill (recordings/rewarded/fill.fixture.gz)", "script: load; +1000 present; +10500 tap; +500 close",
                             "network:", "sdk callbacks:", "host events:", "sdk effects:"])
    }

    @Test func inspect_customNative_showsTheHostAdServer() throws {
        let run = try AdReplayCLI.run("inspect recordings/customNative/direct-no-video.fixture.gz")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\n  format customNative, adapter none (host ad server)\n"), "\(run)")
        #expect(run.stdout.contains("\n  custom native formats 10063170; installed apps: none\n"), "\(run)")
        #expect(run.stdout.contains(" ms  host ad server /21775744923/example/native → fill 10063170"), "\(run)")
    }

    @Test(arguments: ["rewarded/fill", "banner/failure-no-inventory", "native/content-video-yes-images",
                      "customNative/click-custom-handler", "nativeSelfTracking/host-does-not-forward"])
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
