/// The canonical compact writer.
///
/// One form only, so that the same value gives the same bytes on every machine and fixtures can be
/// compared byte for byte:
/// - one line, `", "` between elements and members, `": "` after keys, `{}` and `[]` when empty;
/// - strings escape `"` `\` and control characters (`\n` `\r` `\t` `\b` `\f`, otherwise `\u00xx`
///   in lowercase hex, U+007F included); `/` and all other characters are written as raw UTF-8;
/// - `.int` in decimal; a finite integral `.double` below 2^53 in magnitude as an integer
///   (`1.0` → `1`, `-0.0` → `0`), any other finite `.double` as Swift's shortest round-trip
///   `description` (`0.1`, `1e-07`, `1e+16`), which is always valid JSON;
/// - non-finite doubles, which JSON cannot express, as the strings `"nan"`, `"inf"` and `"-inf"`.
///   ``JSONValueDecoder`` accepts those strings where a floating-point number is asked for.
///
/// Because of the last two rules, `parse(write(v)) == v` holds except for small integral doubles
/// (they come back as `.int`) and non-finite doubles (they come back as `.string`).
extension JSONValue {
    /// The canonical compact text.
    package func compact() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The canonical compact text as UTF-8.
    package func compactBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        append(to: &bytes)
        return bytes
    }

    /// Appends the canonical compact UTF-8 to `bytes`.
    ///
    /// The hot path when writing many fixtures: it writes straight into the caller's buffer and
    /// builds no intermediate Strings.
    package func append(to bytes: inout [UInt8]) {
        switch self {
        case .null:
            JSONWriting.appendASCII("null", to: &bytes)
        case .bool(let bool):
            JSONWriting.appendASCII(bool ? "true" : "false", to: &bytes)
        case .int(let int):
            JSONWriting.appendInteger(int, to: &bytes)
        case .double(let double):
            JSONWriting.appendDouble(double, to: &bytes)
        case .string(let string):
            JSONWriting.appendString(string, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { JSONWriting.appendASCII(", ", to: &bytes) }
                elements[index].append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { JSONWriting.appendASCII(", ", to: &bytes) }
                JSONWriting.appendString(members[index].key, to: &bytes)
                JSONWriting.appendASCII(": ", to: &bytes)
                members[index].value.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

/// Byte-level pieces of the writer, kept apart from `JSONValue` so they can be reused by callers
/// that stream their own framing around values.
enum JSONWriting {
    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Largest magnitude below which every integral double is exactly an `Int` and reads back the same.
    static let exactIntegerLimit: Double = 9_007_199_254_740_992  // 2^53

    /// Appends fixed ASCII text without going through String.
    @inline(__always)
    package static func appendASCII(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    package static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits cover UInt64.max; fill from the end, then copy once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<20]))
        }
    }

    package static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            let name = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
            appendString(name, to: &bytes)
            return
        }
        // Below 2^53 the conversion to Int cannot overflow, and it truncates without libm.
        if value.magnitude < exactIntegerLimit, Double(Int(value)) == value {
            appendInteger(Int(value), to: &bytes)
            return
        }
        // Swift's description is the shortest text that reads back as the same Double, and it
        // is locale-independent: digits, '.', 'e', '+', '-' only, always with a digit on both
        // sides of '.', so it is already valid JSON.
        bytes.append(contentsOf: value.description.utf8)
    }

    package static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
                else { continue }
                if runStart < index {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                }
                appendEscape(for: byte, to: &bytes)
                runStart = index + 1
            }
            if runStart < utf8.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8?
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        default: short = nil
        }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else {
            appendASCII("\\u00", to: &bytes)
            bytes.append(hexDigits.utf8Start[Int(byte >> 4)])
            bytes.append(hexDigits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
