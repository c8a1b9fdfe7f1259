/// A stand-in's callback: an enum whose cases are named after the delegate methods the SDK
/// calls, so that most of them describe themselves by their name (``name``) and a stand-in's
/// `description` spells out only the ones that read otherwise (a completion block, a payload).
///
/// ```swift
/// public enum PebbleCallback: StandInCallback, Codable, CustomStringConvertible {
///     case bannerDidLoad
///     case bannerDidFail(code: Int)
///
///     public var description: String {
///         switch self {
///         case .bannerDidFail(let code): "banner(didFailWithError: \(code))"
///         default: name
///         }
///     }
/// }
/// PebbleCallback.bannerDidLoad.description   // "bannerDidLoad"
/// ```
public protocol StandInCallback: Encodable {}

extension StandInCallback {
    /// The case's name, as its synthesised `Codable` conformance keys it (`bannerDidFail` for
    /// `.bannerDidFail(code: 3)`); empty for a type whose encoding is not keyed by its case.
    public var name: String {
        let encoder = CaseNameEncoder()
        try? encode(to: encoder)
        return encoder.recorder.name ?? ""
    }
}

/// An encoder that writes nothing and keeps the first key of the top-level keyed container: the
/// case of an enum whose `Codable` conformance Swift synthesised.
private struct CaseNameEncoder: Encoder {
    final class Recorder {
        var name: String?
    }

    let recorder = Recorder()
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container(recorder: recorder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Ignored<AnyKey>() }
    func singleValueContainer() -> any SingleValueEncodingContainer { Ignored<AnyKey>() }

    /// The top-level container: the first key it is handed is the case's name.
    private struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: Recorder
        let codingPath: [any CodingKey] = []

        private func record(_ key: Key) {
            if recorder.name == nil { recorder.name = key.stringValue }
        }

        mutating func encodeNil(forKey key: Key) throws { record(key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { record(key) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            record(key)
            return KeyedEncodingContainer(Ignored<NestedKey>())
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            record(key)
            return Ignored<AnyKey>()
        }

        mutating func superEncoder() -> any Encoder { CaseNameEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            record(key)
            return CaseNameEncoder()
        }
    }

    /// Everything below the case: the payload, which the name does not need.
    private struct Ignored<Key: CodingKey>: KeyedEncodingContainerProtocol, UnkeyedEncodingContainer,
        SingleValueEncodingContainer
    {
        let codingPath: [any CodingKey] = []
        var count: Int { 0 }

        init() {}

        mutating func encodeNil() throws {}
        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Ignored<NestedKey>())
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Ignored<NestedKey>())
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { CaseNameEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { CaseNameEncoder() }
    }
}

extension CaseNameEncoder {
    /// The key of the containers that are not keyed.
    fileprivate struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
