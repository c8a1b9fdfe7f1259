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
    /// A trap inside the toolchain's libraries (`Swift/ContiguousArrayBuffer.swift:692: Fatal
    /// error: Index out of range`) is placed at the first frame of the backtrace in code of the
    /// program's own, when there is one: `crashed at Module/File.swift:12: Index out of range (in
    /// Swift/ContiguousArrayBuffer.swift:692)`. Without a backtrace the place stays the
    /// library's, which says nothing of which code trapped (``isToolchainPlace(_:)``).
    public static func from(stderr: String, termination: String?) -> String {
        let lines = stderr.split(separator: "\n")
        let how = termination.map { " (\($0))" } ?? ""
        let frames = lines.compactMap(Frame.init)
        if let (place, message) = lines.lazy.reversed().compactMap(fatalError(in:)).first {
            if isToolchainPlace(place), let own = frames.lazy.compactMap(\.place).first(where: { !isToolchainPlace($0) }) {
                return "crashed at \(own): \(message) (in \(place))".escapingControlCharacters
            }
            return "crashed at \(place): \(message)".escapingControlCharacters
        }
        if let failure = frames.firstIndex(where: { $0.symbol.hasPrefix(Frame.runtimeFailure) }) {
            let message = frames[failure].symbol.dropFirst(Frame.runtimeFailure.count)
            if let place = frames[failure...].lazy.compactMap(\.place).first {
                return "crashed at \(place): \(message)".escapingControlCharacters
            }
            return "crashed: \(message)\(how)".escapingControlCharacters
        }
        if let place = frames.lazy.compactMap(\.place).first {
            return "crashed at \(place)\(how)".escapingControlCharacters
        }
        return "crashed\(how)"
    }

    /// The modules of the Swift toolchain whose traps name a place in the library
    /// (`Swift/ContiguousArrayBuffer.swift:692`) rather than the code that called it.
    static let toolchainModules: Set<Substring> = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "Dispatch", "XCTest", "Testing",
    ]

    /// Whether `place` (`Module/File.swift:49`) is in the toolchain's libraries: the same trap
    /// there (an index out of range) is any code's, so it identifies no bug.
    public static func isToolchainPlace(_ place: some StringProtocol) -> Bool {
        guard let module = place.split(separator: "/").first, place.contains("/") else { return false }
        return toolchainModules.contains(Substring(module))
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
        /// `Folder/File.swift:49`, when the frame names a source file.
        var place: String?

        init?(_ line: Substring) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let number = words.first, number.allSatisfy(\.isNumber),
                let address = line.range(of: " 0x")
            else { return nil }
            var rest = line[address.upperBound...].drop { !$0.isWhitespace }.dropFirst()
            var source: Substring?
            if let at = rest.range(of: " at ", options: .backwards) {
                source = rest[at.upperBound...]
                rest = rest[..<at.lowerBound]
            }
            if let image = rest.range(of: " in ", options: .backwards) { rest = rest[..<image.lowerBound] }
            symbol = rest
            place = source.flatMap(Self.place)
        }

        /// `/src/Sources/Module/File.swift:49:61` → `Module/File.swift:49`; nil for code the
        /// compiler generated.
        private static func place(_ source: Substring) -> String? {
            let parts = source.split(separator: ":")
            guard parts.count >= 3, parts[parts.count - 1].allSatisfy(\.isNumber), parts[parts.count - 2].allSatisfy(\.isNumber) else {
                return nil
            }
            let path = parts.dropLast(2).joined(separator: ":")
            guard !path.contains("<compiler-generated>") else { return nil }
            let file = path.split(separator: "/").suffix(2).joined(separator: "/")
            return "\(file):\(parts[parts.count - 2])"
        }
    }
}
