/// Reads the flat fields of one stored object (a timeline entry, the scenario, the environment),
/// naming the field in every error, so a broken fixture says where it is broken.
public struct FieldReader {
    /// What is wrong with a field, as a short phrase: `"code" is missing`.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String

        public init(message: String) {
            self.message = message
        }

        public var description: String { message }
    }

    public let members: [JSONValue.Member]
    /// Where this object sits inside the entry (`images[0].`), put before field names in errors.
    public let path: String

    public init(_ members: [JSONValue.Member]) {
        self.members = members
        path = ""
    }

    public init(_ value: JSONValue, what: String) throws(Problem) {
        guard case .object(let members) = value else { throw Problem(message: "\(what) is not an object") }
        self.members = members
        path = ""
    }

    /// A nested object at `path` (`images[0]`, `icon`).
    public init(_ value: JSONValue, path: String) throws(Problem) {
        guard case .object(let members) = value else { throw Problem(message: "\"\(path)\" is not an object") }
        self.members = members
        self.path = path + "."
    }

    /// The field's name as errors quote it, with its path.
    private func quoted(_ key: String) -> String { "\"\(path)\(key)\"" }

    public func value(_ key: String) -> JSONValue? {
        guard let index = index(of: key) else { return nil }
        return members[index].value
    }

    /// Where the member named `key` is. The readers below look at its value in place: handing
    /// out a copy of the value (a retain) to take a string or a number out of it (another) cost
    /// each of a fixture's hundred or so field reads two runtime calls more.
    private func index(of key: String) -> Int? {
        // Lengths first: for short keys the length is in the string itself, and most members
        // are not the one sought. Indices rather than `first(where:)`, which copies the member.
        let length = key.utf8.count
        for index in members.indices where members[index].key.utf8.count == length && members[index].key == key {
            return index
        }
        return nil
    }

    public func contains(_ key: String) -> Bool { index(of: key) != nil }

    private func required(_ key: String) throws(Problem) -> JSONValue {
        guard let value = value(key) else { throw missing(key) }
        return value
    }

    private func missing(_ key: String) -> Problem { Problem(message: "\(quoted(key)) is missing") }

    public func string(_ key: String) throws(Problem) -> String {
        guard let index = index(of: key) else { throw missing(key) }
        guard case .string(let text) = members[index].value else { throw Problem(message: "\(quoted(key)) is not a string") }
        return text
    }

    /// Absent or null reads as nil.
    public func optionalString(_ key: String) throws(Problem) -> String? {
        guard let index = index(of: key) else { return nil }
        switch members[index].value {
        case .null: return nil
        case .string(let text): return text
        default: throw Problem(message: "\(quoted(key)) is not a string")
        }
    }

    public func int(_ key: String) throws(Problem) -> Int {
        guard let index = index(of: key) else { throw missing(key) }
        guard case .int(let number) = members[index].value else { throw Problem(message: "\(quoted(key)) is not an integer") }
        return number
    }

    public func optionalInt(_ key: String) throws(Problem) -> Int? {
        guard let index = index(of: key) else { return nil }
        switch members[index].value {
        case .null: return nil
        case .int(let number): return number
        default: throw Problem(message: "\(quoted(key)) is not an integer")
        }
    }

    /// A number, whole or not; absent or null reads as nil.
    public func optionalDouble(_ key: String) throws(Problem) -> Double? {
        guard let index = index(of: key) else { return nil }
        switch members[index].value {
        case .null: return nil
        case .int(let number): return Double(number)
        case .double(let number) where number.isFinite: return number
        default: throw Problem(message: "\(quoted(key)) is not a number")
        }
    }

    public func bool(_ key: String) throws(Problem) -> Bool {
        guard let index = index(of: key) else { throw missing(key) }
        guard case .bool(let flag) = members[index].value else { throw Problem(message: "\(quoted(key)) is not true or false") }
        return flag
    }

    public func optionalBool(_ key: String) throws(Problem) -> Bool? {
        guard let index = index(of: key) else { return nil }
        switch members[index].value {
        case .null: return nil
        case .bool(let flag): return flag
        default: throw Problem(message: "\(quoted(key)) is not true or false")
        }
    }

    /// A field's value as it is, whatever it holds.
    public func json(_ key: String) throws(Problem) -> JSONValue { try required(key) }

    /// Absent or null reads as nil.
    public func optionalJSON(_ key: String) throws(Problem) -> JSONValue? {
        switch value(key) {
        case nil, .null?: nil
        case let value?: value
        }
    }

    /// A number, written with or without a fraction, or `"nan"`, `"inf"`, `"-inf"`.
    public func double(_ key: String) throws(Problem) -> Double {
        switch try required(key) {
        case .int(let number): return Double(number)
        case .double(let number): return number
        // How the writer stores what JSON has no number for (as the Codable path reads it).
        case .string("nan"): return .nan
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        default: throw Problem(message: "\(quoted(key)) is not a number")
        }
    }

    /// A nested object, read by `read`.
    public func object<Value>(_ key: String, _ read: (FieldReader) throws(Problem) -> Value) throws(Problem) -> Value {
        try read(FieldReader(try required(key), path: path + key))
    }

    /// Absent or null reads as nil.
    public func optionalObject<Value>(_ key: String, _ read: (FieldReader) throws(Problem) -> Value) throws(Problem) -> Value? {
        switch value(key) {
        case nil, .null?: return nil
        case let value?: return try read(FieldReader(value, path: path + key))
        }
    }

    /// A list, each element read by `read` with its path (`assets[0]`).
    public func list<Element>(_ key: String, _ read: (JSONValue, String) throws(Problem) -> Element) throws(Problem) -> [Element] {
        guard case .array = try required(key), let list = try optionalList(key, read) else {
            throw Problem(message: "\(quoted(key)) is not a list")
        }
        return list
    }

    /// A list, each element read by `read` with its path (`images[0]`). Absent or null reads as nil.
    public func optionalList<Element>(_ key: String, _ read: (JSONValue, String) throws(Problem) -> Element) throws(Problem) -> [Element]? {
        switch value(key) {
        case nil, .null?: return nil
        case .array(let elements)?:
            var list: [Element] = []
            list.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                list.append(try read(element, "\(path)\(key)[\(index)]"))
            }
            return list
        default: throw Problem(message: "\(quoted(key)) is not a list")
        }
    }

    /// A list of strings.
    public func stringList(_ key: String) throws(Problem) -> [String] {
        guard case .array(let elements) = try required(key) else { throw Problem(message: "\(quoted(key)) is not a list") }
        var list: [String] = []
        list.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else { throw Problem(message: "\"\(path)\(key)[\(index)]\" is not a string") }
            list.append(text)
        }
        return list
    }

    /// Absent or null reads as nil.
    public func optionalStringList(_ key: String) throws(Problem) -> [String]? {
        switch value(key) {
        case nil, .null?: nil
        default: try stringList(key)
        }
    }

    /// An object of strings. Absent or null reads as nil.
    public func optionalStringDictionary(_ key: String) throws(Problem) -> [String: String]? {
        switch value(key) {
        case nil, .null?: return nil
        case .object(let members)?:
            var dictionary = [String: String](minimumCapacity: members.count)
            for member in members {
                guard case .string(let text) = member.value else {
                    throw Problem(message: "\"\(path)\(key).\(member.key)\" is not a string")
                }
                dictionary[member.key] = text
            }
            return dictionary
        default: throw Problem(message: "\(quoted(key)) is not an object")
        }
    }

    /// A string field that must be one of an enumeration's raw values.
    // Inlinable, as `optionalChoice`: compiled where the choice's type is concrete (a plug-in's
    // own enum included); generic, each read asked the runtime for the type's conformances.
    @inlinable
    public func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) throws(Problem) -> Choice
    where Choice.RawValue == String {
        let text = try string(key)
        guard let choice = Choice(rawValue: text) else {
            throw unknownChoice(key, text, known: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The problem of a field holding `text`, which is none of `known`.
    @usableFromInline
    func unknownChoice(_ key: String, _ text: String, known: [String]) -> Problem {
        Problem(message: "\(quoted(key)) is \"\(text)\", not one of \(known.joined(separator: ", "))")
    }

    @inlinable
    public func optionalChoice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) throws(Problem) -> Choice?
    where Choice.RawValue == String {
        switch value(key) {
        case nil, .null?: return nil
        default: return try choice(key, type)
        }
    }
}
