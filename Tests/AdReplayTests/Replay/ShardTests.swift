import AdReplay
import AdReplaySample
import Testing

/// `--shard K/N` and a test runner's sharding variables: a stable partition of a corpus by path.
@Suite struct ShardTests {
    @Test(arguments: 1...8)
    func shards_partitionTheCorpus(count: Int) throws {
        let paths = try FixtureStore.fixturePaths(in: [recordingsFolder.path])
        let parts = try (1...count).map { number in paths.filter(try Shard(parsing: "\(number)/\(count)").contains) }
        #expect(parts.flatMap { $0 }.sorted() == paths)
        #expect(Set(parts.flatMap { $0 }).count == paths.count)
    }

    @Test func aFixturesShard_dependsOnItsPathAlone() throws {
        let shard = try Shard(parsing: "3/5")
        let paths = (0..<200).map { "recordings/format\($0 % 9)/case-\($0).fixture.gz" }
        let mine = paths.filter(shard.contains)
        // `./` in front changes nothing.
        #expect(paths.map { shard.contains("./" + $0) } == paths.map(shard.contains))
        // Roughly a fifth each: the hash spreads paths that differ only in a digit.
        #expect((25...55).contains(mine.count), "\(mine.count) of 200")
    }

    @Test func theAssignment_isPinned() throws {
        // Machines of one CI run must agree; the function of the path never changes silently.
        let four = try (1...4).map { try Shard(parsing: "\($0)/4") }
        let paths = [
            "recordings/banner/fill.fixture.gz", "recordings/rewarded/fill.fixture.gz",
            "recordings/native/content-video-yes-images.fixture.gz", "recordings/appOpen/fill.fixture.gz",
        ]
        let assigned = paths.map { path in four.firstIndex { $0.contains(path) }.map { $0 + 1 } ?? 0 }
        #expect(assigned == Self.pinnedAssignment)
    }

    static let pinnedAssignment = [1, 4, 4, 4]

    @Test func parsing_readsKOfN_countedFromOne() throws {
        let shard = try Shard(parsing: "2/4")
        #expect(shard.index == 1)
        #expect(shard.count == 4)
        #expect(shard.description == "2/4")
        #expect(try Shard(parsing: "1/1").contains("anything"))
    }

    @Test(arguments: [
        ("0/4", "shard 0/4 does not exist; K in K/N goes from 1 to N"),
        ("5/4", "shard 5/4 does not exist; K in K/N goes from 1 to N"),
        ("1/0", "shard 1/0 does not exist; K in K/N goes from 1 to N"),
        ("2", "\"2\" is not a shard; write K/N, e.g. 1/4 for the first of four"),
        ("a/b", "\"a/b\" is not a shard; write K/N, e.g. 1/4 for the first of four"),
        ("1/2/3", "\"1/2/3\" is not a shard; write K/N, e.g. 1/4 for the first of four"),
    ])
    func parsing_refusesWhatIsNotAShard(text: String, problem: String) {
        #expect(Self.problem { try Shard(parsing: text) } == problem)
    }

    @Test func environment_followsTestRunners_countedFromZero() throws {
        #expect(try Shard(environment: [:]) == nil)
        #expect(try Shard(environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"]) == (try Shard(index: 0, count: 3)))
        #expect(
            Self.problem { try Shard(environment: ["TEST_TOTAL_SHARDS": "x", "TEST_SHARD_INDEX": "0"]) }
                == "TEST_TOTAL_SHARDS is \"x\", not a number")
        #expect(
            Self.problem { try Shard(environment: ["TEST_TOTAL_SHARDS": "3"]) }
                == "TEST_TOTAL_SHARDS is set but TEST_SHARD_INDEX is \"\", not a number")
        #expect(
            Self.problem { try Shard(environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"]) }
                == "shard index 3 is outside 0..<3")
    }

    /// The sentence a shard's problem says, or nil when there is none.
    static func problem(_ body: () throws -> Shard?) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? Shard.Problem)?.description ?? "not a Shard.Problem: \(error)"
        }
    }
}
