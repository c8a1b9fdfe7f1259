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
        for case .message(let message) in drawn {
            used.insert(message.from)
            used.insert(message.to)
        }
        let participants = Participant.allCases.filter(used.contains)
        // The SDK is named by its entries (`Sample SDK`), its network after it (`Sample network`).
        let sdkName = timeline.lazy.compactMap { entry -> String? in
            if case .sdk(let sdk) = entry.event, sdk.sdk != HostAdServerPlugin.name { sdk.entry.sdkName } else { nil }
        }.first ?? "SDK"
        let names = Participant.Names(adapter: scenario.adapterClassName, sdk: sdkName)
        let span = "App,\(participants.last?.id ?? "Host")"
        var lines = ["sequenceDiagram"]
        lines += participants.map { "    participant \($0.id) as \(escape($0.title(names)))" }
        for line in drawn {
            switch line {
            case .time(let text): lines.append("    Note over \(span): \(escape(text))")
            case .message(let message): lines.append("    " + message.line)
            }
        }
        return lines.joined(separator: "\n")
    }

    enum Participant: CaseIterable, Hashable {
        case app, host, adapter, sdk, network, adServer

        var id: String {
            switch self {
            case .app: "App"
            case .host: "Host"
            case .adapter: "Adapter"
            case .sdk: "SDK"
            case .network: "Network"
            case .adServer: "AdServer"
            }
        }

        struct Names {
            var adapter: String?
            var sdk: String
        }

        func title(_ names: Names) -> String {
            switch self {
            case .app: "App / user"
            case .host: "Host (Google Mobile Ads)"
            case .adapter: names.adapter ?? "Adapter"
            case .sdk: names.sdk
            case .network: names.sdk.hasSuffix(" SDK") ? "\(names.sdk.dropLast(4)) network" : "\(names.sdk) network"
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

        var line: String {
            note ? "Note over \(from.id): \(SequenceDiagram.escape(text))"
                : "\(from.id)\(isAnswer ? "-->>" : "->>")\(to.id): \(SequenceDiagram.escape(text))"
        }
    }

    private static func messages(for entry: TimelineEntry, usesAdapter: Bool) -> [Message] {
        switch entry.event {
        case .step(let action):
            return [Message(from: .app, to: .host, text: action.description)]
        case .host(let event):
            return [usesAdapter ? Message(from: .adapter, to: .host, text: event.description)
                                : Message(from: .host, to: .app, text: event.description)]
        case .sdk(let sdk):
            let text = sdk.text
            switch sdk.entry.role {
            case .exchange:
                let arrows = sdk.entry.exchangeArrows ?? (request: text, answer: "")
                if sdk.sdk == HostAdServerPlugin.name {
                    return [Message(from: .host, to: .adServer, text: arrows.request),
                            Message(from: .adServer, to: .host, text: arrows.answer, isAnswer: true)]
                }
                return [Message(from: .sdk, to: .network, text: arrows.request),
                        Message(from: .network, to: .sdk, text: arrows.answer, isAnswer: true)]
            case .callback:
                return [Message(from: .sdk, to: .adapter, text: text.hasPrefix("callback ") ? String(text.dropFirst(9)) : text)]
            case .effect:
                return [Message(from: .sdk, to: .sdk, text: text.hasPrefix("effect ") ? String(text.dropFirst(7)) : text, note: true)]
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
