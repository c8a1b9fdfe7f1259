import Foundation
import Testing

/// The environment is read before any command runs: a value out of its range is refused with one
/// sentence naming the variable and its range (exit 2), never a trap in the tool blamed on the
/// adapter, nor a default taken without a word.
@Suite struct EnvironmentValidationTests {
    /// `inf` and about 9.3e18 seconds trapped in the main-thread watch (`Int(seconds)`): every
    /// fixture read CRASH. `abc`, `0`, `-5`, `""` and `5s` were ignored (10 s used) without a word;
    /// a wait shorter than a tenth of a second would call every session's main thread stuck.
    @Test(arguments: ["inf", "9.3e18", "abc", "0", "-5", "", "5s", "nan", "86401", "1e-300", "0.05"])
    func mainThreadWait_outOfRange_isRefusedBeforeAnyCommand(value: String) throws {
        let run = try AdReplayCLI.run(
            ["replay", "recordings/banner/fill.fixture.gz"], environment: ["ADREPLAY_MAIN_THREAD_WAIT": value])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(
            run.stderr
                == "ADREPLAY_MAIN_THREAD_WAIT is \"\(value)\", not a number of seconds from 0.1 to 86400 (a day); "
                + "unset it for the default of 10.\n", "\(run)")
    }

    @Test(arguments: ["0.1", "0.5", "30", "86400"])
    func mainThreadWait_inRange_isTaken(value: String) throws {
        let run = try AdReplayCLI.run(
            ["replay", "recordings/banner/fill.fixture.gz"], environment: ["ADREPLAY_MAIN_THREAD_WAIT": value])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("PASS recordings/banner/fill.fixture.gz\n"), "\(run)")
    }
}

/// A refused `--upstream` was echoed whole, password and `api_key` included, into CI logs.
@Suite struct UpstreamRefusalTests {
    @Test(arguments: [
        ("ftp://reporter:hunter2@ads.example.com/v1?api_key=SECRETKEY", "--upstream ftp://ads.example.com… is not an http or https origin"),
        ("https://reporter:hunter2@/v1?api_key=SECRETKEY", "--upstream https://… is not an http or https origin"),
        ("api_key=SECRETKEY hunter2", "--upstream (a value that is not a URL, not shown: it may hold a secret) is not an http or https origin"),
    ])
    func malformedUpstream_isRefusedWithoutItsSecrets(upstream: String, sentence: String) throws {
        let run = try AdReplayCLI.run(["record", "--format", "banner", "--upstream", upstream, "--out", "never.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(sentence + ", e.g. https://ads.example.com."), "\(run)")
        #expect(!run.stderr.contains("SECRETKEY") && !run.stderr.contains("hunter2"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: AdReplayCLI.packageRoot.appendingPathComponent("never.fixture.gz").path))
    }
}
