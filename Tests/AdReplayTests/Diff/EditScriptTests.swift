import AdWorld
import Testing

@testable import AdReplay

/// Linear-space shortest edit scripts (Myers' middle snake).
@Suite struct EditScriptTests {
    // MARK: Exact scripts

    @Test func emptyToEmpty_isEmpty() {
        #expect(EditScript.edits(from: [Int](), to: []) == [])
    }

    @Test func emptyAndNonEmpty_areAllInsertionsOrAllDeletions() {
        #expect(EditScript.edits(from: [], to: [7, 8]) == [.insert(0), .insert(1)])
        #expect(EditScript.edits(from: [7, 8], to: []) == [.delete(0), .delete(1)])
    }

    @Test func identical_keepsEverything() {
        #expect(EditScript.edits(from: [1, 2, 3], to: [1, 2, 3]) == [.same(0, 0), .same(1, 1), .same(2, 2)])
    }

    @Test func replacedInTheMiddle_deletesThenInserts() {
        #expect(EditScript.edits(from: [1, 2, 3], to: [1, 9, 3]) == [.same(0, 0), .delete(1), .insert(1), .same(2, 2)])
        #expect(
            EditScript.edits(from: [1, 2, 3, 4], to: [1, 8, 9, 4])
                == [.same(0, 0), .delete(1), .delete(2), .insert(1), .insert(2), .same(3, 3)])
        #expect(EditScript.edits(from: ["old"], to: ["new"]) == [.delete(0), .insert(0)])
    }

    @Test func prefixAndSuffixOnlyChanges() {
        #expect(EditScript.edits(from: [1, 2], to: [0, 1, 2]) == [.insert(0), .same(0, 1), .same(1, 2)])
        #expect(EditScript.edits(from: [0, 1, 2], to: [1, 2]) == [.delete(0), .same(1, 0), .same(2, 1)])
        #expect(EditScript.edits(from: [1, 2], to: [1, 2, 3]) == [.same(0, 0), .same(1, 1), .insert(2)])
        #expect(EditScript.edits(from: [1, 2, 3], to: [1, 2]) == [.same(0, 0), .same(1, 1), .delete(2)])
    }

    @Test func movedElement_isDeletedThenInserted() {
        #expect(
            EditScript.edits(from: [1, 2, 3, 4, 5], to: [1, 3, 4, 2, 5])
                == [.same(0, 0), .delete(1), .same(2, 1), .same(3, 2), .insert(3), .same(4, 4)])
        // Two equally short scripts; the one deleting first wins.
        #expect(EditScript.edits(from: [1, 2], to: [2, 1]) == [.delete(0), .same(1, 0), .insert(1)])
    }

    @Test func sameInputs_sameScript() {
        var random = SplitMix64(seed: 7)
        let a = (0..<500).map { _ in random.next(below: 5) }, b = (0..<480).map { _ in random.next(below: 5) }
        #expect(EditScript.edits(from: a, to: b) == EditScript.edits(from: a, to: b))
    }

    // MARK: Properties

    @Test func randomPairs_areValidAndMinimal() {
        var random = SplitMix64(seed: 2024)
        for round in 0..<4_000 {
            let (length, alphabet) = round < 3_700 ? (12, 3) : (60, 4)  // Many tiny pairs, then some deeper splits.
            let a = random.array(maxLength: length, alphabet: alphabet)
            let b = random.array(maxLength: length, alphabet: alphabet)
            let script = EditScript.edits(from: a, to: b)
            #expect(problem(in: script, from: a, to: b) == nil, "\(a) → \(b)")
            #expect(differences(in: script) == a.count + b.count - 2 * longestCommonSubsequence(a, b), "\(a) → \(b)")
        }
    }

    @Test func smallCostLimit_isValid_andMinimalWhenTheDifferencesFit() {
        var random = SplitMix64(seed: 99)
        for round in 0..<1_500 {
            let length = round < 1_000 ? 16 : 200
            let a = random.array(maxLength: length, alphabet: 4), b = random.array(maxLength: length, alphabet: 4)
            let costLimit = 1 + random.next(below: 5)
            let script = EditScript.edits(from: a, to: b, costLimit: costLimit)
            #expect(problem(in: script, from: a, to: b) == nil, "\(a) → \(b), costLimit \(costLimit)")
            let shortest = a.count + b.count - 2 * longestCommonSubsequence(a, b)
            if shortest <= costLimit { #expect(differences(in: script) == shortest, "\(a) → \(b), costLimit \(costLimit)") }
        }
    }

    @Test func costLimitFive_onLargeDifferentInputs_isValid() {
        var random = SplitMix64(seed: 5)
        let a = (0..<3_000).map { _ in random.next(below: 8) }, b = (0..<2_500).map { _ in random.next(below: 8) }
        let script = EditScript.edits(from: a, to: b, costLimit: 5)
        #expect(problem(in: script, from: a, to: b) == nil)
    }

    // MARK: Large inputs: memory stays linear

    /// The working memory promised: two diagonal arrays of at most N + M + 3 slots, plus a short stack.
    private func linearBound(_ a: [Int], _ b: [Int]) -> Int { 4 * (a.count + b.count) + 64 }

    @Test func large_scatteredChanges() {
        var random = SplitMix64(seed: 40_000)
        let a = (0..<40_000).map { _ in random.next(below: 1_000_000) }
        var b = a, edited = 0
        for index in stride(from: b.count - 1, through: 0, by: -1) where random.next(below: 100) == 0 {
            switch random.next(below: 3) {
            case 0: b[index] = -1 - random.next(below: 1_000); edited += 2
            case 1: b.remove(at: index); edited += 1
            default: b.insert(-1 - random.next(below: 1_000), at: index); edited += 1
            }
        }
        for costLimit in [2_000, Int.max] {  // Int.max: diagonal arrays as large as they get.
            let (script, statistics) = EditScript.editsWithStatistics(from: a, to: b, costLimit: costLimit)
            #expect(problem(in: script, from: a, to: b) == nil)
            #expect(differences(in: script) <= edited)
            #expect(statistics.peakWorkingSlots <= linearBound(a, b), "peak \(statistics.peakWorkingSlots)")
        }
    }

    @Test func large_entirelyDifferent() {
        // D = 80,000: every search gives up at costLimit. Time grows with (N + M) · costLimit, so a limit below the
        // default keeps this debug-build test quick; memory does not depend on it beyond the diagonal arrays.
        let a = Array(0..<40_000), b = Array(100_000..<140_000)
        let (script, statistics) = EditScript.editsWithStatistics(from: a, to: b, costLimit: 100)
        #expect(problem(in: script, from: a, to: b) == nil)
        #expect(differences(in: script) == 80_000)
        #expect(statistics.peakWorkingSlots <= linearBound(a, b), "peak \(statistics.peakWorkingSlots)")
    }

    @Test func entirelyDifferent_searchedExactly_stillLinear() {
        // No limit: the widest diagonal arrays and the deepest splits (D = N + M).
        let a = Array(0..<1_500), b = Array(100_000..<101_500)
        let (script, statistics) = EditScript.editsWithStatistics(from: a, to: b, costLimit: .max)
        #expect(problem(in: script, from: a, to: b) == nil)
        #expect(differences(in: script) == 3_000)
        #expect(statistics.peakWorkingSlots <= linearBound(a, b), "peak \(statistics.peakWorkingSlots)")
    }

    @Test func longCommonRun_doesNotRecurseDeeply() {
        let a = Array(0..<200_000), b = [-1] + Array(0..<100_000) + [-2] + Array(100_001..<200_000)
        let (script, statistics) = EditScript.editsWithStatistics(from: a, to: b)
        #expect(problem(in: script, from: a, to: b) == nil)
        #expect(differences(in: script) == 3)
        #expect(statistics.peakWorkingSlots <= linearBound(a, b))
    }
}

