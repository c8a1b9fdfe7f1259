/// Replay results as Markdown, for a pull-request comment or a CI job summary: the totals, then
/// for each fixture that did not pass its headline, the readable diff, and the recorded and the
/// replayed sequence diagrams (Mermaid, which the common code-hosting sites render).
public enum MarkdownReport {
    /// - Parameters:
    ///   - results: the fixtures that were replayed, in the order to report them.
    ///   - unreadable: fixtures that could not be read.
    public static func markdown(_ results: [ReplayResult], unreadable: [FixtureError] = []) -> String {
        markdown(results.map { ReplayReportEntry($0, diagrams: true) } + unreadable.map(ReplayReportEntry.init(unreadable:)))
    }

    /// - Parameter entries: every fixture of the run, in the order to report them; unreadable
    ///   ones are listed last.
    public static func markdown(_ entries: [ReplayReportEntry]) -> String {
        var lines = ["# adreplay replay", "", "**\(ReplayTotals(entries).sentence)**"]
        for entry in entries where !entry.passed {
            switch entry.status {
            case .passed, .unreadable: continue
            case .crashed: lines += ["", "## 💥 \(code(entry.path))", ""]
            case .unsupported: lines += ["", "## 🚫 \(code(entry.path))", ""]
            case .differed, .contractBreached, .failed: lines += ["", "## ❌ \(code(entry.path))", ""]
            }
            // As code: text from a fixture must not become markup, links or mentions on a review page.
            lines.append(code(entry.headline ?? ""))
            let body = (entry.message ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            if !body.isEmpty {
                lines += ["", fence("diff", body.joined(separator: "\n"))]
            }
            if let diagrams = entry.diagrams {
                lines += ["", "<details><summary>Sequence diagrams: recorded, then replayed</summary>", ""]
                lines += ["Recorded:", "", fence("mermaid", diagrams.recorded), ""]
                lines += ["Replayed:", "", fence("mermaid", diagrams.replayed)]
                lines += ["", "</details>"]
            }
        }
        for entry in entries {
            guard case .unreadable(let sentence) = entry.status else { continue }
            lines += ["", "## ⚠️ \(code(entry.path))", "", code(sentence)]
        }
        return lines.joined(separator: "\n") + "\n"
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
