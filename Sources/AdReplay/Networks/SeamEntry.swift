/// An entry of a ``SeamNetwork``'s SDK: an exchange, a delegate call or an effect, in the SDK
/// port's own types.
///
/// Indirect, so that its layout does not depend on the network: the engine handles entries in
/// generic code, where copying a value of a network-dependent layout goes through the runtime's
/// value witnesses. Measured with `scripts/bench` on the Sample corpus, against the Sample
/// plug-in's former concrete entry type: replay from a path 8 % slower direct, 4 % indirect.
public indirect enum SeamEntry<Network: SeamNetwork>: NetworkEntry {
    case exchange(request: Network.Request, answer: Network.Answer, requestedAt: Int, answeredAt: Int)
    case callback(Network.Callback)
    case effect(Network.Effect)

    /// Compared where the network is a concrete type (`SeamNetwork/_entriesEqual(_:_:)`): here,
    /// in generic code, binding an exchange's values asks the runtime for the type of its tuple,
    /// and a replay compares every entry it observed.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        Network._entriesEqual(lhs, rhs)
    }

    public var role: NetworkEntryRole {
        switch self {
        case .exchange: .exchange
        case .callback: .callback
        case .effect: .effect
        }
    }

    public var exchangeArrows: (request: String, answer: String)? {
        if case .exchange(let request, let answer, _, _) = self { ("request \(request)", "\(answer)") } else { nil }
    }

    public var kind: String { Network.kind(of: self) }

    /// The role and the case's stored name: `request`, `callback bannerDidFail`, `effect log`.
    var flatKind: String {
        switch self {
        case .exchange: "request"
        case .callback(let callback): "callback \(FlatCoding.caseName(of: callback))"
        case .effect(let effect): "effect \(FlatCoding.caseName(of: effect))"
        }
    }

    public var text: String {
        switch self {
        case .exchange(let request, let answer, _, _): "request \(request) → \(answer)"
        case .callback(let callback): "callback \(callback)"
        case .effect(let effect): "effect \(effect)"
        }
    }

    public var sdkName: String { Network.sdkName }

    /// Read where the network is a concrete type (`SeamNetwork/_latency(of:)`): reading an
    /// exchange's times here asks the runtime for the type of its values, and a fixture's limits
    /// ask it of every exchange.
    public var latency: Int? { Network._latency(of: self) }

    /// The time between a request and its answer, saturating: the times come from a fixture,
    /// untrusted, and one far outside the session's horizon must give a latency the fixture's
    /// limits refuse (``FixtureLimits``), never an overflow.
    @usableFromInline
    static func latency(from requestedAt: Int, to answeredAt: Int) -> Int {
        let (latency, overflow) = answeredAt.subtractingReportingOverflow(requestedAt)
        return overflow ? (requestedAt < 0 ? .max : .min) : latency
    }

    public func storedMembers(at time: Int) throws -> [JSONValue.Member] {
        try Network.storedMembers(of: self, at: time)
    }

    /// The entry's fields stored flat (``SeamNetwork``): the role, the case's name and its
    /// associated values as the fields that follow, or one nested value.
    public func flatMembers(at time: Int) throws -> [JSONValue.Member] {
        switch self {
        case .exchange(let request, let answer, let requestedAt, let answeredAt):
            let requestMembers = try FlatCoding.members(of: request, as: "request")
            // The answer's fields follow the request's: one named like a request field is nested.
            var members = try requestMembers + FlatCoding.members(of: answer, as: "answer", reserving: Set(requestMembers.map(\.key)))
            if answeredAt != requestedAt {
                members.append(.init(key: "latency", value: .int(Self.latency(from: requestedAt, to: answeredAt))))
            }
            return members
        case .callback(let callback): return try FlatCoding.members(of: callback, as: "callback")
        case .effect(let effect): return try FlatCoding.members(of: effect, as: "effect")
        }
    }

    /// Reads an entry stored flat by ``flatMembers(at:)``.
    public init(flat fields: FieldReader, at time: Int) throws(FieldReader.Problem) {
        let members = Array(fields.members.drop { $0.key == "at" || $0.key == "sdk" })
        guard let role = members.first?.key else { throw FieldReader.Problem(message: "the entry is empty") }
        switch role {
        case "request":
            let answerStart = members.firstIndex { $0.key == "answer" } ?? members.endIndex
            let latencyStart = members.lastIndex { $0.key == "latency" } ?? members.endIndex
            guard answerStart < members.endIndex else { throw FieldReader.Problem(message: "\"answer\" is missing") }
            var latency = 0
            if latencyStart < members.endIndex {
                guard case .int(let value) = members[latencyStart].value, value >= 0 else {
                    throw FieldReader.Problem(message: "\"latency\" is not a whole number of milliseconds")
                }
                latency = value
            }
            let request = try FlatCoding.value(Network.Request.self, from: members[..<answerStart], role: "request")
            let answer = try FlatCoding.value(
                Network.Answer.self, from: members[answerStart..<max(answerStart, latencyStart)], role: "answer")
            guard latency <= time else {
                throw FieldReader.Problem(
                    message: "\"latency\" is \(latency) ms, so the request was sent before the session began (at \(time) ms)")
            }
            self = .exchange(request: request, answer: answer, requestedAt: time - latency, answeredAt: time)
        case "callback": self = .callback(try FlatCoding.value(Network.Callback.self, from: members[...], role: role))
        case "effect": self = .effect(try FlatCoding.value(Network.Effect.self, from: members[...], role: role))
        default: throw FieldReader.Problem(message: "\"\(role)\" is not request, callback or effect")
        }
    }
}