// MARK: Helpers

/// Why `script` is not a valid way to turn `a` into `b`, or nil: every index once, in order, and applying it gives `b`.
private func problem<Element: Equatable>(in script: [Edit], from a: [Element], to b: [Element]) -> String? {
    var nextA = 0, nextB = 0, result: [Element] = []
    for (position, edit) in script.enumerated() {
        switch edit {
        case let .same(i, j):
            guard i == nextA, j == nextB, i < a.count, j < b.count, a[i] == b[j] else { return "bad \(edit) at \(position)" }
            result.append(a[i])
            (nextA, nextB) = (i + 1, j + 1)
        case let .delete(i):
            guard i == nextA, i < a.count else { return "bad \(edit) at \(position)" }
            nextA = i + 1
        case let .insert(j):
            guard j == nextB, j < b.count else { return "bad \(edit) at \(position)" }
            result.append(b[j])
            nextB = j + 1
        }
    }
    guard nextA == a.count, nextB == b.count else { return "stops at a[\(nextA)], b[\(nextB)]" }
    return result == b ? nil : "applying it does not give b"
}

private func differences(in script: [Edit]) -> Int {
    script.count { if case .same = $0 { false } else { true } }
}

/// Reference: the textbook O(N·M) dynamic programme.
private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
    var previous = Array(repeating: 0, count: b.count + 1)
    for i in a.indices {
        var current = Array(repeating: 0, count: b.count + 1)
        for j in b.indices { current[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], current[j]) }
        previous = current
    }
    return previous[b.count]
}

/// Seeded test inputs: AdWorld's SplitMix64 generator, so every run sees the same inputs.
private typealias SplitMix64 = SeededGenerator

private extension SeededGenerator {
    /// 0 ..< bound (modulo bias is irrelevant here).
    mutating func next(below bound: Int) -> Int { draw(below: bound) }

    mutating func array(maxLength: Int, alphabet: Int) -> [Int] {
        (0..<next(below: maxLength + 1)).map { _ in next(below: alphabet) }
    }
}
