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
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./=:@%+,-".unicodeScalars.contains(scalar))
        }
        if plain { return word }
        return ("'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'").escapingControlCharacters
    }
}
