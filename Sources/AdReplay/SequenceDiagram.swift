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
        let span = "App,\(participants.last?.id ?? "Host")"
        var lines = ["sequenceDiagram"]
        lines += participants.map { "    participant \($0.id) as \(escape($0.title(adapter: scenario.adapterClassName)))" }
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

        func title(adapter: String?) -> String {
            switch self {
            case .app: "App / user"
            case .host: "Host (Google Mobile Ads)"
            case .adapter: adapter ?? "Adapter"
            case .sdk: "Sample SDK"
            case .network: "Sample network"
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
        case .sdk(.sample(.exchange(let exchange))):
            return [Message(from: .sdk, to: .network, text: "request \(exchange.request)"),
                    Message(from: .network, to: .sdk, text: "\(exchange.answer)", isAnswer: true)]
        case .sdk(.sample(.callback(let callback))):
            return [Message(from: .sdk, to: .adapter, text: callback.description)]
        case .sdk(.sample(.effect(let effect))):
            return [Message(from: .sdk, to: .sdk, text: effect.description, note: true)]
        case .sdk(.hostAdServer(let exchange)):
            return [Message(from: .host, to: .adServer, text: "request \(exchange.request.adUnitID)"),
                    Message(from: .adServer, to: .host, text: exchange.answer.summary, isAnswer: true)]
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
