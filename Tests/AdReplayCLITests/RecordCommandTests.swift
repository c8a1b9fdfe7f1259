import Foundation
import Testing

/// `adreplay record`: writes a fixture, reproducibly, and never overwrites one unless told.
@Suite struct RecordCommandTests {
    /// The counts `record` reports, read back from the file's JSON with a parser that is not ours:
    /// timeline entries, network requests, SDK callbacks, host events.
    static func counts(of file: URL) throws -> (entries: Int, network: Int, sdkCallbacks: Int, hostEvents: Int) {
        let json = try SystemGzip.decompress(file)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let timeline = try #require(object["timeline"] as? [[String: Any]], "no timeline")
        return (
            timeline.count, timeline.filter { $0["request"] != nil }.count,
            timeline.filter { $0["callback"] != nil }.count, timeline.filter { $0["host"] != nil }.count
        )
    }

    @Test func record_writesTheFixtureAndSaysWhatItHolds() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --out recordings/banner/fill.fixture.gz --answer fill")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "wrote recordings/banner/fill.fixture.gz: 11 timeline entries (1 network, 2 SDK callbacks, 2 host events)\n")
        #expect(run.stderr == "")
        let counts = try Self.counts(of: scratch.file("recordings/banner/fill.fixture.gz"))
        #expect(counts == (11, 1, 2, 2))
    }

    /// `--timeout` takes any whole number of seconds a user types: one too large to count in
    /// milliseconds is no limit, not a trap; 0 is no limit either.
    @Test func record_aTimeoutTooLargeToCount_isNoLimit() throws {
        let scratch = try Scratch()
        for timeout in [String(Int.max), "0"] {
            let run = try scratch.run("record --format banner --answer fill --timeout \(timeout) --out t\(timeout.count).fixture.gz")
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.hasPrefix("wrote t\(timeout.count).fixture.gz: 11 timeline entries"), "\(run)")
        }
    }

    /// `--ad-size` asks for another banner size, by GMA's name or in points, and the fixture's
    /// scenario and loaded banner show it; anything else is a usage error.
    @Test func record_adSize_isTheBannerSizeTheHostAsksFor() throws {
        let scratch = try Scratch()
        let named = try scratch.run("record --format banner --answer fill --ad-size mediumRectangle --out m.fixture.gz")
        #expect(named.status == 0, "\(named)")
        let inspect = try scratch.run("inspect m.fixture.gz")
        #expect(inspect.stdout.contains("\n  ad size 300×250\n"), "\(inspect.stdout)")
        #expect(inspect.stdout.contains("host loadCompleted ad banner 300×250 \"Sample Text Ad \"\n"), "\(inspect.stdout)")
        let points = try scratch.run("record --format banner --answer fill --ad-size 300x600 --out p.fixture.gz")
        #expect(points.status == 0, "\(points)")
        #expect(try scratch.run("inspect p.fixture.gz").stdout.contains("\n  ad size 300×600\n"))
        let bad = try scratch.run("record --format banner --ad-size 0x50 --out b.fixture.gz")
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                "Error: The value '0x50' is invalid for '--ad-size <ad-size>': --ad-size takes WIDTHxHEIGHT in points (e.g. 300x250) or one of banner, largeBanner, mediumRectangle, fullBanner, leaderboard.\n"
            ),
            "\(bad)")
        let notBanner = try scratch.run("record --format interstitial --ad-size 300x250 --out i.fixture.gz")
        #expect(notBanner.status == 2)
        #expect(notBanner.stderr.hasPrefix("Error: --ad-size applies to banner only, not interstitial.\n"), "\(notBanner)")
        #expect(!scratch.exists("b.fixture.gz") && !scratch.exists("i.fixture.gz"))
    }

    @Test func record_writesGzipThatSystemGzipReads() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format rewarded --out fill.fixture.gz --answer fill")
        #expect(run.status == 0, "\(run)")
        let bytes = try scratch.bytes("fill.fixture.gz")
        #expect(Array(bytes.prefix(3)) == [0x1f, 0x8b, 0x08])
        let json = String(decoding: try SystemGzip.decompress(scratch.file("fill.fixture.gz")), as: UTF8.self)
        #expect(json.hasPrefix("{\n  \"schema\": 2, \"name\": \"fill\",\n  \"scenario\": {\"format\": \"rewarded\", "))
        #expect(json.contains("\n  \"timeline\": [\n    {\"at\":     0, \"do\": \"load\"},\n"))
        #expect(json.contains("\n  \"environment\": {\"sdkVersion\": \"1.0.0\", "))
        #expect(json.hasSuffix("}\n"))
    }

    @Test func record_sameCommandTwice_givesIdenticalBytes() throws {
        let scratch = try Scratch()
        let options = ["--format", "native", "--answer", "fill", "--variant", "content", "--video", "yes"]
        let first = try scratch.run(["record", "--out", "one/native.fixture.gz"] + options)
        let second = try scratch.run(["record", "--out", "two/native.fixture.gz"] + options)
        #expect(first.status == 0, "\(first)")
        #expect(second.status == 0, "\(second)")
        #expect(try scratch.bytes("one/native.fixture.gz") == scratch.bytes("two/native.fixture.gz"))
    }

    @Test func record_reproducesACommittedFixtureByteForByte() throws {
        // scripts/record-all: rec rewarded fill --answer fill
        let scratch = try Scratch()
        let run = try scratch.run("record --format rewarded --out fill.fixture.gz --answer fill")
        #expect(run.status == 0, "\(run)")
        let committed = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("rewarded/fill.fixture.gz"))
        #expect(try scratch.bytes("fill.fixture.gz") == committed)
    }

    @Test func record_refusesToOverwriteWithoutForce() throws {
        let scratch = try Scratch()
        let original = Data("an earlier fixture\n".utf8)
        try scratch.write(original, to: "banner/fill.fixture.gz")
        let run = try scratch.run("record --format banner --out banner/fill.fixture.gz --answer fill")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "banner/fill.fixture.gz: already exists; pass --force to overwrite it.\n")
        #expect(try scratch.bytes("banner/fill.fixture.gz") == original)
    }

    @Test func record_overwritesWithForce() throws {
        let scratch = try Scratch()
        try scratch.write(Data("an earlier fixture\n".utf8), to: "banner/fill.fixture.gz")
        let run = try scratch.run("record --format banner --out banner/fill.fixture.gz --answer fill --force")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "wrote banner/fill.fixture.gz: 11 timeline entries (1 network, 2 SDK callbacks, 2 host events)\n")
        #expect(run.stderr == "")
        let committed = try Data(contentsOf: AdReplayCLI.recordings.appendingPathComponent("banner/fill.fixture.gz"))
        #expect(try scratch.bytes("banner/fill.fixture.gz") == committed)
    }

    @Test func record_leavesNoTemporaryFilesBehind() throws {
        let scratch = try Scratch()
        _ = try scratch.run("record --format banner --out out/fill.fixture.gz --answer fill")
        _ = try scratch.run("record --format banner --out out/fill.fixture.gz --answer fill --force")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("out").path) == ["fill.fixture.gz"])
    }

    @Test func record_intoAFileThatIsNotAFolder_exitsTwoNamingTheFile() throws {
        let scratch = try Scratch()
        try scratch.write(Data("a file\n".utf8), to: "plain")
        let run = try scratch.run("record --format banner --out plain/fill.fixture.gz --answer fill")
        #expect(run.status == 2, "\(run)")
        #expect(run.exited)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("plain/fill.fixture.gz: cannot be written ("), "\(run)")
        #expect(run.stderr.hasSuffix(").\n"), "\(run)")
        #expect(run.stderrLines.count == 1)
    }

    /// An empty --out is a usage error that names the option, refused before anything runs.
    @Test func record_emptyOut_isRefusedNamingTheOption() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "banner", "--out", "", "--answer", "fill"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(!run.stderr.hasPrefix(": "), "\(run)")
        #expect(run.stderr.contains("--out"), "\(run)")
    }

    /// A fixture not named `.fixture.gz` would be skipped by a folder replay without a word, so
    /// it is refused, with the name that would do.
    @Test func record_outNotEndingInFixtureGz_isRefused() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "banner", "--out", "x.fixture", "--answer", "fill"])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "Error: --out x.fixture: a fixture's name ends in .fixture.gz (a folder replay reads only those), e.g. x.fixture.gz.\n"),
            "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }

    /// An empty `--reproduces` marks nothing, and would make a bug report no reader takes.
    @Test func record_emptyReproduces_isRefused() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "banner", "--out", "x.fixture.gz", "--answer", "fill", "--reproduces", " "])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                #"Error: --reproduces needs words for what the adapter does wrong, e.g. --reproduces "the reward arrives twice"."#),
            "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }

    /// Video and content variants describe the ad of a fill; a failure has none to describe.
    @Test func record_videoOrVariantWithAFailure_isRefused() throws {
        let scratch = try Scratch()
        let video = try scratch.run(["record", "--format", "native", "--out", "x.fixture.gz", "--answer", "noInventory", "--video", "yes"])
        #expect(video.status == 2, "\(video)")
        #expect(video.stderr.hasPrefix("Error: --video describes the ad a fill carries; --answer noInventory carries none.\n"), "\(video)")
        let variant = try scratch.run(["record", "--format", "native", "--out", "x.fixture.gz", "--answer", "unknown", "--variant", "app"])
        #expect(
            variant.stderr.hasPrefix("Error: --variant describes the ad a fill carries; --answer unknown carries none.\n"), "\(variant)")
    }

    static let formats = [
        "banner", "interstitial", "rewarded", "rewardedInterstitial", "appOpen", "native", "nativeLegacy",
        "nativeSelfTracking", "customNative",
    ]

    /// The default flow of each format, as `Script.defaultText(for:)` writes it.
    static let defaultScripts = [
        "banner": "load; +1000 tap",
        "interstitial": "load; +1000 present; +1000 tap",
        "rewarded": "load; +1000 present; +10500 tap; +500 close",
        "rewardedInterstitial": "load; +1000 present; +10500 tap; +500 close",
        "appOpen": "load; +1000 present; +5500 tap; +500 close",
        "native": "load; +1000 render; impression; +1000 click headline; +5000 untrack",
        "nativeLegacy": "load; +1000 render; impression; +1000 click headline; +5000 untrack",
        "nativeSelfTracking": "load; +1000 render; +2000 tap; +1000 untrack",
        "customNative": "load; +1000 impression; +500 impression; +500 click Headline",
    ]

    @Test(arguments: formats)
    func record_everyFormatWorksWithItsDefaultScript(_ format: String) throws {
        let scratch = try Scratch()
        let path = "recordings/\(format)/default.fixture.gz"
        let run = try scratch.run(["record", "--format", format, "--out", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "", "\(run)")
        let counts = try Self.counts(of: scratch.file(path))
        #expect(
            run.stdout
                == "wrote \(path): \(counts.entries) timeline entries (\(counts.network) network, \(counts.sdkCallbacks) SDK callbacks, \(counts.hostEvents) host events)\n"
        )
        #expect(counts.network >= 1)

        let inspect = try scratch.run(["inspect", path])
        #expect(inspect.status == 0, "\(inspect)")
        #expect(inspect.stdoutLines.first == "fixture default (\(path))")
        #expect(inspect.stdout.contains("\n  format \(format), adapter "))
        #expect(inspect.stdoutLines.contains("script: \(try #require(Self.defaultScripts[format]))"), "\(inspect)")
        #expect(inspect.stdout.contains("recorded with seeded(0);"))
    }

    @Test(arguments: formats)
    func record_everyFormatWithAForcedFillReplays(_ format: String) throws {
        let scratch = try Scratch()
        let record = try scratch.run(
            ["record", "--format", format, "--out", "fill.fixture.gz"]
                + (format == "customNative" ? ["--seed", "2"] : ["--answer", "fill"]))
        #expect(record.status == 0, "\(record)")
        #expect(record.stderr == "", "\(record)")
        let replay = try scratch.run("replay fill.fixture.gz")
        #expect(replay.status == 0, "\(replay)")
        #expect(replay.stdout == "PASS fill.fixture.gz\n1 fixture: 1 passed\n")
    }

    @Test func record_honoursScript() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "banner", "--out", "late-tap.fixture.gz", "--answer", "fill",
            "--script", "load; +2500 tap",
        ])
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect late-tap.fixture.gz")
        #expect(inspect.status == 0, "\(inspect)")
        #expect(inspect.stdoutLines.contains("script: load; +2500 tap"), "\(inspect)")
        #expect(inspect.stdoutLines.contains("  #10    2500 ms  host reportClick"), "\(inspect)")
        #expect(!inspect.stdout.contains("1000 ms"))
    }

    @Test func record_scriptTimesAreWrittenRelative() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "interstitial", "--out", "close.fixture.gz", "--answer", "fill",
            "--script", "load; @1000 present; wait 500; +500 close",
        ])
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect close.fixture.gz")
        #expect(inspect.stdoutLines.contains("script: load; +1000 present; +1000 close"), "\(inspect)")
    }

    /// A session that breaks a contract is written (it is the bug report) and the command fails:
    /// a bug was found. The Sample interstitial reports its click after the dismissal, which the
    /// opt-in "nothing after dismissal" rule forbids.
    @Test func record_ofASessionThatBreaksAContract_writesItAndExitsOne() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "interstitial", "--out", "click.fixture.gz", "--answer", "fill",
            "--script", "load; +1000 present; +500 tap; +1000 close", "--contract", "nothingAfterDismissal",
        ])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "wrote click.fixture.gz: 19 timeline entries (1 network, 5 SDK callbacks, 6 host events)\n")
        #expect(
            run.stderr == """
                warning: click.fixture.gz: breaks a mediation contract: ad 1: no event after the ad's dismissal at host event #5 (1500 ms): reportClick after didDismissFullScreenView
                note: click.fixture.gz is a bug report: it replays REPRODUCES until the adapter no longer breaks no event after the ad's dismissal (ad 1).

                """)
        let replay = try scratch.run("replay click.fixture.gz")
        #expect(replay.stdoutLines.first == "REPRODUCES click.fixture.gz: breaks no event after the ad's dismissal (ad 1)", "\(replay)")
    }

    @Test func record_noParameterAndTestRequest_showInTheScenario() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --out x.fixture.gz --answer fill --no-parameter --test-request")
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect x.fixture.gz")
        #expect(inspect.stdoutLines.contains("  parameter missing, test request yes"), "\(inspect)")
        #expect(inspect.stdoutLines.contains("  recorded with answer fill; SDK 1.0.0, adapter 1.0.0, tool 0.1.0"), "\(inspect)")
    }

    @Test func record_credentialsWatermarkAndSDKState_showInTheScenarioAndReplay() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "interstitial", "--out", "x.fixture.gz", "--answer", "fill", "--parameter", "unit",
            "--credential", "application_id=app-1", "--credential", "slot_id=7", "--bid-response", "bid", "--watermark", "d2F0ZXJtYXJr",
            "--tag-for-child-directed", "yes", "--age-restricted-treatment", "child", "--max-ad-content-rating", "T",
            "--test-device", "dev-1", "--application-muted", "yes", "--application-volume", "0.25",
        ])
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect x.fixture.gz")
        #expect(inspect.stdoutLines.contains("  credentials: application_id=app-1, slot_id=7"), "\(inspect)")
        #expect(inspect.stdoutLines.contains(#"  request: bid response "bid", watermark "d2F0ZXJtYXJr""#), "\(inspect)")
        #expect(
            inspect.stdoutLines.contains(
                "  mobile ads: child-directed yes, age-restricted child, max rating T, test devices dev-1, muted yes, volume 0.25"),
            "\(inspect)")
        #expect(try scratch.run("replay x.fixture.gz").status == 0)
    }

    @Test(arguments: [
        (["--watermark", "not base64!"], #"--watermark takes base64 text (e.g. aGVsbG8=), not "not base64!"."#),
        (["--max-ad-content-rating", "X"], #"--max-ad-content-rating takes G, PG, T or MA, not "X"."#),
        (["--application-volume", "2"], "--application-volume takes a number from 0 to 1, not 2.0."),
        (["--credential", "parameter=x"], "--credential parameter=… is the line's parameter: give it as --parameter."),
        (["--credential", "=x"], #"--credential takes KEY=VALUE, e.g. application_id=1234, not "=x"."#),
    ])
    func record_badRequestOptions_sayWhatTheyTake(arguments: [String], message: String) throws {
        let run = try Scratch().run(["record", "--format", "banner", "--out", "x.fixture.gz"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test func record_nativeLoaderOptions_showInTheScenario() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "native", "--out", "x.fixture.gz", "--answer", "fill", "--variant", "app",
            "--video", "no", "--download-images", "no", "--aspect-ratio", "portrait", "--multiple-images", "yes",
            "--ad-choices-position", "bottomLeft", "--parameter", "my-unit", "--name", "custom-name",
        ])
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect x.fixture.gz")
        #expect(inspect.stdoutLines.first == "fixture custom-name (x.fixture.gz)")
        #expect(inspect.stdoutLines.contains("  parameter \"my-unit\", test request no"), "\(inspect)")
        #expect(
            inspect.stdoutLines.contains(
                "  loader options: disableImageLoading true, multipleImages true, aspectRatio portrait, adChoices bottomLeft"),
            "\(inspect)")
    }

    @Test func record_loaderOptionRepeated_passesTheListInOrder_andReplays() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "native", "--out", "x.fixture.gz", "--answer", "fill", "--variant", "app", "--video", "no",
            "--loader-option", "download-images=no,multiple-images=yes", "--loader-option", "aspect-ratio=portrait",
            "--loader-option", "download-images=yes",
        ])
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect x.fixture.gz")
        #expect(
            inspect.stdoutLines.contains(
                "  loader options, in order: 1. disableImageLoading true, multipleImages true; 2. aspectRatio portrait; 3. disableImageLoading false"
            ), "\(inspect)")
        // The Sample adapter walks the list: the last image option decides.
        #expect(inspect.stdoutLines.contains { $0.contains("sample request native") && $0.contains("downloadImages: true") }, "\(inspect)")
        #expect(try scratch.run("replay x.fixture.gz").status == 0)
    }

    @Test func record_latency_delaysEveryAnswerAndReplays() throws {
        let scratch = try Scratch()
        let run = try scratch.run([
            "record", "--format", "nativeLegacy", "--out", "late.fixture.gz", "--answer", "fill",
            "--variant", "content", "--video", "yes", "--latency", "750", "--script", "load; +500 render; +500 render",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let inspect = try scratch.run("inspect late.fixture.gz")
        #expect(
            inspect.stdoutLines.contains(
                "  recorded with answer fill, video yes, variant content, latency 750 ms; SDK 1.0.0, adapter -, tool 0.1.0"),
            "\(inspect)")
        // Nothing to render at 500 ms; the ad arrives at 750 ms, and the legacy adapter's loader is still there for it.
        #expect(inspect.stdoutLines.contains("  #1     500 ms  do render"), "\(inspect)")
        #expect(
            inspect.stdoutLines.contains {
                $0.hasPrefix("  #2     750 ms  sample request native, ") && $0.hasSuffix(" → fill content video after 750 ms")
            },
            "\(inspect)")
        #expect(
            inspect.stdoutLines.contains { $0.hasPrefix("  #4     750 ms  host loadCompleted ad native \"Sample Content!\"") }, "\(inspect)"
        )
        let json = String(decoding: try SystemGzip.decompress(scratch.file("late.fixture.gz")), as: UTF8.self)
        #expect(json.contains(#""answer": "fill", "variant": "content", "video": true, "latency": 750}"#), "\(json)")
        let replay = try scratch.run("replay late.fixture.gz")
        #expect(replay.stdout == "PASS late.fixture.gz\n1 fixture: 1 passed\n", "\(replay)")
    }

    @Test func record_customNativeAnswerAndVideo_reachTheHostsAdServer() throws {
        let scratch = try Scratch()
        let failure = try scratch.run("record --format customNative --answer timeout --out timeout.fixture.gz")
        #expect(failure.status == 0, "\(failure)")
        let inspect = try scratch.run("inspect timeout.fixture.gz")
        #expect(
            inspect.stdoutLines.contains("  recorded with ad server answer failure timeout (5); SDK 1.0.0, adapter -, tool 0.1.0"),
            "\(inspect)")
        #expect(
            inspect.stdoutLines.contains(
                #"  #2       0 ms  host loadCompleted error com.google.admob 5 "Request Error: The ad request timed out.""#), "\(inspect)")
        let fill = try scratch.run("record --format customNative --answer fill --video no --out no-video.fixture.gz")
        #expect(fill.status == 0, "\(fill)")
        let json = String(decoding: try SystemGzip.decompress(scratch.file("no-video.fixture.gz")), as: UTF8.self)
        #expect(json.contains(#""hasVideo": false"#), "\(json)")
        #expect(!json.contains(#""hasVideo": true"#), "\(json)")
        #expect(json.contains(#""network": "ad server answer fill, video no"}"#), "\(json)")
        let replay = try scratch.run("replay timeout.fixture.gz no-video.fixture.gz")
        #expect(replay.stdoutLines.last == "2 fixtures: 2 passed", "\(replay)")
    }

    @Test func record_seed_isRecordedInTheEnvironment() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --out seeded.fixture.gz --seed 42")
        #expect(run.status == 0, "\(run)")
        let inspect = try scratch.run("inspect seeded.fixture.gz")
        #expect(inspect.stdoutLines.contains("  recorded with seeded(42); SDK 1.0.0, adapter 1.0.0, tool 0.1.0"), "\(inspect)")
    }
}

