import AdReplay
import AdWorldHTTP
import Foundation

/// How a replay compares a live request with a recorded one, both kept by the network's rules:
/// the method, the scheme, host and path, the query items in any order, a JSON body by meaning
/// (members in any order, numbers by value) without the ignored paths, any other body byte for
/// byte. Header fields are not compared (a changed kept field still shows in the diff).
///
/// ```swift
/// let match = HTTPRequestMatch(rules: HTTPRules(ignoredPaths: ["id"]))
/// match.differences(recorded, live)   // ["body.imp[0].tagid: \"home-top\" → \"home-bottom\"", "query.gdpr: missing"]
/// ```
public struct HTTPRequestMatch: Sendable {
    public let rules: HTTPRules

    public init(rules: HTTPRules) {
        self.rules = rules
    }

    /// A request reduced to what is compared.
    struct Key {
        let method: String
        let endpoint: String
        let query: [(name: String, value: String)]
        let json: JSONValue?
        let body: Data

        /// Equal for every two keys that can match (``matches(_:_:)-(Key,Key)``): the method, the
        /// endpoint and the query items in a fixed order. A replay looks its candidates up by it
        /// instead of trying every recorded request.
        var bucket: String {
            let items = query.sorted { ($0.name, $0.value) < ($1.name, $1.value) }.map { "\($0.name)=\($0.value)" }
            return ([method, endpoint] + items).joined(separator: "\u{0}")
        }
    }

    func key(_ call: HTTPCall) -> Key {
        let path = call.head.path ?? "/"
        let mark = path.firstIndex(of: "?")
        let endpoint =
            "\(call.head.scheme?.lowercased() ?? "")://\(call.head.authority?.lowercased() ?? "")\(mark.map { path[..<$0] } ?? path[...])"
        var query: [(name: String, value: String)] = []
        if let mark {
            for item in path[path.index(after: mark)...].split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                guard !rules.ignoredQueryItems.contains(name) else { continue }
                query.append((name, parts.count > 1 ? String(parts[1]) : ""))
            }
        }
        var json = call.body.isEmpty ? nil : try? JSONValue.parse(Array(call.body))
        if let parsed = json {
            json = rules.ignoredPaths.reduce(parsed) { $1.removing(from: $0) }
        }
        return Key(method: call.head.method.rawValue, endpoint: endpoint, query: query, json: json, body: call.body)
    }

    /// Whether `live` matches `recorded`.
    public func matches(_ recorded: HTTPCall, _ live: HTTPCall) -> Bool {
        matches(key(recorded), key(live))
    }

    func matches(_ recorded: Key, _ live: Key) -> Bool {
        guard recorded.method == live.method, recorded.endpoint == live.endpoint, recorded.query.count == live.query.count else {
            return false
        }
        let order = { (a: (name: String, value: String), b: (name: String, value: String)) in (a.name, a.value) < (b.name, b.value) }
        guard recorded.query.sorted(by: order).elementsEqual(live.query.sorted(by: order), by: { $0 == $1 }) else { return false }
        if let left = recorded.json, let right = live.json { return JSONMeaning.equal(left, right) }
        return recorded.json == nil && live.json == nil && recorded.body == live.body
    }

    /// How `live` differs from `recorded`, one field a line, method and URL first, then the query,
    /// then the body: `method: GET → POST`, `query.gdpr: missing`, `body.imp[0].tagid: "a" → "b"`.
    public func differences(_ recorded: HTTPCall, _ live: HTTPCall) -> [String] {
        differences(key(recorded), key(live)).map(\.text)
    }

    /// The differences with their weights: a request of another method or endpoint is farther
    /// than any number of changed fields.
    func differences(_ recorded: Key, _ live: Key) -> [(text: String, weight: Int)] {
        var found: [(text: String, weight: Int)] = []
        if recorded.method != live.method { found.append(("method: \(recorded.method) → \(live.method)", 1000)) }
        if recorded.endpoint != live.endpoint { found.append(("url: \(recorded.endpoint) → \(live.endpoint)", 100)) }
        // Grouped by name in one pass: a fixture's URL may hold a hundred thousand query items.
        var names: [String] = []
        var values: [String: (recorded: [String], live: [String])] = [:]
        for (item, isLive) in recorded.query.map({ ($0, false) }) + live.query.map({ ($0, true) }) {
            if values[item.name] == nil { names.append(item.name) }
            if isLive {
                values[item.name, default: ([], [])].live.append(item.value)
            } else {
                values[item.name, default: ([], [])].recorded.append(item.value)
            }
        }
        for name in names {
            let (left, right) = values[name] ?? ([], [])
            guard left.sorted() != right.sorted() else { continue }
            let text =
                if right.isEmpty { "query.\(name): missing" } else if left.isEmpty {
                    "query.\(name): unexpected \(Self.quoted(right))"
                } else { "query.\(name): \(Self.quoted(left)) → \(Self.quoted(right))" }
            found.append((text, 10))
        }
        if let left = recorded.json, let right = live.json {
            found += JSONMeaning.differences(left, right, path: "body").map { ($0, 1) }
        } else if recorded.body != live.body {
            found.append(("body: \(Self.describe(recorded.body)) → \(Self.describe(live.body))", 10))
        }
        return found
    }

    private static func quoted(_ values: [String]) -> String {
        values.count == 1 ? "\"\(values[0])\"" : "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// A body in a difference: short text quoted, anything else by its size.
    private static func describe(_ body: Data) -> String {
        if body.isEmpty { return "empty" }
        if body.count <= 40, let text = String(data: body, encoding: .utf8) { return "\"\(text)\"" }
        return "\(body.count) bytes"
    }
}

/// JSON compared by meaning: members in any order, numbers by value.
enum JSONMeaning {
    static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in b.first { $0.key == member.key }.map { equal(member.value, $0.value) } ?? false }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)):
            return Double(a) == b
        default:
            return left == right
        }
    }

    /// `path: recorded → live`, `path: missing`, `path: unexpected value`, for each place they differ.
    static func differences(_ left: JSONValue, _ right: JSONValue, path: String) -> [String] {
        switch (left, right) {
        case (.object(let a), .object(let b)):
            var found: [String] = []
            for member in a {
                if let other = b.first(where: { $0.key == member.key }) {
                    found += differences(member.value, other.value, path: "\(path).\(member.key)")
                } else {
                    found.append("\(path).\(member.key): missing")
                }
            }
            for member in b where !a.contains(where: { $0.key == member.key }) {
                found.append("\(path).\(member.key): unexpected \(shown(member.value))")
            }
            return found
        case (.array(let a), .array(let b)):
            var found: [String] = []
            for index in 0..<max(a.count, b.count) {
                if index < a.count, index < b.count {
                    found += differences(a[index], b[index], path: "\(path)[\(index)]")
                } else if index < a.count {
                    found.append("\(path)[\(index)]: missing")
                } else {
                    found.append("\(path)[\(index)]: unexpected \(shown(b[index]))")
                }
            }
            return found
        default:
            return equal(left, right) ? [] : ["\(path): \(shown(left)) → \(shown(right))"]
        }
    }

    /// A value in a difference: compact JSON, cut at 60 characters.
    static func shown(_ value: JSONValue) -> String {
        let text = value.compact()
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
