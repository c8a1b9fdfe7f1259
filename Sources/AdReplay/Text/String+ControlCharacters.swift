extension String {
    /// The text with every control character written as `\u{1B}`, so what a fixture holds (or a
    /// file name) can never reach a terminal as a command (ESC sequences, BEL), break a one-line
    /// rendering (newlines, U+2028), or make a line read otherwise than it is (bidi controls).
    ///
    /// ```swift
    /// "bell\u{7}".escapingControlCharacters   // "bell\\u{7}"
    /// ```
    public var escapingControlCharacters: String {
        // Printable ASCII (nearly every path and sentence) is told by its bytes, without decoding
        // scalars: a replay run escapes a path per fixture.
        let printableASCII = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { (0x20..<0x7F).contains($0) } }
        if printableASCII == true { return self }
        guard unicodeScalars.contains(where: \.isControlForOutput) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.isRawFileNameByte {
                // A byte of a file name that is no UTF-8: shown as the byte it is.
                escaped += FileSystemPath.displayed(String(scalar))
            } else if scalar.isControlForOutput {
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, the line and paragraph separators, and the bidi controls (the
    /// marks U+200E, U+200F and U+061C, embeddings and overrides U+202A–202E, isolates
    /// U+2066–2069), which reorder what a reader sees.
    package var isControlForOutput: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || value == 0x200E || value == 0x200F || value == 0x061C
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || isRawFileNameByte
    }

    /// A byte of a file name that is no UTF-8, as ``FileSystemPath`` carries it.
    var isRawFileNameByte: Bool { FileSystemPath.byteScalars.contains(value) }
}
