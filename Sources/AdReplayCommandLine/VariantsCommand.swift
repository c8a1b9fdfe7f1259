import AdReplay
import ArgumentParser
import Foundation

struct VariantsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "variants",
        abstract: "Record every network answer a recording's format can meet, one fixture per variant.",
        discussion: """
            The recording's adapter and script are kept; only the network's answer changes. The \
            answers are those of the scenario's network. Variants, in order: a fill for each of the \
            network's content variants (native formats), with video and without where video applies \
            (VARIANT-video-yes-I; fill when the network has no variants; I is images or urls for \
            native formats, as the recorded request asks); failure-NAME for each failure the network \
            answers; missing-ad-unit; late-fill, the first fill \(Variants.lateAnswerDelay) ms after the request.

            With --configurations, the configuration instead, and only what the adapter reads: the \
            recording's scenario is recorded again on the network's first fill while the host notes \
            what the adapter reads, and each member read gets one variant per value the recording does \
            not have (GMA's standard sizes and the anchored adaptive size for banners, test mode, each \
            child-directed, under-age, age-restricted and content-rating value, muted and volume, \
            waterfall for a bidding line, each extras key left out), recorded on the same fill. A member \
            never read is not varied; a variant that records the same session as the recording is not \
            written (SKIPPED, saying what it changed).

            Exit status: 0 all written or all the same; 1 a variant differs or is missing (--check); \
            2 bad usage, unreadable input, a file in the way (--out without --force), or (--configurations) \
            an adapter that traps on the recording's own configuration.
            """
    )

    @Argument(help: "The recording to derive the variants from.")
    var fixture: String

    @Option(help: "Write DIR/<variant>.fixture.gz for each variant.")
    var out: String?

    @Option(help: "Compare each variant with DIR/<variant>.fixture.gz instead of writing it.")
    var check: String?

    @Flag(help: "With --out: replace variant files that exist.")
    var force = false

    @Flag(help: "Vary the configuration members the adapter reads (size, tags, test mode, …) instead of the network's answer.")
    var configurations = false

    func validate() throws {
        switch (out, check) {
        case (nil, nil): throw ValidationError("Pass --out DIR to write the variants or --check DIR to compare them.")
        case (.some, .some): throw ValidationError("--out and --check exclude each other.")
        default: break
        }
        if force && check != nil { throw ValidationError("--force applies to --out, not --check.") }
    }

    func run() throws {
        let recording = try readFixture(fixture)
        let registry = CommandLineTool.current.registry
        if let refusal = Recorder(registry: registry).refusal(of: recording.scenario) {
            throw Failure.input("\(fixture.escapingControlCharacters): its variants cannot be recorded: \(refusal); nothing was written.")
        }
        if configurations {
            try runConfigurations(recording)
            return
        }
        let variants: [Variant]
        do {
            variants = try Variants.of(recording, registry: CommandLineTool.current.registry, path: fixture)
        } catch {
            throw Failure.input(error.commandLineDescription)
        }
        if let out {
            try write(variants, to: out)
        } else if let check {
            try compare(variants, with: check)
        }
    }

    /// Records every variant, then writes them all, or none when a file is in the way.
    private func write(_ variants: [Variant], to folder: String) throws {
        let paths = variants.map { Self.path(of: $0, in: folder) }
        let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
        if !force, !existing.isEmpty {
            throw Failure.input(
                "\(existing.joined(separator: ", ")): already exist\(existing.count == 1 ? "s" : ""); "
                    + "nothing was written. Pass --force to replace them, or --check \(folder) to compare with them.")
        }
        let recordings = try variants.map(record)
        for (recording, path) in zip(recordings, paths) {
            do {
                try FixtureStore.write(recording.fixture, to: path, overwrite: force)
            } catch {
                throw Failure.input(error.commandLineDescription)
            }
            print("WROTE \(path)")
            for breach in recording.breaches {
                FileHandle.standardError.write(Data("warning: \(path): breaks a mediation contract: \(breach)\n".utf8))
            }
        }
        print("\(Self.count(variants.count)): \(variants.count) written")
    }

    /// Re-derives every variant and compares it with its file.
    private func compare(_ variants: [Variant], with folder: String) throws {
        var same = 0, differed = 0, missing = 0
        for variant in variants {
            let path = Self.path(of: variant, in: folder)
            guard FileManager.default.fileExists(atPath: path) else {
                missing += 1
                print("MISSING \(path)")
                continue
            }
            let stored = try readFixture(path)
            if let headline = Variants.drift(of: try record(variant).fixture, from: stored) {
                differed += 1
                print("DIFF \(path): \(headline)")
            } else {
                same += 1
                print("SAME \(path)")
            }
        }
        let parts = [(same, "same"), (differed, "differed"), (missing, "missing")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        print("\(Self.count(variants.count)): \(parts.joined(separator: ", "))")
        if differed + missing > 0 { throw Failure.differences }
    }

    /// Records `variant` in a child process: an adapter that traps on it gives the bug report
    /// of the crash (the session up to the trap) instead of ending the run.
    func record(_ variant: Variant) throws -> SessionRecorder.Recording {
        let registry = CommandLineTool.current.registry
        switch try SessionRecorder.record(
            variant.scenario, name: variant.name, network: variant.network, registry: registry,
            file: "\(fixture) (variant \(variant.name))")
        {
        case .recorded(let recording):
            return recording
        case .crashed(let crash):
            FileHandle.standardError.write(
                Data("warning: \(fixture.escapingControlCharacters): variant \(variant.name): the adapter \(crash.sentence)\n".utf8))
            return SessionRecorder.Recording(fixture: crash.fixture, breaches: [])
        }
    }

    static func path(of variant: Variant, in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + variant.name + ".fixture.gz"
    }

    static func count(_ number: Int) -> String { "\(number) variant\(number == 1 ? "" : "s")" }
}