/// Codable values as flat fields: an enum case's name as the role's value and its associated
/// values as the following fields; anything else as one nested value.
enum FlatCoding {
    static func members<Value: Encodable>(of value: Value, as role: String, reserving taken: Set<String> = []) throws -> [JSONValue.Member]
    {
        let encoded = try JSONValueEncoder().encode(value).sortingKeys()
        // An enum case with associated values encodes as {"case": {…}}, one without as {"case": {}}.
        if case .object(let outer) = encoded, outer.count == 1, case .object(let fields) = outer[0].value,
            !fields.contains(where: { reservedKeys.contains($0.key) || taken.contains($0.key) })
        {
            return [.init(key: role, value: .string(outer[0].key))] + fields
        }
        return [.init(key: role, value: encoded)]
    }

    /// The keys of a stored entry itself: a case's fields named so are stored as one value.
    static let reservedKeys: Set<String> = ["at", "sdk", "do", "host", "request", "callback", "effect", "answer", "latency"]

    static func value<Value: Decodable>(
        _ type: Value.Type, from members: ArraySlice<JSONValue.Member>,
        role: String
    ) throws(FieldReader.Problem) -> Value {
        guard let first = members.first else { throw FieldReader.Problem(message: "\"\(role)\" is missing") }
        let decoder = JSONValueDecoder()
        var asCase: (name: String, error: any Error)?
        if case .string(let name) = first.value {
            do {
                return try decoder.decode(type, from: .object([.init(key: name, value: .object(Array(members.dropFirst())))]))
            } catch {
                // A single string may be a raw value rather than a case: tried below.
                asCase = (name, error)
            }
        }
        if members.count == 1, let value = try? decoder.decode(type, from: first.value) {
            return value
        }
        if let asCase {
            throw FieldReader.Problem(
                message:
                    "\"\(role)\": \"\(asCase.name)\"\(members.count > 1 ? " and the fields after it" : "") is not \("\(Value.self)".withIndefiniteArticle) (\(FixtureCodec.reason(asCase.error)))"
            )
        }
        do {
            return try decoder.decode(type, from: first.value)
        } catch {
            throw FieldReader.Problem(
                message: "\"\(role)\" is not \("\(Value.self)".withIndefiniteArticle) (\(FixtureCodec.reason(error)))")
        }
    }

    /// The name of the enum case `value` is, or its type's name.
    static func caseName<Value: Encodable>(of value: Value) -> String {
        guard let encoded = try? JSONValueEncoder().encode(value) else { return "\(Value.self)" }
        switch encoded {
        case .object(let members) where members.count == 1: return members[0].key
        case .string(let name): return name
        default: return "\(Value.self)"
        }
    }
}
