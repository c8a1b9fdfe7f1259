import Foundation
import Testing

@testable import AdReplayJSON

/// Codable ⇄ JSONValue: member order, the number mapping, and errors that say where.
@Suite struct JSONValueCoderTests {
    private let encoder = JSONValueEncoder()
    private let decoder = JSONValueDecoder()

    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        let text = try encoder.encode(value).compact()
        return try decoder.decode(T.self, from: JSONValue.parse(text))
    }

    /// `images.Index 1.scale`-style, so expectations read like the path a user would look for.
    private func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(\.stringValue).joined(separator: ".")
    }

    // MARK: Encoding

    @Test func keyedContainers_keepDeclarationOrder() throws {
        let ad = Ad(zeta: 1, alpha: "a", images: [Image(url: "x", scale: 2)], note: nil, kind: .banner(width: 320))
        #expect(
            try encoder.encode(ad).compact()
                == #"{"zeta": 1, "alpha": "a", "images": [{"url": "x", "scale": 2}], "kind": {"banner": {"width": 320}}}"#)
    }

    @Test func reencodingAKey_replacesItInPlace_andNilIsNullOnlyWhenAskedFor() throws {
        #expect(try encoder.encode(Rewriter()).compact() == #"{"b": 3, "a": 2, "n": null, "nested": {"x": 1, "y": 2}}"#)
    }

    @Test func emptyTypes_encodeAsEmptyObjects() throws {
        #expect(try encoder.encode(Empty()) == .object([]))
        #expect(try encoder.encode([Empty()]) == [.object([])])
        #expect(try encoder.encode(Wrapper(inner: Silent())) == ["inner": .object([])])
        #expect(throws: EncodingError.self) { try encoder.encode(Silent()) }
    }

    @Test func numbers_mapToIntAndDouble() throws {
        let numbers = Numbers(
            i8: -128, i16: 2, i32: 3, i64: .min, u: 5, u8: 255, u16: 7, u32: .max, u64: UInt64(Int.max),
            float: 0.1, double: 0.1, flag: true)
        #expect(
            try encoder.encode(numbers).compact() == """
                {"i8": -128, "i16": 2, "i32": 3, "i64": -9223372036854775808, "u": 5, "u8": 255, "u16": 7, \
                "u32": 4294967295, "u64": 9223372036854775807, "float": 0.1, "double": 0.1, "flag": true}
                """)
        #expect(try encoder.encode(Float(3)) == .double(3))
        #expect(try encoder.encode(Float.infinity).compact() == #""inf""#)
    }

    @Test func integersBeyondInt_throwWithTheirPath() throws {
        let error = #expect(throws: EncodingError.self) { try encoder.encode(["a": [UInt64.max]]) }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(path(context.codingPath) == "a.Index 0")
        #expect(throws: EncodingError.self) { try encoder.encode(UInt(Int.max) + 1) }
    }

    @Test func superEncoders_landWhereTheyWereAskedFor() throws {
        #expect(try encoder.encode(Derived(base: 1, extra: "e")).compact() == #"{"extra": "e", "super": {"base": 1}}"#)
        #expect(try encoder.encode(ListWithSuper()).compact() == #"[1, {"late": true}, [2, 3]]"#)
    }

    // MARK: Decoding

    @Test func codableTypes_roundTrip() throws {
        let ads = [
            Ad(zeta: -1, alpha: "é\n\"", images: [], note: "n", kind: .native(assets: ["h": [1, 2]], video: true)),
            Ad(zeta: .max, alpha: "", images: [Image(url: "u", scale: 1.5)], note: nil, kind: .interstitial),
            Ad(zeta: 0, alpha: "z", images: [], note: nil, kind: .native(assets: [:], video: nil)),
        ]
        for ad in ads {
            #expect(try decoder.decode(Ad.self, from: encoder.encode(ad)) == ad)
            #expect(try roundTrip(ad) == ad)
        }
        let numbers = Numbers(
            i8: .min, i16: .max, i32: .min, i64: .max, u: 0, u8: .max, u16: .max, u32: .max, u64: UInt64(Int.max),
            float: .greatestFiniteMagnitude, double: -1e-300, flag: false)
        #expect(try roundTrip(numbers) == numbers)
        #expect(try roundTrip([[1, nil], [], [3]] as [[Int?]]) == [[1, nil], [], [3]])
        #expect(try roundTrip([3: "c", 1: "a"]) == [3: "c", 1: "a"])
    }

    @Test func nonFiniteDoubles_surviveAsStrings() throws {
        let values: [Double] = [.infinity, -.infinity, 1]
        #expect(try encoder.encode(values).compact() == #"["inf", "-inf", 1]"#)
        #expect(try roundTrip(values) == values)
        #expect(try roundTrip([Double.nan]).first?.isNaN == true)
        #expect(try decoder.decode(Float.self, from: "-inf") == -.infinity)
    }

    @Test func parsedOrder_survivesDecodeAndReencode() throws {
        let text = #"{"second": 2, "first": 1, "third": 3}"#
        let decoded = try decoder.decode(OrderedKeys.self, from: JSONValue.parse(text))
        #expect(decoded.keys == ["second", "first", "third"])
        #expect(try encoder.encode(decoded).compact() == text)
    }

    @Test func missingKey_isKeyNotFound_atTheContainersPath() throws {
        let value: JSONValue = ["zeta": 1, "alpha": "a", "images": [["url": "x"]], "kind": ["interstitial": .object([])]]
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Ad.self, from: value) }
        guard case .keyNotFound(let key, let context)? = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "scale")
        #expect(path(context.codingPath) == "images.Index 0")
    }

    @Test func wrongKind_isTypeMismatch_atTheValuesPath() throws {
        let value: JSONValue = [
            "zeta": 1, "alpha": "a", "images": [["url": "x", "scale": 1], ["url": "y", "scale": "2"]],
            "kind": ["interstitial": .object([])],
        ]
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Ad.self, from: value) }
        guard case .typeMismatch(_, let context)? = error else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(path(context.codingPath) == "images.Index 1.scale")
        #expect(context.debugDescription == "Expected Double but found a string.")
    }

    @Test func null_isValueNotFound() throws {
        let error = #expect(throws: DecodingError.self) { try decoder.decode([String].self, from: ["a", nil]) }
        guard case .valueNotFound(_, let context)? = error else {
            Issue.record("expected valueNotFound, got \(String(describing: error))")
            return
        }
        #expect(path(context.codingPath) == "Index 1")
    }

    @Test func integers_areRangeChecked_neverTrapping() throws {
        #expect(try decoder.decode(Int8.self, from: 127) == 127)
        #expect(try decoder.decode(Int.self, from: 3.0) == 3)
        #expect(try decoder.decode(UInt64.self, from: .double(1e19)) == 10_000_000_000_000_000_000)
        #expect(try decoder.decode(Double.self, from: 7) == 7)
        let outOfRange: [(any Decodable.Type, JSONValue)] = [
            (Int8.self, 128), (Int8.self, -129), (UInt8.self, -1), (UInt8.self, 256), (Int16.self, 40_000),
            (Int32.self, .int(Int(Int32.max) + 1)), (UInt.self, -1), (UInt32.self, .int(1 << 32)),
            (Int.self, 1.5), (Int.self, .double(1e19)), (Int.self, .double(.nan)), (UInt64.self, .double(0x1p64)),
            (Float.self, 1e300),
        ]
        for (type, value) in outOfRange {
            let error = #expect(throws: DecodingError.self, "\(type) from \(value.compact())") {
                _ = try decoder.decode(type, from: value)
            }
            guard case .dataCorrupted? = error else {
                Issue.record("\(type) from \(value.compact()): \(String(describing: error))")
                continue
            }
        }
    }

    @Test func keyedContainers_reportKeysAndNulls() throws {
        let probe = try decoder.decode(Probe.self, from: ["b": nil, "a": 1, "unknown": true])
        #expect(probe.allKeys == ["b", "a"])
        #expect(probe.containsB && !probe.containsC)
        #expect(probe.bIsNil)
        #expect(probe.c == nil)
        #expect(probe.missingNilError == "c")
    }

    @Test func unkeyedContainers_stopAtTheEnd_andAdvanceOnlyOnSuccess() throws {
        let probe = try decoder.decode(ListProbe.self, from: [nil, "x", 2])
        #expect(probe.log == ["nil", "retry after typeMismatch", "x", "2", "end at Index 3"])
    }

    @Test func superDecoder_readsSuperOrNull() throws {
        #expect(try roundTrip(Derived(base: 4, extra: "x")) == Derived(base: 4, extra: "x"))
        #expect(try decoder.decode(Derived.self, from: ["extra": "x"]) == Derived(base: nil, extra: "x"))
    }

    // MARK: JSONValue as a Codable field

    @Test func jsonValue_passesThroughTheseCodersUnchanged() throws {
        let raw: JSONValue = ["z": 1, "a": [2.5, "x", nil], "m": .double(3), "e": .object([])]
        #expect(try decoder.decode(JSONValue.self, from: raw) == raw)
        #expect(try encoder.encode(raw) == raw)
        let holder = Holder(name: "n", payload: raw)
        let encoded = try encoder.encode(holder)
        #expect(encoded == ["name": "n", "payload": raw])
        #expect(try decoder.decode(Holder.self, from: encoded) == holder)
    }

    @Test func jsonValue_mapsOntoOtherCoders() throws {
        let raw: JSONValue = [["only": true], 1, 2.5, "s", nil, []]
        let data = try JSONEncoder().encode(raw)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"only":true},1,2.5,"s",null,[]]"#)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == raw)
    }

    @Test func decoderPassesUserInfo() throws {
        var decoder = JSONValueDecoder()
        let key = try #require(CodingUserInfoKey(rawValue: "flavour"))
        decoder.userInfo[key] = "mint"
        #expect(try decoder.decode(UserInfoEcho.self, from: nil).flavour == "mint")
    }
}
