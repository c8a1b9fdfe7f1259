extension AdapterRegistry {
    /// Why a fixture cannot be replayed with these networks.
    public struct MissingNetwork: Error, Equatable, CustomStringConvertible {
        public let network: String
        public let known: [String]

        public var description: String {
            "the fixture holds entries of the network \"\(network.escapingControlCharacters)\" and no plug-in for it is registered (registered: \(known.joined(separator: ", ")))"
        }
    }

    /// `observation` with every SDK entry read by its network's plug-in: entries kept as stored
    /// (the fixture was read without the plug-in) are read now. Throws when an entry's network has
    /// no plug-in here, or its plug-in cannot read it.
    func resolve(_ observation: Observation) throws -> Observation {
        var resolved = observation
        let plugins = networks
        var lastNetwork = ""
        for (index, entry) in observation.entries.enumerated() {
            guard case .sdk(let sdk) = entry.event else { continue }
            // Entries come in runs of one network: look a name up once per run.
            if sdk.sdk != lastNetwork {
                guard plugins.contains(where: { $0.name == sdk.sdk }) else {
                    throw MissingNetwork(network: sdk.sdk, known: plugins.map(\.name))
                }
                lastNetwork = sdk.sdk
            }
            guard sdk.isStored, let stored = sdk.entry(as: StoredNetworkEntry.self),
                let plugin = plugins.first(where: { $0.name == sdk.sdk })
            else { continue }
            do {
                // As a plug-in reads a file's entry: `at` and `sdk` first, then its own fields.
                let fields = [JSONValue.Member(key: "at", value: .int(entry.at)), JSONValue.Member(key: "sdk", value: .string(sdk.sdk))]
                let typed = try plugin.entry(stored: FieldReader(fields + stored.members), at: entry.at)
                resolved.entries[index].event = .sdk(SDKEntry(sdk: sdk.sdk, typed))
            } catch {
                throw FieldReader.Problem(message: "timeline entry \(index): \(error.message)")
            }
        }
        return resolved
    }
}

extension Observation {
    /// Each network's exchanges, in order: what its replay serves. A list, not a dictionary: a
    /// replay has a network or two, and comparing their names costs less than hashing them.
    var exchangesByNetwork: [(network: String, exchanges: [TimelineEntry])] {
        var grouped: [(network: String, exchanges: [TimelineEntry])] = []
        for entry in entries {
            guard case .sdk(let sdk) = entry.event, sdk.isExchange else { continue }
            if let index = grouped.firstIndex(where: { $0.network == sdk.sdk }) {
                grouped[index].exchanges.append(entry)
            } else {
                grouped.append((sdk.sdk, [entry]))
            }
        }
        return grouped
    }
}
