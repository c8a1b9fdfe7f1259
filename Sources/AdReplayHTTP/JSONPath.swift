import AdReplay

/// A place in a JSON document, as HTTP rules name it: keys joined by dots, `[]` for every element
/// of a list, `[N]` for one (`imp[].id`, `imp[0].tagid`, `source.tid`, `id`). A key holding a dot
/// or a bracket cannot be named.
///
/// ```swift
/// let path = JSONPath(parsing: "imp[].id")
/// path?.description   // "imp[].id"
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step of a path.
    public enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
        case everyIndex
    }

    public let steps: [Step]

    /// Nil when `text` is not a path: empty, an empty key, or a bracket that is neither `[]` nor `[N]`.
    public init?(parsing text: String) {
        var steps: [Step] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if inside.isEmpty {
                    steps.append(.everyIndex)
                } else if let index = Int(inside), index >= 0, inside.allSatisfy(\.isNumber) {
                    steps.append(.index(index))
                } else {
                    return nil
                }
                rest = rest[rest.index(after: close)...]
                if rest.first == "." {
                    rest = rest.dropFirst()
                    guard !rest.isEmpty else { return nil }
                }
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = rest[..<end]
                guard !key.isEmpty else { return nil }
                steps.append(.key(String(key)))
                rest = rest[end...]
                if rest.first == "." {
                    rest = rest.dropFirst()
                    guard !rest.isEmpty else { return nil }
                }
            }
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
    }

    /// A literal must be a path (`"imp[].id"`); an invalid literal names nothing and matches nothing.
    public init(stringLiteral value: String) {
        steps = JSONPath(parsing: value)?.steps ?? []
    }

    public var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            case .everyIndex: text += "[]"
            }
        }
        return text
    }

    /// `value` without what this path names (every element's, for `[]`).
    func removing(from value: JSONValue) -> JSONValue {
        guard !steps.isEmpty else { return value }
        return Self.edit(value, steps[...]) { _ in nil }
    }

    /// `value` with what this path names replaced by `transform`'s result (removed when nil).
    func replacing(in value: JSONValue, _ transform: (JSONValue) -> JSONValue?) -> JSONValue {
        guard !steps.isEmpty else { return value }
        return Self.edit(value, steps[...], transform)
    }

    private static func edit(_ value: JSONValue, _ steps: ArraySlice<Step>, _ transform: (JSONValue) -> JSONValue?) -> JSONValue {
        guard let step = steps.first else { return value }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.key(let key), .object(let members)):
            var edited: [JSONValue.Member] = []
            edited.reserveCapacity(members.count)
            for member in members {
                guard member.key == key else {
                    edited.append(member)
                    continue
                }
                if rest.isEmpty {
                    if let replaced = transform(member.value) { edited.append(.init(key: key, value: replaced)) }
                } else {
                    edited.append(.init(key: key, value: edit(member.value, rest, transform)))
                }
            }
            return .object(edited)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if rest.isEmpty {
                if let replaced = transform(elements[index]) { elements[index] = replaced } else { elements.remove(at: index) }
            } else {
                elements[index] = edit(elements[index], rest, transform)
            }
            return .array(elements)
        case (.everyIndex, .array(let elements)):
            if rest.isEmpty { return .array(elements.compactMap(transform)) }
            return .array(elements.map { edit($0, rest, transform) })
        default:
            return value
        }
    }
}
