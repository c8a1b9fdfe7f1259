import Foundation
import Testing

@testable import AdWorld

/// The canaries: every toolchain and operating-system internal the session runtime relies on is
/// where the runtime looks for it, asked by the very name the runtime asks by. A toolchain that
/// moves one fails here with the internal's name, where it was measured and the file to change,
/// instead of a session that runs off virtual time, spins or times out without a word.
///
/// The Swift runtime's cached thread ids (found in C) have their canary in
/// `AdReplayCLITests/FreshProcessLockTests`; CoreFoundation's "inside the main queue" slot, a
/// value no lookup can check, has its behaviour checked on the main thread in
/// `HopAdapterTests.test_canary_insideMainQueueSlot`.
@Suite struct ToolchainCanaryTests {
    @Test(arguments: ToolchainInternals.all.filter { $0.kind != .privateValue })
    func isWhereTheRuntimeLooksForIt(_ item: ToolchainInternal) {
        #expect(ToolchainInternals.isPresent(item), Comment(rawValue: item.canarySentence))
    }

    @Test func aProcessWithEveryInternal_missesNone() {
        #expect(ToolchainInternals.missing.map(\.name) == [])
    }

    /// The sentence a canary fails with: what moved, where it was measured, the file to change.
    @Test func theCanarySentence_namesTheInternal_whereItWasMeasured_andTheFile() {
        let renamed = ToolchainInternal(
            name: "_CFRunLoopGet0c", kind: .symbolLookedUp, use: "MainRunLoop asks whether the main run loop was made",
            file: "Sources/AdWorld/MainRunLoop.swift", measuredOn: "Swift 6.3.1, Linux")
        #expect(!ToolchainInternals.isPresent(renamed))
        #expect(
            renamed.canarySentence
                == "_CFRunLoopGet0c is not where AdReplay looks for it (measured on Swift 6.3.1, Linux): MainRunLoop asks whether the "
                + "main run loop was made; change Sources/AdWorld/MainRunLoop.swift")
    }

    /// Each file named exists, so the sentence sends a maintainer somewhere real.
    @Test(arguments: ToolchainInternals.all)
    func theFileNamed_exists(_ item: ToolchainInternal) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(item.file).path), "\(item.file)")
    }
}

extension ToolchainInternal: CustomTestStringConvertible {
    public var testDescription: String { name }
}
