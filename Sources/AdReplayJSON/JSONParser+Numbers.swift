/// Number scanning.
///
/// Integers that fit in `Int` become `.int`, so identifiers and counters survive exactly. Other
/// numbers become `.double`, converted without allocating when the decimal is short enough for
/// one correctly rounded IEEE operation (Clinger's fast path), and by the standard library's
/// correctly rounded conversion otherwise. A number too large for a finite Double is an error:
/// accepting it would turn into "inf", which the writer cannot write back as the same number.
extension JSONParser {
    /// Powers of ten that are exact in a Double (10^22 is the largest).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses the number starting at `index` (a `-` or a digit); leaves `index` after it.
    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }

        // All significant digits, integer and fraction parts together, while they fit.
        var mantissa: UInt64 = 0
        var mantissaOverflowed = false
        var fractionDigits = 0

        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw error(JSONParseReason.invalidNumber, at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw error(JSONParseReason.leadingZero, at: start)
            }
        } else {
            scanDigits(into: &mantissa, overflowed: &mantissaOverflowed)
        }

        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            scanDigits(into: &mantissa, overflowed: &mantissaOverflowed)
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { throw error(JSONParseReason.invalidNumber, at: start) }
        }

        var exponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            var exponentIsNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, Self.isDigit(bytes[index]) {
                // Saturate: anything this large is out of range (or zero) either way.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            guard index > exponentStart else { throw error(JSONParseReason.invalidNumber, at: start) }
            if exponentIsNegative { exponent = -exponent }
        }

        if isInteger, !mantissaOverflowed {
            if !isNegative, mantissa <= UInt64(Int.max) { return .int(Int(mantissa)) }
            if isNegative, mantissa <= UInt64(Int.max) + 1 { return .int(Int(truncatingIfNeeded: 0 &- mantissa)) }
        }

        let decimalExponent = exponent - fractionDigits
        if !mantissaOverflowed, mantissa <= 1 << 53, (-22...22).contains(decimalExponent) {
            var value = Double(mantissa)
            if decimalExponent < 0 {
                value /= Self.exactPowersOfTen[-decimalExponent]
            } else {
                value *= Self.exactPowersOfTen[decimalExponent]
            }
            return .double(isNegative ? -value : value)
        }
        if !mantissaOverflowed, mantissa == 0 { return .double(isNegative ? -0.0 : 0.0) }

        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error(JSONParseReason.invalidNumber, at: start) }
        guard value.isFinite else { throw error(JSONParseReason.numberOutOfRange, at: start) }
        return .double(value)
    }

    private mutating func scanDigits(into mantissa: inout UInt64, overflowed: inout Bool) {
        while index < bytes.count, Self.isDigit(bytes[index]) {
            if !overflowed {
                let (times10, overflow1) = mantissa.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
                mantissa = sum
                overflowed = overflow1 || overflow2
            }
            index += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
