/// How to turn `a` into `b`: every index of `a` and of `b` appears exactly once, in increasing order.
enum Edit: Equatable, Sendable {
    /// `a[i] == b[j]`, kept.
    case same(Int, Int)
    /// `a[i]` only.
    case delete(Int)
    /// `b[j]` only.
    case insert(Int)
}

/// Shortest edit scripts in linear space: Myers, "An O(ND) Difference Algorithm and Its Variations" (1986), §4b.
///
/// In the edit graph (x indexes `a`, y indexes `b`, diagonal k = x − y) a search forward from (0, 0) and one
/// backward from (N, M) each advance one difference (d) at a time, keeping only the furthest point reached on every
/// diagonal. Where they first meet lies the "middle snake" of a shortest path, which splits the problem into two
/// needing about D/2 differences each. Pending halves wait on an explicit stack (depth O(log D), no recursion) and
/// are solved left to right, so matches come out in order; working memory is the two diagonal arrays (≤ N + M + 3
/// slots each) plus that stack, whatever D is. A search that passes `costLimit` differences gives up on optimality,
/// like GNU diff's "too expensive" heuristic, and splits at its furthest-reaching forward point instead.
///
/// Ties: between two kept elements deletions come before insertions, and the searches try the diagonals that
/// delete more first, so a replaced element reads `- old` then `+ new`.
enum EditScript {
    struct Statistics: Equatable, Sendable {
        /// The most `Int` slots held at once by the diagonal arrays and the stack of pending subproblems.
        var peakWorkingSlots: Int
    }

    /// - costLimit: the most differences searched exactly in one middle-snake search; beyond it the search gives up
    ///   on optimality (splitting at the furthest-reaching diagonal so far) so that time stays bounded on wildly
    ///   different inputs. Results are always a valid edit script; they are minimal whenever the true D fits.
    static func edits<Element: Equatable>(from a: [Element], to b: [Element], costLimit: Int = 2_000) -> [Edit] {
        editsWithStatistics(from: a, to: b, costLimit: costLimit).edits
    }

    /// ``edits(from:to:costLimit:)`` plus how much working memory it took.
    static func editsWithStatistics<Element: Equatable>(
        from a: [Element], to b: [Element], costLimit: Int = 2_000
    ) -> (edits: [Edit], statistics: Statistics) {
        var builder = ScriptBuilder(a: a, b: b, costLimit: max(1, costLimit))
        builder.run()
        return (builder.script, Statistics(peakWorkingSlots: builder.peakWorkingSlots))
    }
}

/// A rectangle of the edit graph still to solve: `a[aStart..<aEnd]` against `b[bStart..<bEnd]`.
private struct Region {
    static let slots = 4
    var aStart: Int, aEnd: Int, bStart: Int, bEnd: Int
    var width: Int { aEnd - aStart }
    var height: Int { bEnd - bStart }
}

/// The furthest x reached on each diagonal k of one search; −1 where unreached. The backward search stores its
/// points measured from the far corner (u = width − x), i.e. it is a forward search of the reversed sequences.
private struct Frontier {
    private var reach: [Int]
    private let lowest: Int
    init(diagonals: ClosedRange<Int>) {
        lowest = diagonals.lowerBound
        reach = Array(repeating: -1, count: diagonals.count)
    }
    var slots: Int { reach.count }
    subscript(diagonal: Int) -> Int {
        get { reach[diagonal - lowest] }
        set { reach[diagonal - lowest] = newValue }
    }
}

private struct ScriptBuilder<Element: Equatable> {
    let a: [Element], b: [Element]
    let costLimit: Int
    /// Steps (diagonals visited and elements compared) all searches together may take; past it,
    /// what is left unsearched is written as deletions then insertions — still a valid script —
    /// so that two huge, wholly different inputs cost a bounded time, not minutes.
    static var workBudget: Int { 8_000_000 }
    private var work = 0
    private(set) var script: [Edit] = []
    private(set) var peakWorkingSlots = 0
    /// First indexes of `a` and `b` not yet in `script`.
    private var nextA = 0, nextB = 0

