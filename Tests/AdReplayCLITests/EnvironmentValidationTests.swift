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
        (
            "api_key=SECRETKEY hunter2",
            "--upstream (a value that is not a URL, not shown: it may hold a secret) is not an http or https origin"
        ),
    ])
    func malformedUpstream_isRefusedWithoutItsSecrets(upstream: String, sentence: String) throws {
        let run = try AdReplayCLI.run(["record", "--format", "banner", "--upstream", upstream, "--out", "never.fixture.gz"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(sentence + ", e.g. https://ads.example.com."), "\(run)")
        #expect(!run.stderr.contains("SECRETKEY") && !run.stderr.contains("hunter2"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: AdReplayCLI.packageRoot.appendingPathComponent("never.fixture.gz").path))
    }

    /// Hostile round 2: a port outside 1…65535 was tried, failed inside libcurl, and was written
    /// as the network's `failure badRequest` with exit 0.
    @Test(arguments: [("http://reporter:hunter2@host:99999/?api_key=SECRETKEY", 99999), ("https://host:0", 0)])
    func upstreamWithAPortOutOfRange_isRefused(upstream: String, port: Int) throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "banner", "--adapter", "OspreyMediationAdapter", "--script", "load", "--upstream", upstream, "--out",
            "never.fixture.gz",
        ])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("--upstream http") && run.stderr.contains("… names port \(port), not a port from 1 to 65535"), "\(run)")
        #expect(!run.stderr.contains("SECRETKEY") && !run.stderr.contains("hunter2"), "\(run)")
        #expect(!scratch.exists("never.fixture.gz"))
    }
}

/// Every environment input is checked before any command runs, not only by the command that
/// reads it: a value outside its range is one sentence naming the variable and the range, exit 2.
@Suite struct EnvironmentRangeTests {
    private let fixture = "recordings/banner/fill.fixture.gz"

    /// `0001-01-01` is written YYYY-MM-DD: the refusal must name the range it is outside of.
    /// Refused by `inspect` too, which never reads the day.
    @Test(arguments: ["0001-01-01", "1969-12-31", "10000-01-01", "2026-02-30", "24/11/2026", "today"])
    func today_outOfRange_namesTheRange(value: String) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: ["ADREPLAY_TODAY": value])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(
            run.stderr
                == "ADREPLAY_TODAY is \"\(value)\", not a day from 1970-01-01 to 9999-12-31 written YYYY-MM-DD; unset it for today's date (UTC).\n",
            "\(run)")
    }

    /// The test helpers' isolation: before, any value but `off` and `shared` was silently
    /// `fresh`. Refused at start-up with the helpers' own sentence.
    @Test(arguments: ["bogus", "isolated", "of", " off", "fresh;"])
    func isolation_outOfItsValues_isRefusedBeforeAnyCommand(value: String) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: ["ADREPLAY_ISOLATION": value])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(
            run.stderr == "ADREPLAY_ISOLATION is \"\(value)\", which is not an isolation; use fresh, shared or off.\n",
            "\(run)")
    }

    @Test(arguments: ["fresh", "shared", "off", "OFF", ""])
    func isolation_inItsValues_isTaken(value: String) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: ["ADREPLAY_ISOLATION": value])
        #expect(run.status == 0, "\(run)")
    }

    @Test(arguments: ["1970-01-01", "9999-12-31", ""])
    func today_inRange_isTaken(value: String) throws {
        let run = try AdReplayCLI.run(["status", fixture], environment: ["ADREPLAY_TODAY": value])
        #expect(run.status == 0, "\(run)")
    }

    @Test(arguments: [
        (
            ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"],
            "TEST_TOTAL_SHARDS is \"0\", not a whole number of shards, 1 or more (a sharding test runner sets it with TEST_SHARD_INDEX)."
        ),
        (
            ["TEST_TOTAL_SHARDS": "-2", "TEST_SHARD_INDEX": "0"],
            "TEST_TOTAL_SHARDS is \"-2\", not a whole number of shards, 1 or more (a sharding test runner sets it with TEST_SHARD_INDEX)."
        ),
        (
            ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"],
            "TEST_SHARD_INDEX is \"4\", not a whole number from 0 to 3 (TEST_TOTAL_SHARDS is 4; the index counts from 0)."
        ),
        (
            ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "-1"],
            "TEST_SHARD_INDEX is \"-1\", not a whole number from 0 to 3 (TEST_TOTAL_SHARDS is 4; the index counts from 0)."
        ),
        (
            ["TEST_TOTAL_SHARDS": "4"],
            "TEST_TOTAL_SHARDS is 4 but TEST_SHARD_INDEX is not set; a sharding test runner sets it too, from 0 to 3."
        ),
        (
            ["TEST_SHARD_INDEX": "1"],
            "TEST_SHARD_INDEX is \"1\" but TEST_TOTAL_SHARDS is not set; a sharding test runner sets both (the index from 0 to TEST_TOTAL_SHARDS − 1), or neither."
        ),
    ])
    func shardingVariables_outOfRange_areRefusedBeforeAnyCommand(environment: [String: String], sentence: String) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: environment)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "\(run)")
        #expect(run.stderr == sentence + "\n", "\(run)")
    }

    /// A proxy variable libcurl could not use: refused with its range, never echoed whole (a
    /// proxy URL holds a password as often as not).
    @Test(arguments: [
        ("http_proxy", "ftp://reporter:hunter2@proxy.example:21", "ftp://proxy.example…"),
        ("https_proxy", "http://reporter:hunter2@proxy.example:99999", "http://proxy.example…"),
        ("HTTPS_PROXY", "http://proxy.example:0", "http://proxy.example…"),
        ("all_proxy", "http://reporter:hunter2@", "(a value that is not a proxy URL, not shown: it may hold a password)"),
        ("ALL_PROXY", "hunter2 secret", "(a value that is not a proxy URL, not shown: it may hold a password)"),
    ])
    func proxy_outOfRange_isRefusedWithoutItsSecrets(variable: String, value: String, shown: String) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: [variable: value])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "\(variable) is \(shown), not a proxy: write [SCHEME://][USER:PASSWORD@]HOST[:PORT] with SCHEME http, https, socks4, "
                + "socks4a, socks5 or socks5h and PORT from 1 to 65535 (e.g. http://proxy.example:3128), or unset it to connect directly.\n",
            "\(run)")
        #expect(!run.stderr.contains("hunter2") && !run.stderr.contains("reporter"), "\(run)")
    }

    @Test func noProxy_withAControlCharacter_isRefused() throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: ["no_proxy": "localhost\u{1}"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr
                == "no_proxy holds a control character; it takes host names, addresses and networks separated by commas "
                + "(e.g. localhost,127.0.0.1,.example.com), or * for every host.\n", "\(run)")
    }

    @Test(arguments: [
        ["http_proxy": "http://user:pw@proxy.example:3128", "https_proxy": "proxy.example", "all_proxy": "socks5h://[::1]:1080"],
        ["http_proxy": "", "no_proxy": "*"],
    ])
    func proxies_inRange_areTaken(environment: [String: String]) throws {
        let run = try AdReplayCLI.run(["inspect", fixture], environment: environment)
        #expect(run.status == 0, "\(run)")
    }
}

