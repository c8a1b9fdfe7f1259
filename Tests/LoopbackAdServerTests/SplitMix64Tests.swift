import Testing

@testable import LoopbackAdServer

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test func next_matchesTheReferenceStreamForSeedZero() {
        var generator = SplitMix64(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func subject_givesEachSubjectItsOwnStream() {
        var first = SplitMix64(seed: 7, subject: "auction r1")
        var again = SplitMix64(seed: 7, subject: "auction r1")
        var other = SplitMix64(seed: 7, subject: "auction r2")
        let a = first.next()
        #expect(a == again.next())
        #expect(a != other.next())
    }

    @Test func draw_staysInRange_andHexIsSixteenDigits() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<200 {
            #expect((40...300).contains(generator.draw(40...300)))
        }
        let hex = generator.hex()
        #expect(hex.count == 16 && hex.allSatisfy(\.isHexDigit))
    }

    @Test func pick_followsTheWeights() {
        var generator = SplitMix64(seed: 5)
        #expect(generator.pick([("never", weight: 0), ("always", weight: 3)]) == "always")
        #expect(generator.pick([(1, weight: 0)]) == nil)
    }
}
