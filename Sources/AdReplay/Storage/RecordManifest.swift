import Foundation

/// The line of a fixture folder's `manifest` (the one `scripts/record-all` reads) that records a
/// fixture: how a replay that cannot be accepted (the adapter asks for what the recording does not
/// hold) says the exact command that records it again.
///
/// A fixture `FIXTURES/FORMAT/NAME.fixture.gz` is named by the line `FORMAT NAME [record options…]`
/// of `FIXTURES/manifest`, words split as a POSIX shell splits them (quotes, backslashes, `#`
/// comments); its command is `record --format FORMAT --out PATH --force [record options…]`.
///
/// ```swift
/// RecordManifest.recordArguments(for: "recordings/banner/fill.fixture.gz")
/// // ["record", "--format", "banner", "--out", "recordings/banner/fill.fixture.gz", "--force",
/// //  "--adapter", "SampleCustomEvent", "--parameter", "fill", "--answer", "fill", …]
/// ```
public enum RecordManifest {
    /// The arguments (after the tool's name) that record `path` again, or nil when no manifest
    /// beside its folder names it (or the manifest cannot be read or split).
    public static func recordArguments(for path: String) -> [String]? {
        let file = URL(fileURLWithPath: path)
        let name = file.lastPathComponent
        guard name.hasSuffix(".fixture.gz") else { return nil }
        let stem = String(name.dropLast(".fixture.gz".count))
        let formatFolder = file.deletingLastPathComponent()
        let format = formatFolder.lastPathComponent
        let manifest = formatFolder.deletingLastPathComponent().appendingPathComponent("manifest")
        guard let data = try? Data(contentsOf: manifest), data.count <= 1 << 20 else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            guard let words = shellWords(String(line)), words.count >= 2, words[0] == format, words[1] == stem else { continue }
            return ["record", "--format", format, "--out", path, "--force"] + words.dropFirst(2)
        }
        return nil
    }

    /// `word` as a shell reads it back: as it is when it holds only letters, digits and
    /// `_./:=@%+,-`, otherwise in single quotes; control characters escaped, so no word can
    /// forge a line. (An option such as `--force` stays as it is.)
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./:=@%+,-".unicodeScalars.contains(scalar))
            }
        return plain ? word : ("'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'").escapingControlCharacters
    }

    /// `line` split into words as a POSIX shell (and Python's `shlex.split(comments=True)`) splits
    /// them, nothing expanded; nil for an unterminated quote or a trailing backslash.
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\r":
                if inWord { words.append(word); word = ""; inWord = false }
            case "#" where !inWord:
                return words
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                if !closed { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
                if !closed { return nil }
            case "\\":
                guard let escaped = characters.next() else { return nil }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
