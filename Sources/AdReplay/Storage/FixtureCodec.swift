/// Fixture ⇄ bytes: canonical schema-2 JSON (`FixtureLayout`) inside gzip with a fixed header,
/// so the same fixture always gives the same bytes. Decoding is bounded, CRC-checked and
/// schema-checked, and reads every schema ever written (1 is migrated in memory, see
/// `FixtureSchema1`).
public enum FixtureCodec {
    /// The largest inflated fixture accepted: 8 MiB, far above any real session (a 40,000-entry
    /// session is about 3 MB).
    public static let inflatedSizeLimit = 8 << 20
    /// Every schema this build reads.
    public static let readableSchemas = 1...Fixture.currentSchema

    /// The canonical JSON text of `fixture`, ending in a newline.
    public static func json(_ fixture: Fixture) throws -> [UInt8] {
        FixtureLayout.bytes(try fixture.stored())
    }

    public static func encode(_ fixture: Fixture) throws -> [UInt8] {
        Gzip.compress(try json(fixture))
    }

    /// Reads a fixture from gzip bytes; `path` names it in errors. Each SDK entry is read by the
    /// plug-in of its network among `networks` (pass ``AdapterRegistry/networks``); an entry of a
    /// network none of them knows is kept as stored (``StoredNetworkEntry``), which compares equal
    /// only to another stored entry: read with the networks you replay and diff with.
    public static func decode(
        _ bytes: [UInt8], path: String, networks: [any NetworkPlugin],
        limit: Int = inflatedSizeLimit
    ) throws(FixtureError) -> Fixture {
        let json: [UInt8]
        do {
            json = try Gzip.decompress(bytes, limit: limit)
        } catch {
            throw FixtureError(path: path, problem: .gzip(error))
        }
        return try decodeJSON(json, path: path, networks: networks)
    }

    /// Reads a fixture from its JSON text, checking the schema before anything else.
    public static func decodeJSON(_ json: [UInt8], path: String, networks: [any NetworkPlugin]) throws(FixtureError) -> Fixture {
        let measured: JSONValue.Measured
        do {
            measured = try JSONValue.parseMeasuring(json)
        } catch {
            throw FixtureError(path: path, problem: .invalidJSON(error.description))
        }
        let value = measured.value
        guard case .object = value else { throw FixtureError(path: path, problem: .missingSchema) }
        guard let schemaValue = value["schema"] else { throw FixtureError(path: path, problem: .missingSchema) }
        guard case .int(let schema) = schemaValue else { throw FixtureError(path: path, problem: .missingSchema) }
        guard schema <= Fixture.currentSchema else { throw FixtureError(path: path, problem: .futureSchema(schema)) }
        guard readableSchemas.contains(schema) else { throw FixtureError(path: path, problem: .unsupportedSchema(schema)) }
        if let violation = FixtureLimits.violation(longestKey: measured.longestKey, longestString: measured.longestString) {
            throw FixtureError(path: path, problem: .pastLimits(violation))
        }
        let fixture: Fixture
        do {
            fixture =
                schema == 1
                ? try FixtureSchema1.fixture(from: value, networks: networks)
                : try Fixture(schema2: FieldReader(value, what: "the fixture"), networks: networks)
        } catch let problem as FieldReader.Problem {
            throw FixtureError(path: path, problem: .invalidFixture(schema: schema, reason: problem.message))
        } catch {
            throw FixtureError(path: path, problem: .invalidFixture(schema: schema, reason: reason(error)))
        }
        if let violation = FixtureLimits.violation(of: fixture) {
            throw FixtureError(path: path, problem: .pastLimits(violation))
        }
        // Schema 3 is exactly a bug report: an older build must refuse every one, and a file
        // that says 3 without saying what it reproduces is not one.
        if schema >= 2, (schema == 3) != !fixture.reproduces.isEmpty {
            let reason =
                schema == 3
                ? "a schema-3 fixture is a bug report, and it names nothing in \"reproduces\""
                : "\"reproduces\" makes a bug report, which is schema 3"
            throw FixtureError(path: path, problem: .invalidFixture(schema: schema, reason: reason))
        }
        return fixture
    }

    /// A decoding error as a short phrase: what is wrong and where.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? "the top level"
                : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                    .joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(at(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "invalid value at \(at(context.codingPath))"
        @unknown default: return "undecodable"
        }
    }
}
