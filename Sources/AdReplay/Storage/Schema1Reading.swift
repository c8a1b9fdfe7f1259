/// A plug-in that reads entries of schema 1 (``FixtureSchema1``), which kept one network's
/// exchanges, callbacks and effects in lists of their own, each payload in its Swift-synthesized
/// Codable shape. Only the Sample network and the host's ad server ever wrote it, so no plug-in
/// author writes this: ``SeamPlugin`` reads any seam's payloads in that shape, and
/// ``HostAdServerPlugin`` its exchanges. A schema-1 file of any other network cannot be read, and
/// is never migrated with entries missing.
protocol Schema1Reading {
    /// The entry `value` holds, or nil to skip the element.
    func schema1Entry(_ value: JSONValue, in list: Schema1List) throws -> TimelineEntry?
}

/// The lists of a schema-1 fixture an SDK entry can come from.
enum Schema1List: Sendable {
    /// `network`: an element tagged with the network (`{"sample": {"exchange": …}}`); the
    /// plug-in gets the tagged payload.
    case network
    case sdkCallbacks
    case sdkEffects
}

extension SeamPlugin: Schema1Reading {
    func schema1Entry(_ value: JSONValue, in list: Schema1List) throws -> TimelineEntry? {
        let decoder = JSONValueDecoder()
        let entry: SeamEntry<Network>, time: Int
        switch list {
        case .network:
            let exchange = try decoder.decode(Schema1Exchange.self, from: value)
            entry = .exchange(
                request: exchange.request, answer: exchange.answer, requestedAt: exchange.requestedAt,
                answeredAt: exchange.answeredAt)
            time = exchange.answeredAt
        case .sdkCallbacks:
            let timed = try decoder.decode(Schema1Timed<Network.Callback>.self, from: value)
            (entry, time) = (.callback(timed.event), timed.time)
        case .sdkEffects:
            let timed = try decoder.decode(Schema1Timed<Network.Effect>.self, from: value)
            (entry, time) = (.effect(timed.event), timed.time)
        }
        // Held to what its schema-2 form must satisfy (a latency that is not negative, say), so
        // that `migrate` never writes what no reader takes: read back from that form.
        let stored =
            [JSONValue.Member(key: "at", value: .int(time)), JSONValue.Member(key: "sdk", value: .string(name))]
            + (try entry.storedMembers(at: time))
        _ = try self.entry(stored: FieldReader(stored), at: time)
        return TimelineEntry(at: time, .sdk(SDKEntry(sdk: name, entry)))
    }

    /// An exchange as schema 1 stored it, observed when its answer arrived.
    private struct Schema1Exchange: Decodable {
        var request: Network.Request
        var answer: Network.Answer
        var requestedAt: Int
        var answeredAt: Int
    }
}

extension HostAdServerPlugin: Schema1Reading {
    func schema1Entry(_ value: JSONValue, in list: Schema1List) throws -> TimelineEntry? {
        guard list == .network else { return nil }
        let exchange = try JSONValueDecoder().decode(HostAdServerExchange.self, from: value)
        return TimelineEntry(at: exchange.time, .sdk(SDKEntry(sdk: name, exchange)))
    }
}

/// A callback or an effect as schema 1 stored it.
private struct Schema1Timed<Event: Decodable>: Decodable {
    var time: Int
    var event: Event
}
