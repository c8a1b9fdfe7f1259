/// An entry of a network no plug-in of this build knows, kept as stored: every field but `at` and
/// `sdk`, in order. It reads, writes back, renders and diffs; a replay of its fixture says which
/// plug-in is missing, and a replayer that has the plug-in reads it then.
public struct StoredNetworkEntry: NetworkEntry {
    public let members: [JSONValue.Member]

    public init(members: [JSONValue.Member]) {
        self.members = members
    }

    public var role: NetworkEntryRole {
        switch members.first?.key {
        case "request": .exchange
        case "callback": .callback
        default: .effect
        }
    }

    public var exchangeArrows: (request: String, answer: String)? {
        guard role == .exchange else { return nil }
        return (Self.render(members.prefix { $0.key != "answer" }), Self.render(members.drop { $0.key != "answer" }))
    }

    public var kind: String {
        guard let first = members.first else { return "entry" }
        if first.key == "request" { return "request" }
        if case .string(let name) = first.value { return "\(first.key) \(name)" }
        return first.key
    }

    public var text: String { Self.render(members[...]) }

    public var sdkName: String { "SDK" }

    public func storedMembers(at time: Int) -> [JSONValue.Member] { members }

    /// `callback didFail code=3`: the first field's value after its key, the others as key=value.
    static func render(_ members: ArraySlice<JSONValue.Member>) -> String {
        var words: [String] = []
        for (offset, member) in members.enumerated() {
            let value = member.value.compactText
            words.append(offset == 0 ? "\(member.key) \(value)" : "\(member.key)=\(value)")
        }
        return words.joined(separator: " ")
    }
}

extension JSONValue {
    /// A short rendering for one-line texts: strings bare, the rest as canonical JSON.
    var compactText: String {
        if case .string(let text) = self { return text }
        return compact()
    }
}
