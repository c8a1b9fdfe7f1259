import AdReplay

/// A session as a Mermaid `sequenceDiagram`, which the common code-hosting sites render in
/// Markdown: who called whom, in order, with the virtual time noted whenever it moves on.
///
/// ```text
/// sequenceDiagram
///     participant App as App / user
///     participant Host as Host (Google Mobile Ads)
///     participant Adapter as SampleCustomEvent
///     …
///     Note over App,Network: 0 ms
///     App->>Host: load
///     SDK->>Network: request banner, adUnit: "sample-ad-unit"
///     Network-->>SDK: fill
/// ```
public enum SequenceDiagram {
    /// Diagrams stop after this many entries, with a note of how many were left out.
    public static let entryLimit = 400

    public static func mermaid(_ fixture: Fixture) -> String {
        mermaid(fixture.timeline, scenario: fixture.scenario)
    }

    public static func mermaid(_ timeline: [TimelineEntry], scenario: Scenario) -> String {
        let usesAdapter = scenario.adapterClassName != nil
        // What to draw, before knowing who takes part: a time note or a message.
        enum Line {
            case time(String)
            case message(Message)
        }
        var drawn: [Line] = []
        var time: Int?
        for entry in timeline.prefix(entryLimit) {
            if entry.at != time {
                time = entry.at
                drawn.append(.time("\(entry.at) ms"))
            }
            drawn += messages(for: entry, usesAdapter: usesAdapter).map(Line.message)
        }
        if timeline.count > entryLimit {
            drawn.append(.time("… and \(timeline.count - entryLimit) more entries"))
        }
        var used: Set<Participant> = [.app, .host]
        // Each network's SDK and network, in the order the session meets them.
        var networks: [String] = []
        for case .message(let message) in drawn {
            used.insert(message.from)
            used.insert(message.to)
            for case .sdk(let tag) in [message.from, message.to] where !networks.contains(tag) { networks.append(tag) }
        }
        let participants = used.sorted { $0.order(networks) < $1.order(networks) }
        // An SDK is named by its entries (`Sample SDK`), its network after it (`Sample network`).
        var sdkNames: [String: String] = [:]
        for entry in timeline {
            if case .sdk(let sdk) = entry.event, sdkNames[sdk.sdk] == nil { sdkNames[sdk.sdk] = sdk.entry.sdkName }
        }
        let names = Participant.Names(adapter: scenario.adapterClassName, sdks: sdkNames, several: networks.count > 1, order: networks)
        let span = "App,\(participants.last.map(names.id) ?? "Host")"
        var lines = ["sequenceDiagram"]
        lines += participants.map { "    participant \(names.id($0)) as \(escape($0.title(names)))" }
        for line in drawn {
            switch line {
            case .time(let text): lines.append("    Note over \(span): \(escape(text))")
            case .message(let message): lines.append("    " + message.line(names))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Who takes part: one SDK and one network per network the session talks to (by its tag in
    /// the fixture, `sample`).
    enum Participant: Hashable {
        case app, host, adapter, sdk(String), network(String), adServer

        /// Where it stands, left to right: the app, the host, the adapter, each network's SDK
        /// then network in the order met, the host's ad server.
        func order(_ networks: [String]) -> Int {
            switch self {
            case .app: 0
            case .host: 1
            case .adapter: 2
            case .sdk(let tag): 3 + 2 * (networks.firstIndex(of: tag) ?? networks.count)
            case .network(let tag): 4 + 2 * (networks.firstIndex(of: tag) ?? networks.count)
            case .adServer: 3 + 2 * (networks.count + 1)
            }
        }

        struct Names {
            var adapter: String?
            /// Each network's SDK name, by tag.
            var sdks: [String: String]
            /// Whether the session talks to several networks, whose participants then carry
            /// their place (`SDK_1`, `SDK_2`); one network's are plain `SDK` and `Network`.
            var several: Bool

            /// The networks met, in order: a participant's id is its place (`SDK_2`), never its
            /// tag, which a fixture may make as long as it likes.
            var order: [String]

            func id(_ participant: Participant) -> String {
                switch participant {
                case .app: "App"
                case .host: "Host"
                case .adapter: "Adapter"
                case .sdk(let tag): several ? "SDK_\(place(of: tag))" : "SDK"
                case .network(let tag): several ? "Network_\(place(of: tag))" : "Network"
                case .adServer: "AdServer"
                }
            }

            private func place(of tag: String) -> Int {
                (order.firstIndex(of: tag) ?? order.count) + 1
            }

            func sdkName(_ tag: String) -> String { sdks[tag] ?? "SDK" }
        }

        func title(_ names: Names) -> String {
            switch self {
            case .app: "App / user"
            case .host: "Host (Google Mobile Ads)"
            case .adapter: names.adapter ?? "Adapter"
            case .sdk(let tag): names.sdkName(tag)
            case .network(let tag):
                names.sdkName(tag).hasSuffix(" SDK") ? "\(names.sdkName(tag).dropLast(4)) network" : "\(names.sdkName(tag)) network"
            case .adServer: "Host ad server"
            }
        }
    }

    struct Message {
        var from: Participant
        var to: Participant
        var text: String
        var note = false
        /// An answer comes back on a dashed arrow.
        var isAnswer = false

        func line(_ names: Participant.Names) -> String {
            note
                ? "Note over \(names.id(from)): \(SequenceDiagram.escape(text))"
                : "\(names.id(from))\(isAnswer ? "-->>" : "->>")\(names.id(to)): \(SequenceDiagram.escape(text))"
        }
    }

    private static func messages(for entry: TimelineEntry, usesAdapter: Bool) -> [Message] {
        switch entry.event {
        case .step(let action):
            return [Message(from: .app, to: .host, text: action.description)]
        case .host(let event):
            return [
                usesAdapter
                    ? Message(from: .adapter, to: .host, text: event.description)
                    : Message(from: .host, to: .app, text: event.description)
            ]
        case .sdk(let sdk):
            let text = sdk.text
            switch sdk.entry.role {
            case .exchange:
                let arrows = sdk.entry.exchangeArrows ?? (request: text, answer: "")
                if sdk.sdk == HostAdServerPlugin.name {
                    return [
                        Message(from: .host, to: .adServer, text: arrows.request),
                        Message(from: .adServer, to: .host, text: arrows.answer, isAnswer: true),
                    ]
                }
                return [
                    Message(from: .sdk(sdk.sdk), to: .network(sdk.sdk), text: arrows.request),
                    Message(from: .network(sdk.sdk), to: .sdk(sdk.sdk), text: arrows.answer, isAnswer: true),
                ]
            case .callback:
                return [Message(from: .sdk(sdk.sdk), to: .adapter, text: text.hasPrefix("callback ") ? String(text.dropFirst(9)) : text)]
            case .effect:
                return [
                    Message(
                        from: .sdk(sdk.sdk), to: .sdk(sdk.sdk), text: text.hasPrefix("effect ") ? String(text.dropFirst(7)) : text,
                        note: true)
                ]
            }
        }
    }

    /// Mermaid reads `#`, `;` and angle brackets in message text as markup: write them as entity codes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#": escaped += "#35;"
            case ";": escaped += "#59;"
            case "<": escaped += "#60;"
            case ">": escaped += "#62;"
            case "\n", "\r", "\t": escaped += " "
            default:
                if scalar.isControlForOutput {
                    escaped += "?"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
