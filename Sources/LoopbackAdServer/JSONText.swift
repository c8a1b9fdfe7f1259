import Foundation

/// JSON as the server writes it: sorted keys and unescaped slashes, so the same value is the
/// same bytes and URLs read as URLs.
enum JSONText {
    static func data(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail; an empty body would show it.
        return (try? encoder.encode(value)) ?? Data()
    }

    static func encode(_ value: some Encodable) -> String {
        String(decoding: data(value), as: UTF8.self)
    }
}
