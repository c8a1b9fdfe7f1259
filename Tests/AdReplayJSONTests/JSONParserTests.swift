import Testing

@testable import AdReplayJSON

/// Strict RFC 8259 parsing: what is accepted, what each rejection says, and where.
@Suite struct JSONParserTests {
    private func parse(_ text: String, maxDepth: Int = 64) throws(JSONParseError) -> JSONValue {
        try JSONValue.parse(Array(text.utf8), maxDepth: maxDepth)
    }

    private func failure(_ bytes: [UInt8], maxDepth: Int = 64) -> String? {
        do {
            let value = try JSONValue.parse(bytes, maxDepth: maxDepth)
            Issue.record("expected a failure, parsed \(value.compact())")
            return nil
        } catch {
            return error.description
        }
    }

    private func failure(_ text: String, maxDepth: Int = 64) -> String? {
        failure(Array(text.utf8), maxDepth: maxDepth)
    }

    // MARK: Accepted

    @Test func parse_readsEveryKindOfValue_andKeepsMemberOrder() throws {
        let value = try parse(" {\"z\": [1, -2.5, \"s\", true, false, null], \"a\": {}, \"m\": []}\r\n\t")
        #expect(value == ["z": [1, -2.5, "s", true, false, nil], "a": .object([]), "m": []])
        #expect(value.objectMembers?.map(\.key) == ["z", "a", "m"])
    }

    @Test func parse_acceptsAnyValueAtTopLevel() throws {
        #expect(try parse("null") == nil)
        #expect(try parse(" 7 ") == 7)
        #expect(try parse(#""x""#) == "x")
    }

    @Test func overloads_agree() throws {
        let text = #"{"a": [1, "é"]}"#
        let bytes = Array(("xx" + text).utf8)
        #expect(try JSONValue.parse(bytes[2...]) == parse(text))
        #expect(try JSONValue.parse(text) == parse(text))
    }

    // MARK: Numbers

    @Test func integers_becomeInt_whileTheyFit() throws {
        #expect(try parse("0") == .int(0))
        #expect(try parse("-0") == .int(0))
        #expect(try parse("9223372036854775807") == .int(.max))
        #expect(try parse("-9223372036854775808") == .int(.min))
        #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try parse("-9223372036854775809") == .double(-0x1p63))
        #expect(try parse("123456789012345678901234567890") == .double(1.2345678901234568e29))
    }

    @Test func fractionsAndExponents_becomeDouble() throws {
        #expect(try parse("1.0") == .double(1))
        #expect(try parse("1E2") == .double(100))
        #expect(try parse("1e+2") == .double(100))
        #expect(try parse("25e-1") == .double(2.5))
        #expect(try parse("0.1") == .double(0.1))
        #expect(try parse("1e-07") == .double(1e-7))
        #expect(try parse("1e-999") == .double(0))
        #expect(try parse("0e999999999999999999999") == .double(0))
        #expect(try parse("3.14159265358979323846264338327950288") == .double(.pi))
        #expect(try parse("5e-324") == .double(.leastNonzeroMagnitude))
        #expect(try parse("1.7976931348623157e308") == .double(.greatestFiniteMagnitude))
        let negativeZero = try parse("-0.0").doubleValue
        #expect(negativeZero == 0 && negativeZero?.sign == .minus)
    }

    /// The fast conversion path must round exactly as the standard library does.
    @Test func doubles_matchTheStandardLibrary_forGeneratedDecimals() throws {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let scales: [UInt64] = [1, 10, 1_000, 1_000_000_000, 100_000_000_000_000_000]
        for _ in 0..<5_000 {
            let integer = String(next() % scales[Int(next() % 5)])
            let zeros = String(repeating: "0", count: Int(next() % 4))
            let fraction = next() % 2 == 0 ? "" : "." + zeros + String(next() % scales[Int(next() % 5)])
            let exponent = next() % 3 == 0 ? "" : "e\(Int(next() % 80) - 40)"
            let text = (next() % 2 == 0 ? "-" : "") + integer + fraction + exponent
            let parsed = try parse(text)
            #expect(parsed.doubleValue == Double(text), "\(text)")
        }
    }

    // MARK: Strings

