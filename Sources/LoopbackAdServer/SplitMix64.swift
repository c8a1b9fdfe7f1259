/// Steele, Lea and Flood's SplitMix64: a tiny seeded generator whose stream is fixed by its seed
/// on every platform, unlike `SystemRandomNumberGenerator`.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A stream for one subject (a bid request's id, a URL): `seed` mixed with the subject's
    /// FNV-1a hash, so each subject draws the same values whatever came before it.
    init(seed: UInt64, subject: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in subject.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = seed ^ hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `range`, by modulo (the bias is immaterial for test data).
    mutating func draw(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `choices`, each as likely as its weight.
    mutating func pick<Choice>(_ choices: [(Choice, weight: Int)]) -> Choice? {
        let total = choices.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return nil }
        var roll = draw(0...(total - 1))
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return nil
    }

    /// Sixteen lowercase hex digits.
    mutating func hex() -> String {
        let digits = String(next(), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
