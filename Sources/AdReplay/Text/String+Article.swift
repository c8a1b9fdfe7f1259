extension String {
    /// The word with its indefinite article, by its first letter: `an AcornCallback`,
    /// `a PebbleRequest`, `an app`. (A rule of thumb for generated sentences: it reads the
    /// letter, not the sound, so `a unit` comes out `an unit`; type and variant names rarely
    /// start so.)
    var withIndefiniteArticle: String {
        guard let first = first?.lowercased() else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
