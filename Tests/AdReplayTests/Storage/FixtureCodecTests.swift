import AdReplay
import AdReplaySample
import Foundation
import Testing

/// Fixture ⇄ bytes, and every way a file can fail to be a fixture, each with its own sentence.
@Suite struct FixtureCodecTests {
    private static let path = "recordings/banner/broken.fixture.gz"

    /// The canonical JSON text of a committed fixture.
    private func realJSON(_ name: String = "banner/fill") throws -> String {
        try jsonText(committedFixture(name))
    }

    /// The error decoding `bytes` throws, if any.
    private func caught(_ bytes: [UInt8]) -> FixtureError? {
        do {
            _ = try FixtureCodec.decode(bytes, path: Self.path, networks: Registry.sample.networks)
            return nil
        } catch {
            return error
        }
    }

    private func expect(
        _ bytes: [UInt8], limit: Int = FixtureCodec.inflatedSizeLimit, fails problem: FixtureError.Problem,
        saying text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let fixture = try FixtureCodec.decode(bytes, path: Self.path, networks: Registry.sample.networks, limit: limit)
            Issue.record("expected \(problem), but decoded \(fixture.name)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == FixtureError(path: Self.path, problem: problem), sourceLocation: sourceLocation)
            #expect(error.description == text, sourceLocation: sourceLocation)
        }
    }

    // MARK: Round trips

    @Test func encodeThenDecode_givesTheSameFixture() throws {
        let fixture = try committedFixture("native/multiple-images-adchoices-bottom-left")
        #expect(try FixtureCodec.decode(FixtureCodec.encode(fixture), path: Self.path, networks: Registry.sample.networks) == fixture)
    }

    @Test func encode_isGzipAroundTheCanonicalJSON() throws {
        let fixture = try committedFixture("banner/fill")
        #expect(try Gzip.decompress(FixtureCodec.encode(fixture), limit: 1 << 20) == FixtureCodec.json(fixture))
    }

    @Test func decodeJSON_readsTheJSONTextDirectly() throws {
        let fixture = try committedFixture("rewarded/fill")
        #expect(try FixtureCodec.decodeJSON(FixtureCodec.json(fixture), path: Self.path, networks: Registry.sample.networks) == fixture)
    }

