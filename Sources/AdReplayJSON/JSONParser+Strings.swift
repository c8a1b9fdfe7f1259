/// String scanning: validate UTF-8 in place and decode each string once.
///
/// Most fixture strings have no escapes, so the fast path only scans and then makes one String
/// from the input bytes. The first backslash switches to copying runs into `scratch`.
extension JSONParser {
    /// Parses a string whose opening quote is at `index`; leaves `index` after the closing quote.
    mutating func parseString() throws(JSONParseError) -> String {
        let openingQuote = index
        index += 1
        var runStart = index
        var escaped = false
        while true {
            skipPlainBytes()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard escaped else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { break }
                if !escaped {
                    scratch.removeAll(keepingCapacity: true)
                    escaped = true
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try parseEscape()
                runStart = index
            } else if byte < 0x20 {
                throw error(JSONParseReason.controlCharacter)
            } else {
                try skipUTF8Sequence()
            }
        }
        throw error(JSONParseReason.unterminatedString, at: openingQuote)
    }

    /// Moves `index` to the next byte that a string cannot simply hold (a quote, a backslash, a
    /// control character or a byte of a multi-byte character), or to the end.
    ///
    /// Eight bytes at a time while there are eight left: strings are most of a fixture's bytes.
    private mutating func skipPlainBytes() {
        if let base = bytes.baseAddress {
            while bytes.count - index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let flags = Self.notPlainFlags(word)
                guard flags == 0 else {
                    index += flags.trailingZeroBitCount / 8
                    return
                }
                index += 8
            }
        }
        while index < bytes.count, Self.isPlain(bytes[index]) {
            index += 1
        }
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// The high bit of each byte of `word` (first byte lowest) that is not plain, as `isPlain`
    /// says, and possibly of bytes after the first such one; zero when all eight are plain. The
    /// usual "has a zero byte" test: a byte's high bit is set by subtracting 1 (or 0x20) only if
    /// it was below that, or by a borrow from a lower byte that was.
    private static func notPlainFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let controls = word &- ones &* 0x20
        return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | controls | word) & (ones &* 0x80)
    }

    /// Checks one multi-byte UTF-8 sequence starting at `index` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF) and moves past it.
    private mutating func skipUTF8Sequence() throws(JSONParseError) {
        let lead = bytes[index]
        let continuationCount: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0: continuationCount = 2; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED: continuationCount = 2; secondRange = 0x80...0x9F
        case 0xF0: continuationCount = 3; secondRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3
        case 0xF4: continuationCount = 3; secondRange = 0x80...0x8F
        default: throw error(JSONParseReason.invalidUTF8)
        }
        guard bytes.count - index > continuationCount, secondRange.contains(bytes[index + 1]) else {
            throw error(JSONParseReason.invalidUTF8)
        }
        var offset = 2
        while offset <= continuationCount {
            guard bytes[index + offset] & 0xC0 == 0x80 else { throw error(JSONParseReason.invalidUTF8) }
            offset += 1
        }
        index += continuationCount + 1
    }

    /// Decodes the escape whose backslash is at `index` (and is not the last byte) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let backslash = index
        let decoded: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): decoded = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): decoded = UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            index += 2
            try parseUnicodeEscape(backslash: backslash)
            return
        default:
            throw error(JSONParseReason.invalidEscape, at: backslash)
        }
        scratch.append(decoded)
        index += 2
    }

    /// `index` is just after `\u`. Combines a surrogate pair written as two escapes; a surrogate
    /// without its partner has no UTF-8 form, so it is an error rather than U+FFFD.
    private mutating func parseUnicodeEscape(backslash: Int) throws(JSONParseError) {
        let unit = try readHex4(escapeStart: backslash)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard bytes.count - index >= 2,
                bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(JSONParseReason.loneSurrogate, at: backslash) }
            let lowStart = index
            index += 2
            let low = try readHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw error(JSONParseReason.loneSurrogate, at: backslash) }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(JSONParseReason.loneSurrogate, at: backslash)
        default:
            scalarValue = UInt32(unit)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error(JSONParseReason.invalidUnicodeEscape, at: backslash)
        }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        guard bytes.count - index >= 4 else {
            throw error(JSONParseReason.invalidUnicodeEscape, at: escapeStart)
        }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(JSONParseReason.invalidUnicodeEscape, at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }
}
