/// Why and where ``JSONValue/parse(_:maxDepth:)`` rejected its input.
///
/// Carries a position people can act on (fixtures are edited by hand) rather than a byte offset:
/// `line` counts line feeds, `column` counts Unicode scalars from the start of that line (for
/// invalid UTF-8, bytes that are not continuation bytes). Both are 1-based.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int
    /// A short phrase such as `expected ',' or '}'`.
    var reason: String

    init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// For example `line 3, column 17: expected ',' or '}'`.
    package var description: String { "line \(line), column \(column): \(reason)" }

    /// Locates `offset` in `bytes`. Only called on failure, so the scan from the start is fine.
    init(reason: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column, reason: reason)
    }
}

/// The phrases the parser uses, in one place so tests and callers can match them.
enum JSONParseReason {
    static let unexpectedEnd = "unexpected end of input"
    static let expectedValue = "expected a value"
    static let expectedCommaOrBracket = "expected ',' or ']'"
    static let expectedCommaOrBrace = "expected ',' or '}'"
    static let expectedKey = "expected a string key"
    static let expectedKeyOrBrace = "expected a string key or '}'"
    static let expectedColon = "expected ':'"
    static let trailingComma = "trailing comma"
    static let trailingCharacters = "unexpected characters after the value"
    static let invalidLiteral = "invalid literal"
    static let invalidNumber = "invalid number"
    static let leadingZero = "leading zeros are not allowed"
    static let numberOutOfRange = "number out of range"
    static let unterminatedString = "unterminated string"
    static let controlCharacter = "unescaped control character in string"
    static let invalidEscape = "invalid escape sequence"
    static let invalidUnicodeEscape = "invalid \\u escape"
    static let loneSurrogate = "unpaired surrogate in \\u escape"
    static let invalidUTF8 = "invalid UTF-8"

    /// The key is written escaped, so a key holding quotes or line breaks keeps the message on one line.
    static func duplicateKey(_ key: String) -> String { "duplicate key \(JSONValue.string(key).compact())" }
    static func tooDeep(_ maxDepth: Int) -> String { "nesting deeper than \(maxDepth) levels" }
}
