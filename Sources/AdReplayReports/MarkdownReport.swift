import AdReplay

/// Replay results as Markdown, for a pull-request comment or a CI job summary: the totals, then
/// for each fixture that did not pass its headline, the readable diff, and the recorded and the
/// replayed sequence diagrams (Mermaid, which the common code-hosting sites render).
///
/// The report is bounded (see ``Limits``): each fixture's diff and diagrams, and the whole report,
/// are cut where they pass their share, and the report says so where it cuts. It is built a
/// fixture at a time (``Builder``), so that a run keeps the report, never every fixture's diff.
public enum MarkdownReport {
    /// How much of a run the report holds.
    public struct Limits: Equatable, Sendable {
        /// Bytes of one fixture's diff (the lines after its headline).
        public var diffBytes = 16_384
        /// Bytes of each of one fixture's two sequence diagrams.
        public var diagramBytes = 8_192
        /// Bytes of the whole report: GitHub takes a job summary of at most 1 MiB.
        public var reportBytes = 1_000_000

        public init() {}

        public static let standard = Limits()

        /// `diagrams` cut to ``diagramBytes`` each (a replay worker sends no more than this).
        public func capped(_ diagrams: ReplayReportEntry.Diagrams) -> ReplayReportEntry.Diagrams {
            ReplayReportEntry.Diagrams(
                recorded: MarkdownReport.cut(diagrams.recorded, to: diagramBytes, note: "%%"),
                replayed: MarkdownReport.cut(diagrams.replayed, to: diagramBytes, note: "%%"))
        }
    }

    /// - Parameters:
    ///   - results: the fixtures that were replayed, in the order to report them.
    ///   - unreadable: fixtures that could not be read.
    ///   - tool: the tool that replayed them, which titles the report (`# pebble-replay replay`).
    public static func markdown(_ results: [ReplayResult], unreadable: [FixtureError] = [], tool: String = "adreplay") -> String {
        markdown(results.map { ReplayReportEntry($0, diagrams: true) } + unreadable.map(ReplayReportEntry.init(unreadable:)), tool: tool)
    }

    /// - Parameters:
    ///   - entries: every fixture of the run, in the order to report them; unreadable ones are
    ///     listed last.
    ///   - limits: how much of each diff and timeline the report shows.
    ///   - tool: the tool that replayed them, which titles the report.
    public static func markdown(_ entries: [ReplayReportEntry], limits: Limits = .standard, tool: String = "adreplay") -> String {
        var builder = Builder(limits: limits, tool: tool)
        for entry in entries { builder.add(entry) }
        return builder.text
    }

    /// The report of a run, one fixture at a time: ``add(_:)`` each entry as it comes, then take
    /// ``text``. It holds the totals and the report's text, at most ``Limits/reportBytes``.
    public struct Builder: Sendable {
        public let limits: Limits
        private var totals = ReplayTotals([])
        private var failing = ""
        private var unreadable = ""
        /// Fixtures that did not pass whose section did not fit.
        private var cut = 0

        /// The tool that replayed the fixtures, which titles the report.
        public let tool: String

        public init(limits: Limits = .standard, tool: String = "adreplay") {
            self.limits = limits
            self.tool = tool
        }

        public mutating func add(_ entry: ReplayReportEntry) {
            totals.add(entry)
            guard let section = MarkdownReport.section(for: entry, limits: limits) else { return }
            // What the totals line and the closing note can take is kept free.
            guard failing.utf8.count + unreadable.utf8.count + section.utf8.count + 1_000 <= limits.reportBytes else {
                cut += 1
                return
            }
            if entry.isFileError {
                unreadable += section
            } else {
                failing += section
            }
        }

        public var text: String {
            var text = "# \(tool) replay\n\n**\(totals.sentence)**\n" + failing + unreadable
            if cut > 0 {
                text +=
                    "\n… \(cut) more fixture\(cut == 1 ? "" : "s") that did not pass: cut, the report stops at \(limits.reportBytes) bytes; the replay's own output lists every one.\n"
            }
            return text
        }
    }

    /// One fixture's part of the report, starting with an empty line; nil for a fixture that passed.
    static func section(for entry: ReplayReportEntry, limits: Limits) -> String? {
        var lines: [String]
        switch entry.status {
        case .passed: return nil
        case .unreadable(let sentence), .unwritable(let sentence):
            return "\n## ⚠️ \(code(entry.displayPath))\n\n\(code(cut(sentence, to: limits.diffBytes, note: nil)))\n"
        case .crashed: lines = ["", "## 💥 \(code(entry.displayPath))", ""]
        case .unsupported: lines = ["", "## 🚫 \(code(entry.displayPath))", ""]
        case .reproduces:
            lines = ["", "## 🐞 reproduces\(entry.accepted ? " (a known bug, accepted)" : ""): \(code(entry.displayPath))", ""]
        case .fixed: lines = ["", "## 🔧 fixed, not yet updated: \(code(entry.displayPath))", ""]
        case .dependsOnOrder: lines = ["", "## 🔀 depends on the fixtures before it: \(code(entry.displayPath))", ""]
        case .stale(let why):
            return
                "\n## ⏰ stale (fails the run: --fail-stale): \(code(entry.displayPath))\n\n\(code(cut(why, to: limits.diffBytes, note: nil)))\n"
        case .differed, .contractBreached, .failed: lines = ["", "## ❌ \(code(entry.displayPath))", ""]
        }
        // As code: text from a fixture must not become markup, links or mentions on a review page.
        lines.append(code(cut(entry.headline ?? "", to: limits.diffBytes, note: nil)))
        let body = (entry.message ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        if !body.isEmpty {
            lines += ["", fence("diff", cut(body.joined(separator: "\n"), to: limits.diffBytes, note: ""))]
        }
        if let diagrams = entry.diagrams.map(limits.capped) {
            lines += ["", "<details><summary>Sequence diagrams: recorded, then replayed</summary>", ""]
            lines += ["Recorded:", "", fence("mermaid", diagrams.recorded), ""]
            lines += ["Replayed:", "", fence("mermaid", diagrams.replayed)]
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` cut to at most `limit` bytes at a line's end, and a last line saying how many lines
    /// were cut (after `note`, a comment marker: `%%` in Mermaid); nil `note` cuts one line
    /// with `…`. Text within the limit comes back as it is, so cutting twice cuts once.
    static func cut(_ text: String, to limit: Int, note: String?) -> String {
        guard text.utf8.count > limit else { return text }
        guard let note else {
            var kept = ""
            for scalar in text.unicodeScalars {
                guard kept.utf8.count + scalar.utf8.count + 3 <= limit else { break }
                kept.unicodeScalars.append(scalar)
            }
            return kept + "…"
        }
        // The note's line is kept free: at most 100 bytes.
        let budget = max(0, limit - 100)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var used = 0
        for line in lines {
            used += line.utf8.count + 1
            guard used <= budget else { break }
            kept.append(line)
        }
        let count = lines.count - kept.count
        let marker = note.isEmpty ? "" : note + " "
        kept.append("\(marker)… \(count) more line\(count == 1 ? "" : "s") cut (the report keeps \(limit) bytes of each)")
        return kept.joined(separator: "\n")
    }

    /// Inline code that survives backticks in the text.
    static func code(_ text: String) -> String {
        let ticks = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + pad + text + pad + ticks
    }

    /// A fenced block whose fence is longer than any backtick run inside it.
    static func fence(_ language: String, _ text: String) -> String {
        let ticks = String(repeating: "`", count: max(3, longestRun(of: "`", in: text) + 1))
        return "\(ticks)\(language)\n\(text)\n\(ticks)"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
