import Foundation

/// Turns a value GMA types `Any` (an `NSError`'s user info, a native ad's extra assets) into the
/// text a fixture stores. The conversion happens once, where the adapter hands the value over;
/// past that point only strings travel.
///
/// Nothing is dropped: a value of a kind not listed is recorded as a sentence naming its type, so
/// a fixture shows that it was there.
///
/// ```swift
/// MediationValueText.text(of: "Quite Awesome!")          // "Quite Awesome!"
/// MediationValueText.text(of: 4.5)                       // "4.5"
/// MediationValueText.text(of: URL(string: "https://a.example")!)   // "https://a.example"
/// MediationValueText.text(of: ["b": 2, "a": 1])          // "{a: 1, b: 2}"
/// MediationValueText.text(of: NSObject())                // "unsupported value of type NSObject"
/// ```
public enum MediationValueText {
    /// The text of one value: strings as they are; numbers, booleans and decimals as written;
    /// URLs by their absolute string; dates in ISO 8601; errors as "domain code: description";
    /// arrays and dictionaries (keys sorted) element by element; other value types by their own
    /// description; anything else as "unsupported value of type T".
    public static func text(of value: Any) -> String {
        switch value {
        case let string as String: return string
        case let string as Substring: return String(string)
        case let bool as Bool: return bool ? "true" : "false"
        case let number as any BinaryInteger: return "\(number)"
        case let number as Double: return "\(number)"
        case let number as Float: return "\(number)"
        case let decimal as Decimal: return "\(decimal)"
        case let decimal as NSDecimalNumber: return "\(decimal.decimalValue)"
        case let number as NSNumber: return number.stringValue
        case let string as NSString: return String(describing: string)
        case let url as URL: return url.absoluteString
        case let date as Date: return ISO8601DateFormatter().string(from: date)
        case let error as any Error: return MediationError(error).description
        case let array as [Any]: return "[" + array.map(text(of:)).joined(separator: ", ") + "]"
        case let dictionary as [String: Any]:
            return "{"
                + texts(of: dictionary).sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        // Hash-ordered collections: their elements' texts, sorted, so the bytes do not depend
        // on the process's hash seed.
        case let dictionary as [AnyHashable: Any]:
            return "{"
                + dictionary.map { "\(text(of: $0.key.base)): \(text(of: $0.value))" }
                .sorted().joined(separator: ", ") + "}"
        case let set as Set<AnyHashable>: return "[" + set.map { text(of: $0.base) }.sorted().joined(separator: ", ") + "]"
        default: return description(of: value)
        }
    }

    /// Every value of a dictionary through ``text(of:)``.
    public static func texts(of dictionary: [String: Any]) -> [String: String] {
        dictionary.mapValues(text(of:))
    }

    /// A value type's own description is deterministic and says what it holds; an object's may
    /// carry its address, so only its type is named.
    private static func description(of value: Any) -> String {
        if !(type(of: value) is AnyClass), let describable = value as? any CustomStringConvertible {
            return describable.description
        }
        return "unsupported value of type \(type(of: value))"
    }
}
