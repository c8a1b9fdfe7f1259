/// The one sentence that says where and why a process replaying or recording a session died:
/// `crashed at Module/File.swift:49: Unexpectedly found nil while unwrapping an Optional value`.
/// Every report of a crash, and every bug report of one, is read from it.
package enum CrashSentence {
    /// Where and why a process died, from its stderr.
    ///
    /// A debug build reports a trap as `Module/File.swift:49: Fatal error: Unexpectedly found nil
    /// while unwrapping an Optional value`; an optimised build only traps, and Swift's
    /// backtracer (when on) names the failure in a frame, `Swift runtime failure: Unexpectedly
    /// found nil while unwrapping an Optional value in adreplay at …`, and the place in the next
    /// frame with a source file. Both give
    /// `crashed at Module/File.swift:49: Unexpectedly found nil while unwrapping an Optional value`
    /// (a file is named by its folder and name, as `#fileID` does, so that the sentence does not
    /// depend on where the code was built). Without either, how the process ended:
    /// `crashed (signal 4)`.
    ///
    /// When a backtrace names the function that trapped, the sentence names it after the place
    /// (`crashed at Module/File.swift:49 in Type.method(_:): …`), and instead of one when the
    /// build kept none (an inlined trap in an optimised build: `crashed in Type.method(_:)
    /// (signal 4)`): the function is what every build can say, so a bug report recorded with
    /// one build reproduces with the other (``site(in:)``, ``CrashSite``).
    ///
    /// A trap inside the toolchain's libraries (`Swift/ContiguousArrayBuffer.swift:692: Fatal
    /// error: Index out of range`) is placed at the first frame of the backtrace in code of the
    /// program's own, when there is one: `crashed at Module/File.swift:12: Index out of range (in
    /// Swift/ContiguousArrayBuffer.swift:692)`. Without a backtrace the place stays the
    /// library's, which says nothing of which code trapped (``isToolchainPlace(_:)``).
    ///
    /// A trap (a death by a signal) whose place is in AdReplay's own modules
    /// (``adReplayModules``), directly or in the toolchain's libraries called from them, is
    /// AdReplay's bug, never the adapter's:
    /// `AdReplay itself crashed at AdWorld/MainThreadWatch.swift:84: …; that is a bug in AdReplay,
    /// not in the adapter: please report it` (``isAdReplayFault(_:)``).
    public static func from(stderr: String, termination: String?) -> String {
        let lines = stderr.split(separator: "\n")
        let how = termination.map { " (\($0))" } ?? ""
        // A trap ends the process with a signal. One that ended itself after writing a trap's line
        // is AdReplay stopping the adapter on purpose (the main-thread watch, which stops a main
        // thread the adapter deadlocked, ``AdWorld/MainThreadWatch``): the adapter's doing.
        let stoppedOnPurpose = termination?.hasPrefix("exit status") == true
        let frames = lines.compactMap(Frame.init)
        // The code that trapped is the frame at the trapping address, never a caller of it: in a
        // release build the adapter's inlined frame may keep no line while AdReplay's caller
        // (a return address) does, and that caller is not at fault.
        let trapped = trappingFrame(frames)
        func sentence(at site: String?, in frame: Frame?, owned: Bool, _ rest: String) -> String {
            guard let site else { return "\(functionPrefix)\(frame?.function ?? frame?.symbol ?? "")\(rest)".escapingControlCharacters }
            guard owned && !stoppedOnPurpose else {
                // The function too, when the backtrace names it: a build that keeps no place for
                // the same trap names only that (``CrashSite``).
                let function = frame?.function.map { " in \($0)" } ?? ""
                return "crashed at \(site)\(function)\(rest)".escapingControlCharacters
            }
            return "\(adReplayFaultPrefix)\(site)\(rest)\(adReplayFaultSuffix)".escapingControlCharacters
        }
        if let (place, message) = lines.lazy.reversed().compactMap(fatalError(in:)).first {
            if isToolchainPlace(place), let trapped {
                return sentence(at: trapped.place, in: trapped, owned: trapped.isAdReplays, ": \(message) (in \(place))")
            }
            // The function is the trapping frame's only when it is in the file the line names.
            let frame = trapped.flatMap { $0.isIn(file: place) ? $0 : nil }
            return sentence(at: place, in: frame, owned: isAdReplaysPlace(place), ": \(message)")
        }
        if let failure = frames.firstIndex(where: { $0.symbol.hasPrefix(Frame.runtimeFailure) }) {
            let message = frames[failure].symbol.dropFirst(Frame.runtimeFailure.count)
            if let trapped = trappingFrame(Array(frames[failure...])) {
                return sentence(at: trapped.place, in: trapped, owned: trapped.isAdReplays, ": \(message)")
            }
            return "crashed: \(message)\(how)".escapingControlCharacters
        }
        if let trapped { return sentence(at: trapped.place, in: trapped, owned: trapped.isAdReplays, how) }
        return "crashed\(how)"
    }

    /// The frame of the code that trapped, in a backtrace that names no failure: the first of
    /// the program's frames at the address that trapped (the function and what was inlined into
    /// it) that names a place, else the first of them (an optimised build may keep no line for
    /// a trap, and then only the function is known: never a caller's place, which would blame
    /// the code that called it); when the trap is in a library, the first caller of the program's.
    private static func trappingFrame(_ frames: [Frame]) -> Frame? {
        let atTrap = frames.prefix { !$0.isReturnAddress }.filter(\.isProgramImage)
        if !atTrap.isEmpty { return atTrap.first { $0.place != nil } ?? atTrap.first { !$0.isThunk } ?? atTrap.first }
        return frames.first { $0.isProgramImage }
    }

    /// `crashed at PLACE…`, or AdReplay's own crash when `owned`.
    private static func sentence(at place: String, owned: Bool, _ rest: String) -> String {
        guard owned else { return "crashed at \(rest)".escapingControlCharacters }
        return "\(adReplayFaultPrefix)\(rest)\(adReplayFaultSuffix)".escapingControlCharacters
    }

    static let adReplayFaultPrefix = "AdReplay itself crashed at "
    static let adReplayFaultSuffix = "; that is a bug in AdReplay, not in the adapter: please report it"

    static let functionPrefix = "crashed in "

    /// Whether `sentence` (``from(stderr:termination:)``) says AdReplay's own code trapped: no
    /// adapter's bug, so no bug report, no `REPRODUCES` or `FIXED`, no finding; the command
    /// says it and exits 2.
    public static func isAdReplayFault(_ sentence: some StringProtocol) -> Bool {
        sentence.hasPrefix(adReplayFaultPrefix)
    }

    /// The modules of the Swift toolchain whose traps name a place in the library
    /// (`Swift/ContiguousArrayBuffer.swift:692`) rather than the code that called it.
    static let toolchainModules: Set<Substring> = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "Dispatch", "XCTest", "Testing",
    ]

    /// AdReplay's own modules, as `Package.swift` names them (and as their folders under
    /// `Sources/` are named): a trap in one of them is AdReplay's. The bundled networks'
    /// adapters and SDKs (`Sources/BundledNetworks/…`) are adapters like any other.
    static let adReplayModules: Set<Substring> = [
        "AdWorld", "NeutralUI", "AdWorldHTTP", "Mediation", "GoogleMobileAdsCompat", "AdReplayJSON", "AdReplay",
        "AdReplayReports", "AdReplayHTTP", "LoopbackAdServer", "AdReplayIsolation", "AdReplayTesting",
        "AdReplayCommandLine", "AdapterUnitTestKit", "adreplay",
    ]

    /// Whether `place` (`Module/File.swift:49`) is in the toolchain's libraries: the same trap
    /// there (an index out of range) is any code's, so it identifies no bug.
    public static func isToolchainPlace(_ place: some StringProtocol) -> Bool {
        guard let module = place.split(separator: "/").first, place.contains("/") else { return false }
        return toolchainModules.contains(Substring(module))
    }

    /// Whether the place of a fatal error's line is in AdReplay's code: its module as `#fileID`
    /// gives it (`AdWorld/MainThreadWatch.swift:84`), or, for a whole path (`#filePath`, Swift
    /// 5 mode), the folder under its last `Sources` (``module(ofPath:)``).
    static func isAdReplaysPlace(_ place: some StringProtocol) -> Bool {
        if let module = module(ofPath: place) { return adReplayModules.contains(module) }
        let parts = String(place).split(separator: "/")
        guard parts.count == 2, let module = parts.first else { return false }
        return adReplayModules.contains(module)
    }

    /// The module of a source file by SwiftPM's layout: the folder right under the path's last
    /// `Sources` (`/src/Sources/AdReplay/Host/NativeAdPresenter.swift` → `AdReplay`); nil for a
    /// path outside that layout.
    static func module(ofPath path: some StringProtocol) -> Substring? {
        let parts = String(path).split(separator: "/")
        guard let sources = parts.lastIndex(where: { $0 == "Sources" }), sources + 2 < parts.count else { return nil }
        return parts[sources + 1]
    }

    /// `File.swift:49` and the message, from `File.swift:49: Fatal error: message`.
    private static func fatalError(in line: Substring) -> (String, String)? {
        guard let marker = line.range(of: ": Fatal error: ") ?? line.range(of: ": Fatal error") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        // `File.swift:49`, not a stray "Fatal error" in other text.
        guard let colon = place.lastIndex(of: ":"), !place[place.index(after: colon)...].isEmpty,
            place[place.index(after: colon)...].allSatisfy(\.isNumber)
        else { return nil }
        let message = line[marker.upperBound...]
        return (place, message.isEmpty ? "fatal error" : String(message))
    }

    /// One frame of a Swift backtrace: `  2 [inlined]  0x… Symbol in image at /path/File.swift:49:61`.
    private struct Frame {
        static let runtimeFailure = "Swift runtime failure: "
        var symbol: Substring
        /// `[ra]`: the frame of a caller, at its return address; the others are at the address
        /// that trapped (the function, and what was inlined into it).
        var isReturnAddress = false
        /// `[thunk]`: code the compiler made to reach the function (a protocol witness).
        var isThunk = false
        /// The image the frame's code is in, when said (`adreplay`, `libswiftCore.so`).
        var image: Substring?
        /// The source file's whole path, when the frame names one the compiler did not generate.
        var path: Substring?
        /// `Folder/File.swift:49`, or `Folder/File.swift` when the backtracer has no line for the
        /// address (as for the return address of a call that never returns, such as a trap's).
        var place: String?

        init?(_ line: Substring) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let number = words.first, number.allSatisfy(\.isNumber),
                let address = line.range(of: " 0x")
            else { return nil }
            let markers = line[..<address.lowerBound]
            isReturnAddress = markers.contains("[ra]")
            isThunk = markers.contains("[thunk]")
            var rest = line[address.upperBound...].drop { !$0.isWhitespace }.dropFirst()
            var source: Substring?
            if let at = rest.range(of: " at ", options: .backwards) {
                source = rest[at.upperBound...]
                rest = rest[..<at.lowerBound]
            }
            if let image = rest.range(of: " in ", options: .backwards) {
                self.image = rest[image.upperBound...]
                rest = rest[..<image.lowerBound]
            }
            // `Type.method() + 353`: the offset differs from build to build.
            if let offset = rest.range(of: " + ", options: .backwards), rest[offset.upperBound...].allSatisfy(\.isNumber) {
                rest = rest[..<offset.lowerBound]
            }
            symbol = rest
            if let (path, place) = source.flatMap(Self.place) {
                self.path = path
                self.place = place
            }
        }

        /// A frame of the program's own code, not the toolchain's: it names a source file
        /// outside the toolchain's libraries.
        var isProgramCode: Bool {
            guard let place else { return false }
            return !CrashSentence.isToolchainPlace(place)
        }

        /// A frame of the program's code, by its source, or by its image when it names no source:
        /// not a shared library's (`libswiftCore.so`, `libc.so.6`).
        var isProgramImage: Bool {
            if path != nil { return isProgramCode }
            guard let image, !symbol.hasPrefix(Frame.runtimeFailure) else { return false }
            return !image.hasSuffix(".so") && !image.contains(".so.")
        }

        /// The function, as every build names it: without the `specialized` or `merged` an
        /// optimised build adds. Nil for a line that does not name the image its code is in, as
        /// every frame of Swift's backtracer does.
        var function: Substring? {
            guard image != nil, !symbol.isEmpty else { return nil }
            var name = symbol
            while let prefix = ["specialized ", "merged "].first(where: name.hasPrefix) { name = name.dropFirst(prefix.count) }
            return name
        }

        /// Whether the frame's source is `place`'s file (`Module/File.swift:49`, or a whole path).
        func isIn(file place: String) -> Bool {
            guard let path else { return false }
            let file = place.split(separator: ":").first.map { $0.split(separator: "/").last ?? $0 } ?? ""
            return path.split(separator: "/").last == file
        }

        /// Whether the frame's source file is one of AdReplay's modules.
        var isAdReplays: Bool {
            path.flatMap(CrashSentence.module(ofPath:)).map(CrashSentence.adReplayModules.contains) ?? false
        }

        /// `/src/Sources/Module/File.swift:49:61` → the path and `Module/File.swift:49`;
        /// `/src/Sources/Module/File.swift` (no line) → `Module/File.swift`; nil for code the
        /// compiler generated.
        private static func place(_ source: Substring) -> (Substring, String)? {
            guard !source.contains("<compiler-generated>") else { return nil }
            var parts = source.split(separator: ":", omittingEmptySubsequences: false)
            var line: Substring?
            if parts.count >= 3, parts[parts.count - 1].allSatisfy(\.isNumber), parts[parts.count - 2].allSatisfy(\.isNumber) {
                line = parts[parts.count - 2]
                parts.removeLast(2)
            }
            let path = source[source.startIndex..<(parts.last?.endIndex ?? source.startIndex)]
            guard !path.isEmpty else { return nil }
            let file = path.split(separator: "/").suffix(2).joined(separator: "/")
            return (path, line.map { "\(file):\($0)" } ?? file)
        }
    }
}