    init(a: [Element], b: [Element], costLimit: Int) {
        (self.a, self.b, self.costLimit) = (a, b, costLimit)
    }

    mutating func run() {
        var pending: [Region] = []
        var region = Region(aStart: 0, aEnd: a.count, bStart: 0, bEnd: b.count)
        var forward: Frontier?, backward: Frontier?
        while true {
            while region.width > 0, region.height > 0, a[region.aStart] == b[region.bStart] {
                keep(region.aStart, region.bStart)
                region.aStart += 1
                region.bStart += 1
            }
            var suffix = 0
            while suffix < min(region.width, region.height), a[region.aEnd - 1 - suffix] == b[region.bEnd - 1 - suffix] {
                suffix += 1
            }
            if suffix > 0 {  // Kept after the middle: queue it; its prefix scan will emit it.
                pending.append(
                    Region(
                        aStart: region.aEnd - suffix, aEnd: region.aEnd,
                        bStart: region.bEnd - suffix, bEnd: region.bEnd))
                region.aEnd -= suffix
                region.bEnd -= suffix
            }
            var middle: (x: Int, y: Int)?
            if region.width > 0, region.height > 0, work < Self.workBudget {
                // Sized once, for the first (largest) region: later ones are inside it and search no further.
                let maxCost = min(costLimit, (region.width + region.height + 1) / 2)
                let diagonals = (max(-maxCost, -region.height) - 1)...(min(maxCost, region.width) + 1)
                var forwardFrontier = forward.take() ?? Frontier(diagonals: diagonals)
                var backwardFrontier = backward.take() ?? Frontier(diagonals: diagonals)
                middle = split(region, &forwardFrontier, &backwardFrontier, work: &work)
                (forward, backward) = (forwardFrontier, backwardFrontier)
            }
            if let middle {
                pending.append(
                    Region(
                        aStart: region.aStart + middle.x, aEnd: region.aEnd,
                        bStart: region.bStart + middle.y, bEnd: region.bEnd))
            }
            // Held now: both frontiers, the pending stack and the region in hand.
            let frontierSlots = (forward?.slots ?? 0) + (backward?.slots ?? 0)
            peakWorkingSlots = max(peakWorkingSlots, frontierSlots + Region.slots * (pending.count + 1))
            if let middle {  // Go on with the left part; the right part waits on the stack.
                region.aEnd = region.aStart + middle.x
                region.bEnd = region.bStart + middle.y
            } else if let next = pending.popLast() {
                region = next
            } else {
                break
            }
        }
        emitGap(toA: a.count, toB: b.count)
    }

    /// Emits `a[x] == b[y]`, preceded by the gap before it.
    private mutating func keep(_ x: Int, _ y: Int) {
        emitGap(toA: x, toB: y)
        script.append(.same(x, y))
        (nextA, nextB) = (x + 1, y + 1)
    }

    /// Deletions first, then insertions, for everything not yet emitted before `a[endA]` and `b[endB]`.
    private mutating func emitGap(toA endA: Int, toB endB: Int) {
        for i in nextA..<endA { script.append(.delete(i)) }
        for j in nextB..<endB { script.append(.insert(j)) }
        (nextA, nextB) = (endA, endB)
    }