    @Test func decode_ignoresUnknownKeys() throws {
        let text = try realJSON().replacingOccurrences(
            of: "  \"schema\": 2, \"name\": \"fill\",",
            with: "  \"schema\": 2, \"name\": \"fill\",\n  \"comment\": \"added by a newer tool\",")
        #expect(
            try FixtureCodec.decode(gzipped(text), path: Self.path, networks: Registry.sample.networks) == committedFixture("banner/fill"))
    }

    @Test func decode_acceptsAFixtureOfExactlyTheLimit() throws {
        let fixture = try committedFixture("banner/fill")
        let size = try FixtureCodec.json(fixture).count
        #expect(
            try FixtureCodec.decode(FixtureCodec.encode(fixture), path: Self.path, networks: Registry.sample.networks, limit: size)
                == fixture)
    }

    // MARK: Damaged gzip

    @Test func decode_rejectsCorruptDeflateData() throws {
        var bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        bytes[10] |= 0b110  // the first deflate block's type becomes 3, which deflate reserves
        expect(
            bytes, fails: .gzip(.corrupt),
            saying:
                "recordings/banner/broken.fixture.gz: is corrupt (invalid deflate data); it is not a fixture AdReplay can read, re-record it."
        )
    }

    @Test func decode_rejectsEveryFlippedByteAfterTheHeader() throws {
        let bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        for index in 10..<bytes.count {
            var damaged = bytes
            damaged[index] ^= 0xff
            do {
                _ = try FixtureCodec.decode(damaged, path: Self.path, networks: Registry.sample.networks)
                Issue.record("byte \(index) flipped, and the fixture still decoded")
            } catch {
                guard case .gzip(let gzipError) = error.problem else {
                    Issue.record("byte \(index) flipped: expected a gzip error, got \(error)")
                    continue
                }
                #expect([GzipError.corrupt, .checksumMismatch, .truncated].contains(gzipError), "byte \(index)")
            }
        }
    }

    @Test func decode_rejectsAFlippedChecksum() throws {
        var bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        bytes[bytes.count - 6] ^= 0xff
        expect(
            bytes, fails: .gzip(.checksumMismatch),
            saying: "recordings/banner/broken.fixture.gz: fails its CRC check; it is not a fixture AdReplay can read, re-record it.")
    }

    @Test func decode_rejectsATruncatedFile() throws {
        let bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        expect(
            Array(bytes.prefix(bytes.count / 2)), fails: .gzip(.truncated),
            saying: "recordings/banner/broken.fixture.gz: is truncated; it is not a fixture AdReplay can read, re-record it.")
        expect(
            [], fails: .gzip(.truncated),
            saying: "recordings/banner/broken.fixture.gz: is truncated; it is not a fixture AdReplay can read, re-record it.")
    }

    @Test func decode_rejectsPlainText() {
        expect(
            Array("hello".utf8), fails: .gzip(.notGzip),
            saying: "recordings/banner/broken.fixture.gz: is not gzip data; it is not a fixture AdReplay can read, re-record it.")
    }

    @Test func decode_rejectsUncompressedJSON() throws {
        expect(
            try FixtureCodec.json(committedFixture("banner/fill")), fails: .gzip(.notGzip),
            saying: "recordings/banner/broken.fixture.gz: is not gzip data; it is not a fixture AdReplay can read, re-record it.")
    }

    @Test func decode_rejectsTrailingBytes() throws {
        let bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        expect(
            bytes + [0x0a], fails: .gzip(.trailingData),
            saying:
                "recordings/banner/broken.fixture.gz: has extra bytes after the end of its gzip data; it is not a fixture AdReplay can read, re-record it."
        )
    }

    @Test func decode_stopsPastTheLimit() throws {
        let bytes = try FixtureCodec.encode(committedFixture("banner/fill"))
        expect(
            bytes, limit: 1024, fails: .gzip(.tooLarge(limit: 1024)),
            saying:
                "recordings/banner/broken.fixture.gz: inflates past the 1 KiB limit; it is not a fixture AdReplay can read, re-record it.")
        expect(
            bytes, limit: 1000, fails: .gzip(.tooLarge(limit: 1000)),
            saying:
                "recordings/banner/broken.fixture.gz: inflates past the 1000-byte limit; it is not a fixture AdReplay can read, re-record it."
        )
    }

    @Test func decode_defaultLimitIs8MiB() {
        #expect(FixtureCodec.inflatedSizeLimit == 8 << 20)
        let bomb = Gzip.compress([UInt8](repeating: 0x20, count: (8 << 20) + 1))
        expect(
            bomb, fails: .gzip(.tooLarge(limit: 8 << 20)),
            saying:
                "recordings/banner/broken.fixture.gz: inflates past the 8 MiB limit; it is not a fixture AdReplay can read, re-record it.")
    }

    // MARK: Schema

    private static let schemaLine = "  \"schema\": 2, \"name\": \"fill\",\n"

    @Test func decode_rejectsAFutureSchema() throws {
        let text = try realJSON().replacingOccurrences(of: "\"schema\": 2,", with: "\"schema\": 4,")
        expect(
            gzipped(text), fails: .futureSchema(4),
            saying:
                "recordings/banner/broken.fixture.gz: schema 4 is newer than this AdReplay understands (3); upgrade AdReplay or re-record it."
        )
    }

    @Test func decode_checksTheSchemaBeforeTheRest() {
        // A newer schema may change everything else; the schema is what the reader reports.
        expect(
            gzipped(#"{"schema": 4, "timeline": "a new shape"}"#), fails: .futureSchema(4),
            saying:
                "recordings/banner/broken.fixture.gz: schema 4 is newer than this AdReplay understands (3); upgrade AdReplay or re-record it."
        )
    }

    @Test func decode_rejectsAnOlderSchema() throws {
        let text = try realJSON().replacingOccurrences(of: "\"schema\": 2,", with: "\"schema\": 0,")
        expect(
            gzipped(text), fails: .unsupportedSchema(0),
            saying: "recordings/banner/broken.fixture.gz: schema 0 is not one this AdReplay reads (1, 2, 3); re-record it.")
    }

    @Test func decode_rejectsAMissingSchema() throws {
        let text = try realJSON().replacingOccurrences(of: Self.schemaLine, with: "  \"name\": \"fill\",\n")
        #expect(!text.contains("\"schema\""))
        expect(
            gzipped(text), fails: .missingSchema,
            saying: "recordings/banner/broken.fixture.gz: has no \"schema\" number, so it is not an AdReplay fixture.")
    }

    @Test func decode_rejectsAStringSchema() throws {
        let text = try realJSON().replacingOccurrences(of: "\"schema\": 2,", with: "\"schema\": \"2\",")
        expect(
            gzipped(text), fails: .missingSchema,
            saying: "recordings/banner/broken.fixture.gz: has no \"schema\" number, so it is not an AdReplay fixture.")
    }

    @Test func decode_rejectsAJSONArray() {
        expect(
            gzipped("[1, 2]"), fails: .missingSchema,
            saying: "recordings/banner/broken.fixture.gz: has no \"schema\" number, so it is not an AdReplay fixture.")
    }

    // MARK: Invalid JSON

    @Test func decode_rejectsText() {
        expect(
            gzipped("this is not json"), fails: .invalidJSON("line 1, column 1: invalid literal"),
            saying:
                "recordings/banner/broken.fixture.gz: is not JSON (line 1, column 1: invalid literal); it is not a fixture AdReplay can read, re-record it."
        )
    }

    @Test func decode_rejectsCutOffJSON() throws {
        let text = try realJSON()
        let cut = String(text.prefix(text.count / 2))
        let line = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        let column = (cut.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
        guard case .invalidJSON(let reason)? = caught(gzipped(cut))?.problem else {
            Issue.record("expected invalid JSON")
            return
        }
        #expect(reason.hasPrefix("line \(line), column "))
        #expect(reason.hasPrefix("line \(line), column \(column):") || reason.contains("unterminated") || reason.contains("end of"))
    }

    // MARK: Invalid fixtures name the entry and the field

    @Test func decode_namesAMissingField() throws {
        let text = try realJSON().replacingOccurrences(of: Self.schemaLine, with: "  \"schema\": 2,\n")
        expect(
            gzipped(text), fails: .invalidFixture(schema: 2, reason: "\"name\" is missing"),
            saying: "recordings/banner/broken.fixture.gz: is not a valid schema-2 fixture (\"name\" is missing); re-record it.")
    }

    @Test func decode_namesWhereAValueIsWrong() throws {
        let text = try realJSON().replacingOccurrences(of: "{\"format\": \"banner\",", with: "{\"format\": \"billboard\",")
        #expect(text.contains("billboard"))
        let reason =
            "\"format\" is \"billboard\", not one of banner, interstitial, rewarded, rewardedInterstitial, appOpen, native, nativeLegacy, nativeSelfTracking, customNative"
        expect(
            gzipped(text), fails: .invalidFixture(schema: 2, reason: reason),
            saying: "recordings/banner/broken.fixture.gz: is not a valid schema-2 fixture (\(reason)); re-record it.")
    }

    @Test func decode_namesTheTimelineEntry() throws {
        let text = try realJSON().replacingOccurrences(of: "{\"at\":  1000, \"do\": \"tap\"}", with: "{\"at\": \"later\", \"do\": \"tap\"}")
        #expect(text.contains("later"))
        expect(
            gzipped(text), fails: .invalidFixture(schema: 2, reason: "timeline entry 7: \"at\" is not an integer"),
            saying:
                "recordings/banner/broken.fixture.gz: is not a valid schema-2 fixture (timeline entry 7: \"at\" is not an integer); re-record it."
        )
    }

    @Test func decode_refusesAnEntryNamingTwoSeams() throws {
        let text = try realJSON().replacingOccurrences(
            of: "{\"at\":  1000, \"do\": \"tap\"}", with: "{\"at\":  1000, \"do\": \"tap\", \"host\": \"reportClick\"}")
        expect(
            gzipped(text), fails: .invalidFixture(schema: 2, reason: #"timeline entry 7: it names more than one seam ("do", "host")"#),
            saying:
                #"recordings/banner/broken.fixture.gz: is not a valid schema-2 fixture (timeline entry 7: it names more than one seam ("do", "host")); re-record it."#
        )
    }

    /// A network no plug-in here knows is kept as stored: it reads, renders and writes back the
    /// same bytes; replaying it says which plug-in is missing (``ReplayerTests``).
    @Test func decode_keepsAnUnknownNetworksEntriesAsStored() throws {
        let text = try realJSON().replacingOccurrences(of: "\"sdk\": \"sample\", \"request\"", with: "\"sdk\": \"acme\", \"request\"")
        let fixture = try FixtureCodec.decode(gzipped(text), path: Self.path, networks: Registry.sample.networks)
        let entry = try #require(fixture.timeline.first { if case .sdk(let sdk) = $0.event { sdk.sdk == "acme" } else { false } })
        guard case .sdk(let sdk) = entry.event, let stored = sdk.entry(as: StoredNetworkEntry.self) else {
            Issue.record("expected a stored entry, got \(entry)")
            return
        }
        #expect(sdk.sdk == "acme")
        #expect(stored.members.map(\.key) == ["request", "adUnit", "testMode", "answer"])
        #expect(entry.line == "0 ms  acme request banner adUnit=sample-ad-unit testMode=false answer=fill")
        #expect(String(decoding: try FixtureCodec.json(fixture), as: UTF8.self) == text)
    }

    @Test func errors_areDistinctSentences() {
        let problems: [FixtureError.Problem] = [
            .unreadable("no such file"), .gzip(.corrupt), .gzip(.truncated), .gzip(.notGzip), .gzip(.tooLarge(limit: 1)),
            .invalidJSON("not JSON"), .invalidFixture(schema: 2, reason: "x"), .missingSchema, .futureSchema(2), .unsupportedSchema(0),
            .alreadyExists, .unwritable("x"),
        ]
        let sentences = problems.map { FixtureError(path: Self.path, problem: $0).description }
        #expect(Set(sentences).count == problems.count)
        for sentence in sentences {
            #expect(sentence.hasPrefix("\(Self.path): "))
            #expect(sentence.hasSuffix("."))
        }
    }
}