    @Test func escapes_decode() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\u0000""#) == "\"\\/\u{08}\u{0C}\n\r\tAéé\u{0}")
    }

    @Test func surrogatePairs_combine_inEitherCase() throws {
        #expect(try parse(#""\ud83d\ude00""#) == "😀")
        #expect(try parse(#""x\uD83D\uDE00y""#) == "x😀y")
        #expect(try parse(#""\udbff\udfff""#) == "\u{10FFFF}")
    }

    @Test func rawUTF8_isKept() throws {
        #expect(try parse("\"é中😀\u{2028}\"") == "é中😀\u{2028}")
    }

    /// Plain bytes are skipped eight at a time: whatever byte ends a run must be seen wherever it
    /// falls in its word, and near the end of the input where fewer than eight bytes are left.
    @Test func strings_readTheSame_whereverAnEscapeOrCharacterFalls() throws {
        let specials: [(written: String, read: String)] = [
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), ("é", "é"), ("€", "€"), ("😀", "😀"),
            ("\u{7F}", "\u{7F}"), (" ", " "), ("~", "~"),
        ]
        for special in specials {
            for before in 0..<18 {
                for after in [0, 1, 7, 8, 9, 20] {
                    let prefix = String(repeating: "a", count: before)
                    let suffix = String(repeating: "z", count: after)
                    let text = "[\"\(prefix)\(special.written)\(suffix)\", \"\(prefix)\"]"
                    #expect(try parse(text) == [.string(prefix + special.read + suffix), .string(prefix)], "\(text)")
                }
            }
        }
    }

    @Test func controlCharacters_areFound_whereverTheyFall() {
        for before in 0..<18 {
            for control in [0x00, 0x09, 0x0A, 0x1F] as [UInt8] {
                let bytes =
                    [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "a"), count: before) + [control]
                    + [UInt8](repeating: UInt8(ascii: "b"), count: 10) + [UInt8(ascii: "\"")]
                #expect(failure(bytes) == "line 1, column \(before + 2): unescaped control character in string")
            }
        }
    }

    @Test func largeContainers_keepEveryChildInOrder() throws {
        let elements = (0..<300).map { "{\"k\($0)\": [\($0), \"v\($0)\"], \"n\": {}}" }
        let value = try parse("[" + elements.joined(separator: ", ") + "]")
        #expect(value.arrayValue?.count == 300)
        #expect(value[299] == ["k299": [299, "v299"], "n": .object([])])
        let members = (0..<300).map { "\"k\($0)\": [\($0)]" }
        let object = try parse("{" + members.joined(separator: ", ") + "}")
        #expect(object.objectMembers?.map(\.key) == (0..<300).map { "k\($0)" })
        #expect(object["k150"] == [150])
    }

    // MARK: Rejected, with the exact message

    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input"),
        ("  \n ", "line 2, column 2: unexpected end of input"),
        ("[1, 2,]", "line 1, column 6: trailing comma"),
        (#"{"a": 1,}"#, "line 1, column 8: trailing comma"),
        ("[1, 2", "line 1, column 6: unexpected end of input"),
        ("[1 2]", "line 1, column 4: expected ',' or ']'"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3: expected ',' or '}'"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':'"),
        ("{1: 2}", "line 1, column 2: expected a string key or '}'"),
        (#"{"a": 1, 2: 3}"#, "line 1, column 10: expected a string key"),
        ("01", "line 1, column 1: leading zeros are not allowed"),
        ("-01", "line 1, column 1: leading zeros are not allowed"),
        ("-", "line 1, column 1: invalid number"),
        ("1.", "line 1, column 1: invalid number"),
        ("1.e5", "line 1, column 1: invalid number"),
        ("1e", "line 1, column 1: invalid number"),
        ("[1e+]", "line 1, column 2: invalid number"),
        (".5", "line 1, column 1: expected a value"),
        ("+1", "line 1, column 1: expected a value"),
        ("NaN", "line 1, column 1: expected a value"),
        ("Infinity", "line 1, column 1: expected a value"),
        ("-Infinity", "line 1, column 1: invalid number"),
        ("1e999", "line 1, column 1: number out of range"),
        ("[0, -1e999]", "line 1, column 5: number out of range"),
        ("nul", "line 1, column 1: invalid literal"),
        ("nan", "line 1, column 1: invalid literal"),
        ("True", "line 1, column 1: expected a value"),
        ("{} x", "line 1, column 4: unexpected characters after the value"),
        ("1 2", "line 1, column 3: unexpected characters after the value"),
        ("truex", "line 1, column 5: unexpected characters after the value"),
        ("[1] // comment", "line 1, column 5: unexpected characters after the value"),
        ("/* c */ 1", "line 1, column 1: expected a value"),
        ("\u{0C}1", "line 1, column 1: expected a value"),
        ("\u{A0}1", "line 1, column 1: expected a value"),
        (#"["abc"#, "line 1, column 2: unterminated string"),
        (#""a\"#, "line 1, column 1: unterminated string"),
        (#""\x""#, "line 1, column 2: invalid escape sequence"),
        (#""\'""#, "line 1, column 2: invalid escape sequence"),
        (#""\u12G4""#, #"line 1, column 2: invalid \u escape"#),
        (#""\u12""#, #"line 1, column 2: invalid \u escape"#),
        (#""ab\ud800""#, #"line 1, column 4: unpaired surrogate in \u escape"#),
        (#""\udc00""#, #"line 1, column 2: unpaired surrogate in \u escape"#),
        (#""\ud800\u0041""#, #"line 1, column 2: unpaired surrogate in \u escape"#),
        (#""\ud800\ud800""#, #"line 1, column 2: unpaired surrogate in \u escape"#),
        ("\"a\tb\"", "line 1, column 3: unescaped control character in string"),
        ("\"a\nb\"", "line 1, column 3: unescaped control character in string"),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: duplicate key "a""#),
        (#"{"a\n": 1, "a\u000a": 2}"#, #"line 1, column 12: duplicate key "a\n""#),
        ("[\"é\" x]", "line 1, column 6: expected ',' or ']'"),
    ])
    func malformedText_isRejected(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test(
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], "line 1, column 3: invalid UTF-8"),  // never valid
            ([0x22, 0xC0, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),  // overlong NUL
            ([0x22, 0xE0, 0x80, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),  // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),  // encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),  // above U+10FFFF
            ([0x22, 0xE2, 0x82, 0x22], "line 1, column 2: invalid UTF-8"),  // truncated
            ([0x22, 0xE2, 0x82], "line 1, column 2: invalid UTF-8"),  // truncated at the end
            ([0x22, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),  // lone continuation
            ([0xEF, 0xBB, 0xBF, 0x31], "line 1, column 1: expected a value"),  // byte order mark
        ] as [([UInt8], String)])
    func invalidUTF8_isRejected(bytes: [UInt8], message: String) {
        #expect(failure(bytes) == message)
    }

    @Test func duplicateKeys_areFound_inLargeObjectsToo() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        #expect(
            failure("{" + (members + [#""k3": 0"#]).joined(separator: ", ") + "}")
                == #"line 1, column 422: duplicate key "k3""#)
        #expect(
            failure("{" + (members + [#""k39": 0"#]).joined(separator: ", ") + "}")
                == #"line 1, column 422: duplicate key "k39""#)
    }

    // MARK: Depth

    @Test func nesting_isLimitedByMaxDepth() throws {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try parse(ok).compact() == ok)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(tooDeep) == "line 1, column 65: nesting deeper than 64 levels")
        #expect(failure(#"{"a": {"b": 1}}"#, maxDepth: 1) == "line 1, column 7: nesting deeper than 1 levels")
        #expect(try parse("1", maxDepth: 0) == 1)
    }

    @Test func hostileNesting_failsWithoutOverflowingTheStack() {
        let text = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(failure(text) == "line 1, column 65: nesting deeper than 64 levels")
        // With the limit lifted the parser is still iterative: it runs out of input, not stack.
        #expect(failure(text, maxDepth: 200_000) == "line 1, column 100001: unexpected end of input")
        let objects = [UInt8](String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(failure(objects, maxDepth: 200_000) == "line 1, column 500001: unexpected end of input")
    }

    // MARK: Errors

    @Test func parseError_comparesAndDescribes() {
        let error = JSONParseError(line: 3, column: 17, reason: "expected ',' or '}'")
        #expect(error.description == "line 3, column 17: expected ',' or '}'")
        #expect(error == JSONParseError(line: 3, column: 17, reason: JSONParseReason.expectedCommaOrBrace))
        #expect(throws: JSONParseError(line: 5, column: 1, reason: "expected ',' or '}'")) {
            try parse("{\n\"a\": 1,\n\"b\": [1, 2,\n3]\n\"c\": 2}")
        }
    }
}
