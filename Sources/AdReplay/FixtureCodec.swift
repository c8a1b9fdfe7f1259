import Foundation

/// Fixture ⇄ bytes: canonical JSON (sorted keys, two-space indentation, no escaped slashes)
/// inside gzip with a fixed header, so the same fixture always gives the same bytes.
/// Decoding is bounded, CRC-checked and schema-checked.
public enum FixtureCodec {
    /// The largest inflated fixture accepted: 16 MiB, far above any real session.
    public static let inflatedSizeLimit = 16 << 20

    /// The canonical JSON text of `fixture`, ending in a newline.
    public static func json(_ fixture: Fixture) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(fixture)) + [0x0A]
    }

    public static func encode(_ fixture: Fixture) throws -> [UInt8] {
        Gzip.compress(try json(fixture))
    }

    /// Reads a fixture from gzip bytes; `path` names it in errors.
    public static func decode(_ bytes: [UInt8], path: String, limit: Int = inflatedSizeLimit) throws(FixtureError) -> Fixture {
        let json: [UInt8]
        do {
            json = try Gzip.decompress(bytes, limit: limit)
        } catch {
            throw FixtureError(path: path, problem: .gzip(error))
        }
        return try decodeJSON(json, path: path)
    }

    /// Reads a fixture from its JSON text, checking the schema before anything else.
    public static func decodeJSON(_ json: [UInt8], path: String) throws(FixtureError) -> Fixture {
        let data = Data(json)
        let header: SchemaHeader
        do {
            header = try JSONDecoder().decode(SchemaHeader.self, from: data)
        } catch {
            throw FixtureError(path: path, problem: .invalidJSON(reason(error)))
        }
        guard let schema = header.schema else { throw FixtureError(path: path, problem: .missingSchema) }
        guard schema <= Fixture.currentSchema else { throw FixtureError(path: path, problem: .futureSchema(schema)) }
        guard schema == Fixture.currentSchema else { throw FixtureError(path: path, problem: .unsupportedSchema(schema)) }
        do {
            return try JSONDecoder().decode(Fixture.self, from: data)
        } catch {
            throw FixtureError(path: path, problem: .invalidJSON(reason(error)))
        }
    }

    private struct SchemaHeader: Decodable {
        var schema: Int?
    }

    /// A decoding error as a short phrase: what is wrong and where.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
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
