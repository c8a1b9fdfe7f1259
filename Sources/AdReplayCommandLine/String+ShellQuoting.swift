extension String {
    /// The path as a shell word to paste after a command, shown safely: quoted when it holds
    /// anything but the usual file-name characters, `./` in front of a leading `-` (so it is not
    /// taken for an option), and control and bidi characters escaped (a name must not steer the
    /// terminal or reorder the line it is shown in).
    ///
    /// ```swift
    /// "recordings/banner/fill.fixture.gz".shellQuoted   // recordings/banner/fill.fixture.gz
    /// "-it's.fixture.gz".shellQuoted                    // './-it'\''s.fixture.gz'
    /// ```
    var shellQuoted: String {
        let word = hasPrefix("-") ? "./" + self : self
        let plain =
            !word.isEmpty
            && word.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default: "_./=:@%+,-".utf8.contains(byte)
                }
            }
        if plain { return word }
        return ("'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'").escapingControlCharacters
    }
}