    /// A point (relative to the region's start) through which a shortest path of the region passes, other than its
    /// corners. The region is non-empty both ways and trimmed of common prefix and suffix, so D ≥ 2.
    /// Myers' notation: d differences so far, diagonal k = x − y; the backward diagonal kb is forward k = delta − kb.
    private func split(_ region: Region, _ forward: inout Frontier, _ backward: inout Frontier, work: inout Int) -> (x: Int, y: Int) {
        let width = region.width, height = region.height, delta = width - height
        let deltaIsOdd = delta & 1 != 0
        let maxCost = min(costLimit, (width + height + 1) / 2)
        var range = (low: 0, high: 0)
        for d in 0...maxCost {
            range = diagonals(cost: d, width: width, height: height)
            work += range.high - range.low + 2
            fence(&forward, cost: d, range: range, width: width, height: height)
            var k = range.high
            while k >= range.low {
                var x = Self.start(
                    left: forward[k - 1], above: forward[k + 1], cost: d, diagonal: k,
                    width: width, height: height)
                if x >= 0 {
                    var y = x - k
                    let snakeStart = x
                    while x < width, y < height, a[region.aStart + x] == b[region.bStart + y] { x += 1; y += 1 }
                    work += x - snakeStart
                    let kb = delta - k  // Overlap with the backward search one step behind (odd delta only).
                    if deltaIsOdd, -d < kb, kb < d, backward[kb] >= 0, x + backward[kb] >= width { return (x, y) }
                }
                forward[k] = x
                k -= 2
            }
            fence(&backward, cost: d, range: range, width: width, height: height)
            var kb = range.low
            while kb <= range.high {
                var u = Self.start(
                    left: backward[kb - 1], above: backward[kb + 1], cost: d, diagonal: kb,
                    width: width, height: height)
                if u >= 0 {
                    var v = u - kb
                    let snakeStart = u
                    while u < width, v < height, a[region.aEnd - 1 - u] == b[region.bEnd - 1 - v] { u += 1; v += 1 }
                    work += u - snakeStart
                    let k = delta - kb  // Overlap with the forward search at the same step (even delta only).
                    if !deltaIsOdd, -d <= k, k <= d, forward[k] >= 0, forward[k] + u >= width {
                        return (width - u, height - v)
                    }
                }
                backward[kb] = u
                kb += 2
            }
        }
        // Too expensive: cut at the forward point furthest along (largest x + y; on ties the diagonal deleting most,
        // as GNU diff does). Its left part costs ≤ maxCost and is solved exactly; only the right part is approximate.
        var best = (x: 0, y: 0)
        for k in stride(from: range.high, through: range.low, by: -2) where forward[k] >= 0 {
            if 2 * forward[k] - k > best.x + best.y { best = (forward[k], forward[k] - k) }
        }
        let isCorner = (best.x == 0 && best.y == 0) || (best.x == width && best.y == height)
        return isCorner ? (1, 0) : (best.x, best.y)  // (1, 0): delete one element; never expected, always progress
    }

    /// Diagonals a search of cost `d` reaches inside a width × height rectangle (they share the parity of `d`).
    private func diagonals(cost d: Int, width: Int, height: Int) -> (low: Int, high: Int) {
        let low = max(-d, -height), high = min(d, width)
        return (low + ((low + d) & 1), high - ((d - high) & 1))
    }

    /// Marks unreached the two neighbours just outside what cost d − 1 filled in, so that step d reads no stale values.
    private func fence(_ frontier: inout Frontier, cost d: Int, range: (low: Int, high: Int), width: Int, height: Int) {
        guard d > 0 else { return }
        if range.low - 1 < max(-(d - 1), -height) { frontier[range.low - 1] = -1 }
        if range.high + 1 > min(d - 1, width) { frontier[range.high + 1] = -1 }
    }

    /// Myers' step onto diagonal k: one more difference from a neighbour (before following the snake), or −1.
    /// Deletion (x + 1 from diagonal k − 1) wins ties with insertion (y + 1 from diagonal k + 1).
    private static func start(left: Int, above: Int, cost d: Int, diagonal k: Int, width: Int, height: Int) -> Int {
        guard d > 0 else { return 0 }
        let byInsertion = above >= 0 && above - k <= height ? above : -1
        return left >= 0 && left < width && left + 1 >= byInsertion ? left + 1 : byInsertion
    }
}

private extension Optional {
    /// The value, leaving nil behind (so the caller holds the only reference to a buffer it will mutate).
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
