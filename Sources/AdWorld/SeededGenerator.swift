/// SplitMix64: a small, documented, platform-independent pseudo-random generator.
///
/// The sequence for a seed is fixed by this code alone (not by the platform's random source), so
/// a seeded network gives the same answers on every machine and every Swift version.
/// Reference: Steele, Lea, Flood, "Fast splittable pseudorandom number generators" (2014).
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// generator.draw(below: 100)   // the same number on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable, Equatable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`, by rejection: raw values in the
    /// incomplete last block of `bound` are discarded, so there is no modulo bias.
    public mutating func draw(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let range = UInt64(bound)
        let limit = UInt64.max - UInt64.max % range
        while true {
            let value = next()
            if value < limit { return Int(value % range) }
        }
    }
}
