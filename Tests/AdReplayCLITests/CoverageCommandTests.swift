import Foundation
import Testing

/// `adreplay coverage` end to end with the toolchain's own tools: a small program
/// (Tests/AdReplayTests/Resources/coverage/PebbleBanner.swift.txt) compiled with
/// `swiftc -profile-generate -profile-coverage-mapping` and run once, its profile read back.
@Suite struct CoverageCommandTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A scratch folder holding PebbleBanner.swift, the instrumented `pebble` built from it, and
    /// the profile of one run of it (`profiles/pebble.profraw`).
    static func build() -> Result<Scratch, Failure> {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return .failure(Failure(description: "no swiftc on PATH")) }
        do {
            let scratch = try Scratch()
            let source = AdReplayCLI.packageRoot.appendingPathComponent("Tests/AdReplayTests/Resources/coverage/PebbleBanner.swift.txt")
            try scratch.write(try Data(contentsOf: source), to: "PebbleBanner.swift")
            try scratch.write(Data("let unrelated = 1\n".utf8), to: "Other.swift")
            for (executable, arguments, environment) in [
                (swiftc, ["-profile-generate", "-profile-coverage-mapping", "PebbleBanner.swift", "-o", "pebble"], [String: String]()),
                (scratch.file("pebble"), [], ["LLVM_PROFILE_FILE": scratch.file("profiles/pebble.profraw").path]),
            ] {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                process.currentDirectoryURL = scratch.url
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    return .failure(Failure(description: "\(executable.lastPathComponent) exited \(process.terminationStatus)"))
                }
            }
            return .success(scratch)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    /// One compile for all of it (a few seconds).
    @Test func coverage_ofAProgramsProfile_reportsItsLinesRegionsAndPlacesNeverRun_andItsThreshold() throws {
        let scratch = try Self.build().get()
        let run = try scratch.run(["coverage", "pebble", "profiles", "--coverage-sources", "PebbleBanner.swift"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                coverage of the adapter's sources: 69.2 % of lines (18 of 26), 60.0 % of regions (12 of 20)
                           lines         regions  functions  file
                  69.2 % (18/26)  60.0 % (12/20)        5/6  PebbleBanner.swift
                Swift maps no branches apart from regions: each arm of an if, a guard or a switch is a region of its own.

                never run: 4 places (8 regions)
                PebbleBanner.swift:11:40-13:10
                      11 |         guard answer != "timeout" else {
                      12 |             return .failure(.timeout)
                      13 |         }
                PebbleBanner.swift:14:27-16:10
                      14 |         if answer.isEmpty {
                      15 |             return .failure(.noFill)
                      16 |         }
                PebbleBanner.swift:22:27-22:37
                      22 |         guard loaded else { return }
                         |                           ^^^^^^^^^^
                PebbleBanner.swift:26:51-31:6
                      26 |     func describe(_ error: PebbleError) -> String {
                      27 |         switch error {
                      28 |         case .noFill: "no fill"
                      29 |         case .timeout: "timed out"
                      30 |         }
                      31 |     }

                """)
        let under = try scratch.run(["coverage", "pebble", "profiles/pebble.profraw", "--coverage-sources", ".", "--min-coverage", "69.3"])
        #expect(under.status == 1, "\(under)")
        #expect(
            under.stdoutLines.last
                == "--min-coverage 69.3: not met, only 69.2 % of the adapter's lines ran (18 of 26), which fails the run; record fixtures that run the places above."
        )
        let met = try scratch.run(["coverage", "pebble", "profiles", "--coverage-sources", ".", "--min-coverage", "69"])
        #expect(met.status == 0, "\(met)")
        #expect(met.stdoutLines.last == "--min-coverage 69: met, 69.2 % of the adapter's lines ran.")
        let other = try scratch.run(["coverage", "pebble", "profiles", "--coverage-sources", "Other.swift"])
        #expect(other.status == 2, "\(other)")
        #expect(other.stdout == "")
        #expect(
            other.stderr
                == "--coverage-sources \(scratch.file("Other.swift").path): none of these files is in pebble's coverage mapping; give the adapter's Swift files or folder as it was built from them.\n"
        )
    }

    @Test func coverage_ofMissingOrEmptyProfiles_refuses() throws {
        let scratch = try Scratch()
        try scratch.write(Data(), to: "pebble")
        let missing = try scratch.run(["coverage", "pebble", "nowhere", "--coverage-sources", "PebbleBanner.swift"])
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr == "coverage: nowhere: no such file or folder; give the profiles the coverage build's run wrote.\n")
        try FileManager.default.createDirectory(at: scratch.file("empty"), withIntermediateDirectories: true)
        let empty = try scratch.run(["coverage", "pebble", "empty", "--coverage-sources", "PebbleBanner.swift"])
        #expect(empty.status == 2, "\(empty)")
        #expect(
            empty.stderr
                == "coverage: empty: holds no .profraw file; run the build with coverage first (swift test --enable-code-coverage).\n")
        let noBinary = try scratch.run(["coverage", "nothing", "profiles", "--coverage-sources", "PebbleBanner.swift"])
        #expect(noBinary.status == 2, "\(noBinary)")
        #expect(
            noBinary.stderr
                == "coverage: nothing: no such file; give the executable or test bundle built with --enable-code-coverage.\n")
    }
}
