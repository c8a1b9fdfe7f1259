/// One of N parts of a corpus, for CI systems that split a test job across machines.
///
/// A fixture's part is decided by its path alone, as listed (`recordings/banner/fill.fixture.gz`):
/// every machine running the same command agrees on it without talking to the others, the parts
/// are disjoint and together are the whole corpus, and adding a fixture never moves another one.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")      // the second of four parts
/// let mine = paths.filter(shard.contains)
/// ```
package struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// Counted from 0 (as test runners' `TEST_SHARD_INDEX` is).
    public let index: Int
    public let count: Int

    /// Why a shard could not be understood.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    public init(index: Int, count: Int) throws(Problem) {
        guard count >= 1 else { throw Problem(description: "the number of shards must be at least 1, not \(count)") }
        guard (0..<count).contains(index) else {
            throw Problem(description: "shard index \(index) is outside 0..<\(count)")
        }
        self.index = index
        self.count = count
    }

    /// `K/N`: the K-th of N parts, K counted from 1 (`1/4` … `4/4`), as CI matrices number jobs.
    public init(parsing text: String) throws(Problem) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
            throw Problem(description: "\"\(text.escapingControlCharacters)\" is not a shard; write K/N, e.g. 1/4 for the first of four")
        }
        guard count >= 1, (1...count).contains(number) else {
            throw Problem(description: "shard \(text) does not exist; K in K/N goes from 1 to N")
        }
        try self.init(index: number - 1, count: count)
    }

    /// The shard a sharding test runner asks for (Bazel and compatible runners set
    /// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX`, from 0), or nil when it asks for none.
    public init?(environment: [String: String]) throws(Problem) {
        guard let total = environment["TEST_TOTAL_SHARDS"] else { return nil }
        guard let count = Int(total) else {
            throw Problem(description: "TEST_TOTAL_SHARDS is \"\(total.escapingControlCharacters)\", not a number")
        }
        let given = environment["TEST_SHARD_INDEX"] ?? ""
        guard let index = Int(given) else {
            throw Problem(
                description: "TEST_TOTAL_SHARDS is set but TEST_SHARD_INDEX is \"\(given.escapingControlCharacters)\", not a number")
        }
        try self.init(index: index, count: count)
    }

    /// `K/N`, K counted from 1.
    public var description: String { "\(index + 1)/\(count)" }

    /// Whether the fixture at `path` belongs to this shard.
    public func contains(_ path: String) -> Bool {
        Int(Self.hash(Self.key(path)) % UInt64(count)) == index
    }

    /// The path that decides the shard: `./recordings/x` and `recordings/x` agree.
    static func key(_ path: String) -> Substring {
        var key = Substring(path)
        while key.hasPrefix("./") { key = key.dropFirst(2) }
        return key
    }

    /// FNV-1a over the bytes, then SplitMix64's finaliser so that the low bits (which `% count`
    /// reads) depend on every bit: a fixed function of the path, unlike Swift's `Hasher`, which
    /// is seeded per process.
    static func hash(_ text: Substring) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
