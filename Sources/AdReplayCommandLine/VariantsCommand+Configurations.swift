import AdReplay
import Foundation

/// `variants --configurations`: what the adapter read decides what is varied.
extension VariantsCommand {
    /// Records the recording's scenario on the network's fill to learn what the adapter reads,
    /// then writes (or checks) one variant per other value of each member read; a variant that
    /// records the same session as that baseline is skipped, saying so.
    func runConfigurations(_ recording: Fixture) throws {
        let registry = CommandLineTool.current.registry
        if recording.scenario.adapterClassName == nil || recording.scenario.format.profile.api == .hostAdServer {
            throw Failure.input(
                "\(fixture.escapingControlCharacters): records the host's own custom native ads, with no adapter to read a configuration; "
                    + "nothing was written. Pass a recording of an adapter's format.")
        }
        if recording.scenario.format.profile.api == .legacyCustomEvent {
            throw Failure.input(
                "\(fixture.escapingControlCharacters): records a legacy custom event, whose request arrives as arguments the host does not "
                    + "note, so what it reads is unknown; nothing was written. Vary its network's answers instead (variants without --configurations)."
            )
        }
        let baselineVariant = ConfigurationVariants.baseline(of: recording, registry: registry)
        let baseline: SessionRecorder.Recording
        switch try SessionRecorder.record(
            baselineVariant.scenario, name: baselineVariant.name, network: baselineVariant.network, registry: registry,
            file: fixture)
        {
        case .recorded(let recorded): baseline = recorded
        case .crashed(let crash):
            throw Failure.input(
                "\(fixture.escapingControlCharacters): the adapter \(crash.sentence) on the network's fill, so what it reads is unknown; "
                    + "nothing was written. Record the crash first (variants \(fixture.shellQuoted) --out DIR).")
        }
        let reads = baseline.reads
        let read = reads.members.map { "\($0.member.rawValue) (\($0.values.joined(separator: ", ").escapingControlCharacters))" }
        print("read: \(read.isEmpty ? "nothing" : read.joined(separator: ", "))")
        for line in ConfigurationVariants.notVaried(reads: reads, of: recording.scenario) { print("  \(line)") }
        let variants = ConfigurationVariants.of(recording.scenario, reads: reads, registry: registry)
        if let out {
            try writeConfigurations(variants, comparedWith: baseline.fixture, to: out)
        } else if let check {
            try checkConfigurations(variants, comparedWith: baseline.fixture, in: check)
        }
    }

    /// Writes each variant whose session differs from `baseline`'s; none when a file is in the way.
    private func writeConfigurations(_ variants: [Variant], comparedWith baseline: Fixture, to folder: String) throws {
        let paths = variants.map { Self.path(of: $0, in: folder) }
        let existing = paths.filter { FileManager.default.fileExists(atPath: $0) }
        if !force, !existing.isEmpty {
            throw Failure.input(
                "\(existing.joined(separator: ", ")): already exist\(existing.count == 1 ? "s" : ""); "
                    + "nothing was written. Pass --force to replace them, or --check \(folder) to compare with them.")
        }
        let recordings = try variants.map(record)
        var written = 0, skipped = 0
        for (variant, (recording, path)) in zip(variants, zip(recordings, paths)) {
            if Self.sameSession(recording.fixture, as: baseline) {
                skipped += 1
                print("SKIPPED \(path): \(Self.skipReason(variant))")
                continue
            }
            do {
                try FixtureStore.write(recording.fixture, to: path, overwrite: force)
            } catch {
                throw Failure.input(error.commandLineDescription)
            }
            written += 1
            print("WROTE \(path): \(variant.summary)")
            for breach in recording.breaches {
                FileHandle.standardError.write(Data("warning: \(path): breaks a mediation contract: \(breach)\n".utf8))
            }
        }
        print("\(Self.count(variants.count)): \(written) written" + (skipped > 0 ? ", \(skipped) skipped (the same session)" : ""))
    }

    /// Compares each variant that differs from `baseline` with its file.
    private func checkConfigurations(_ variants: [Variant], comparedWith baseline: Fixture, in folder: String) throws {
        var same = 0, differed = 0, missing = 0, skipped = 0
        for variant in variants {
            let path = Self.path(of: variant, in: folder)
            let derived = try record(variant).fixture
            if Self.sameSession(derived, as: baseline) {
                skipped += 1
                print("SKIPPED \(path): \(Self.skipReason(variant))")
                continue
            }
            guard FileManager.default.fileExists(atPath: path) else {
                missing += 1
                print("MISSING \(path)")
                continue
            }
            if let headline = Variants.drift(of: derived, from: try readFixture(path)) {
                differed += 1
                print("DIFF \(path): \(headline)")
            } else {
                same += 1
                print("SAME \(path)")
            }
        }
        let parts = [(same, "same"), (differed, "differed"), (missing, "missing"), (skipped, "skipped (the same session)")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        print("\(Self.count(variants.count)): \(parts.isEmpty ? "none" : parts.joined(separator: ", "))")
        if differed + missing > 0 { throw Failure.differences }
    }

    /// Whether `variant` recorded what `baseline` recorded: the same timeline, entry for entry.
    static func sameSession(_ variant: Fixture, as baseline: Fixture) -> Bool {
        FixtureDiff.between(expected: baseline.observation, actual: variant.observation, fidelity: baseline.fidelity) == nil
    }

    static func skipReason(_ variant: Variant) -> String {
        "\(variant.summary), yet the adapter did the same as with the recording's configuration; not written"
    }
}
