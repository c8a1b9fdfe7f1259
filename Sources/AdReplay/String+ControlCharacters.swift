extension String {
    /// The text with every control character written as `\u{1B}`, so what a fixture holds can
    /// never reach a terminal as a command (ESC sequences, BEL) or break a one-line rendering
    /// (newlines, U+2028).
    ///
    /// ```swift
    /// "bell\u{7}".escapingControlCharacters   // "bell\\u{7}"
    /// ```
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlForOutput) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.isControlForOutput {
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    var isControlForOutput: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