/// The command line's rough edges: every option says what it takes and where it applies.
@Suite struct RecordOptionTests {
    private static let usage =
        "Usage: adreplay record [<options>] --format <format> --out <out>\n  See 'adreplay record --help' for more information.\n"

    @Test func seed_negative_saysWhatItTakes() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --seed -1 --out x.fixture.gz")
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: The value '-1' is invalid for '--seed <seed>': --seed takes a whole number from 0 to 18446744073709551615, not \"-1\".\n"
            ))
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func seed_wholeUInt64Range_isAccepted() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --seed 18446744073709551615 --out x.fixture.gz")
        #expect(run.status == 0, "\(run)")
    }

    @Test(arguments: [
        (
            ["--loader-option", "aspect-ratio=wide"],
            #"Error: --loader-option "aspect-ratio=wide": aspect-ratio takes unknown, any, landscape, portrait, square, not "wide"."#
        ),
        (
            ["--loader-option", "download-images=maybe"],
            #"Error: --loader-option "download-images=maybe": download-images takes yes, no, not "maybe"."#
        ),
        (
            ["--loader-option", "video=yes"],
            #"Error: --loader-option "video=yes": video is not a loader option field; it takes download-images, multiple-images, aspect-ratio, ad-choices-position."#
        ),
        (
            ["--loader-option", "portrait"],
            #"Error: --loader-option "portrait": write one option as download-images=yes|no and multiple-images=yes|no, aspect-ratio=RATIO or ad-choices-position=POSITION."#
        ),
        (
            ["--loader-option", "aspect-ratio=any,ad-choices-position=topLeft"],
            #"Error: --loader-option "aspect-ratio=any,ad-choices-position=topLeft" gives more than one kind of option; give each as its own --loader-option."#
        ),
        (
            ["--loader-option", "download-images=no,download-images=yes"],
            #"Error: --loader-option "download-images=no,download-images=yes": download-images is given twice; give each option as its own --loader-option."#
        ),
        (
            ["--loader-option", "aspect-ratio=any", "--download-images", "no"],
            "Error: --download-images and --loader-option exclude each other: --loader-option gives the whole list, so give every option with it, in order."
        ),
        (
            Array(repeating: ["--loader-option", "aspect-ratio=any"], count: 17).flatMap { $0 },
            "Error: --loader-option is given 17 times; a scenario passes at most 16 loader options."
        ),
    ])
    func record_badLoaderOption_saysWhatItTakes(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "native", "--out", "x.fixture.gz"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n" + Self.usage, "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test(arguments: [
        ("--download-images no", "--download-images"),
        ("--aspect-ratio portrait", "--aspect-ratio"), ("--multiple-images yes", "--multiple-images"),
        ("--ad-choices-position topLeft", "--ad-choices-position"), ("--loader-option aspect-ratio=any", "--loader-option"),
    ])
    func nativeOption_onABanner_isAUsageErrorNamingIt(option: String, name: String) throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner \(option) --out x.fixture.gz")
        #expect(run.status == 2)
        #expect(
            run.stderr == "Error: \(name) applies to the native formats (native, nativeLegacy, nativeSelfTracking), not banner.\n"
                + Self.usage)
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func variant_onABanner_isAUsageErrorNamingTheFormatsItFits() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --variant app --out x.fixture.gz")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: --variant applies to the native formats (native, nativeLegacy, nativeSelfTracking, customNative), not banner.\n"
                + Self.usage)
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func variant_onCustomNative_takesTheHostAdServersVariants() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format customNative --answer fill --variant app --out x.fixture.gz")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: --variant app is not a content variant of the network; it takes duplicateKeys.\n" + Self.usage, "\(run)")
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func video_onABanner_isAUsageErrorNamingTheFormatsItFits() throws {
        let scratch = try Scratch()
        let run = try scratch.run("record --format banner --video yes --out x.fixture.gz")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: --video applies to the native formats (native, nativeLegacy, nativeSelfTracking, customNative), not banner.\n"
                + Self.usage)
    }

    @Test func latency_negativeOrNotANumber_saysWhatItTakes() throws {
        let scratch = try Scratch()
        for value in ["-1", "soon"] {
            let run = try scratch.run(["record", "--format", "banner", "--latency", value, "--out", "x.fixture.gz"])
            #expect(run.status == 2)
            #expect(
                run.stderr.hasPrefix(
                    "Error: The value '\(value)' is invalid for '--latency <latency>': --latency takes milliseconds from 0 to 1099511627776, not \"\(value)\".\n"
                ),
                "\(run)")
        }
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func customNativeOptions_onAnInterstitial_areUsageErrors() throws {
        let scratch = try Scratch()
        for (option, name) in [("--installed-app examplestore", "--installed-app"), ("--format-ids 10063170", "--format-ids")] {
            let run = try scratch.run("record --format interstitial \(option) --out x.fixture.gz")
            #expect(run.status == 2)
            #expect(run.stderr == "Error: \(name) applies to customNative only, not interstitial.\n" + Self.usage)
        }
    }

    @Test func answer_ofTheOtherNetwork_isAUsageErrorListingThisOnesAnswers() throws {
        let scratch = try Scratch()
        let custom = try scratch.run("record --format customNative --answer noInventory --out x.fixture.gz")
        #expect(custom.status == 2)
        #expect(
            custom.stderr
                == "Error: --answer noInventory is not an answer of the host's ad server (customNative); it takes fill, invalidRequest, noFill, networkError, serverError, timeout, internalError.\n"
                + Self.usage)
        let banner = try scratch.run("record --format banner --answer noFill --out x.fixture.gz")
        #expect(banner.status == 2)
        #expect(
            banner.stderr
                == "Error: --answer noFill is not an answer of the Sample network (banner); it takes fill, unknown, networkError, noInventory.\n"
                + Self.usage)
        #expect(!scratch.exists("x.fixture.gz"))
    }

    @Test func formatIDs_areTrimmed() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "customNative", "--format-ids", " 10063170 , ,", "--out", "x.fixture.gz"])
        #expect(run.status == 0, "\(run)")
        let json = String(decoding: try SystemGzip.decompress(scratch.file("x.fixture.gz")), as: UTF8.self)
        #expect(json.contains(#""customNative": {"formatIDs": ["10063170"], "installedAppSchemes": []}"#))
    }

    @Test func scriptWithoutLoad_warns() throws {
        let scratch = try Scratch()
        let run = try scratch.run(["record", "--format", "banner", "--script", "+1000 tap", "--out", "x.fixture.gz"])
        #expect(run.status == 0)
        #expect(run.stdout == "wrote x.fixture.gz: 1 timeline entry (0 network, 0 SDK callbacks, 0 host events)\n")
        #expect(run.stderr == "warning: the script has no load step, so no ad is requested and the fixture records none.\n")
    }
}