/// A negative number given to an option is a value out of its range, not a missing value: each
/// option says its range ("Missing value for '--jobs <n>'" was the sentence).
@Suite struct NegativeOptionValueTests {
    @Test(arguments: [
        (
            ["replay", "--jobs", "-1", "recordings/banner/fill.fixture.gz"],
            "Error: The value '-1' is invalid for '--jobs <n>': --jobs takes a whole number from 1 to 256, not \"-1\".\n"
        ),
        (
            ["replay", "--jobs", "0", "recordings/banner/fill.fixture.gz"],
            "Error: The value '0' is invalid for '--jobs <n>': --jobs takes a whole number from 1 to 256, not \"0\".\n"
        ),
        (
            ["replay", "--shuffle", "-1", "recordings/banner/fill.fixture.gz"],
            "Error: The value '-1' is invalid for '--shuffle <seed>': --shuffle takes a whole number from 0 to 18446744073709551615, not \"-1\".\n"
        ),
        (
            ["replay", "--max-age", "-1", "recordings/banner/fill.fixture.gz"],
            "Error: The value '-1' is invalid for '--max-age <days>': --max-age takes a whole number of days, 0 or more, not \"-1\".\n"
        ),
        (
            ["status", "--max-age", "-1", "recordings/banner/fill.fixture.gz"],
            "Error: The value '-1' is invalid for '--max-age <days>': --max-age takes a whole number of days, 0 or more, not \"-1\".\n"
        ),
        (
            ["replay", "--shard", "-1/2", "recordings/banner/fill.fixture.gz"],
            "--shard: shard -1/2 does not exist; K in K/N goes from 1 to N.\n"
        ),
        (
            ["record", "--format", "banner", "--application-volume", "-1", "--out", "never.fixture.gz"],
            "Error: --application-volume takes a number from 0 to 1, not -1.0.\n"
        ),
        (["explore", "--format", "banner", "--runs", "-1", "--out", "never"], "Error: --runs needs at least 1 session, not -1.\n"),
    ])
    func negativeValue_isRefusedWithTheRange(arguments: [String], firstLine: String) throws {
        let run = try AdReplayCLI.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix(firstLine), "\(run)")
        #expect(!run.stderr.contains("Missing value"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: AdReplayCLI.packageRoot.appendingPathComponent("never.fixture.gz").path))
    }
}
