/// `replay --shuffle SEED`'s order: a Fisher–Yates shuffle driven by SplitMix64 from the seed, so
/// the same seed gives the same order on every machine and every run (never the system's random
/// source, which a run could not repeat).
struct SeededShuffle {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// `elements` in this shuffle's order.
    mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            let other = Int(next() % UInt64(index + 1))
            result.swapAt(index, other)
        }
        return result
    }

    /// SplitMix64's next value.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
