import Foundation
import Testing

/// Canary for the toolchain internals `ProfileRuntime` calls (weak symbols in CAdReplayIsolation):
/// the LLVM profile runtime the Swift toolchain links into a coverage build (measured with Swift
/// 6.3.1, LLVM 21) defines them. If one goes, a coverage build still links, but its forked
/// children write no profile (or the tool reports itself built without coverage).
@Suite struct ProfileRuntimeCanaryTests {
    static let symbols = ["__llvm_profile_write_file", "__llvm_profile_reset_counters", "__llvm_profile_set_filename"]

    @Test func theToolchainsProfileRuntime_definesWhatProfileRuntimeCalls() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swiftc = try #require(
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "no swiftc on PATH")
        let bin = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        #if arch(arm64)
        let architecture = "aarch64"
        #else
        let architecture = "x86_64"
        #endif
        let archive = bin.deletingLastPathComponent().appendingPathComponent(
            "lib/swift/clang/lib/linux/libclang_rt.profile-\(architecture).a")
        try #require(FileManager.default.fileExists(atPath: archive.path), "no profile runtime at \(archive.path)")
        let process = Process()
        process.executableURL = bin.appendingPathComponent("llvm-nm")
        process.arguments = ["--defined-only", archive.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let defined = Set(
            listing.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                return fields.count == 3 && fields[1] == "T" ? String(fields[2]) : nil
            })
        for symbol in Self.symbols {
            #expect(defined.contains(symbol), "\(archive.path) no longer defines \(symbol): see ProfileRuntime and CAdReplayIsolation.c")
        }
    }
}
