/// Replay results as Markdown, for a pull-request comment or a CI job summary: the totals, then
/// for each fixture that did not pass its headline, the readable diff, and the recorded and the
/// replayed sequence diagrams (Mermaid, which the common code-hosting sites render).
public enum MarkdownReport {
    /// - Parameters:
    ///   - results: the fixtures that were replayed, in the order to report them.
    ///   - unreadable: fixtures that could not be read.
    public static func markdown(_ results: [ReplayResult], unreadable: [FixtureError] = []) -> String {
        var lines = ["# adreplay replay", "", "**\(ReplayTotals(results, unreadable: unreadable).sentence)**"]
        for result in results where !result.passed {
            lines += ["", "## ❌ \(code(result.path ?? result.name))", ""]
            let message = result.failureMessage ?? ""
            let headline = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            let label = "\(result.path ?? result.name): "
            // As code: text from a fixture must not become markup, links or mentions on a review page.
            lines.append(code(headline.hasPrefix(label) ? String(headline.dropFirst(label.count)) : headline))
            let body = message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            if !body.isEmpty {
                lines += ["", fence("diff", body.joined(separator: "\n"))]
            }
            if let fixture = result.recorded, result.failure == nil {
                lines += ["", "<details><summary>Sequence diagrams: recorded, then replayed</summary>", ""]
                lines += ["Recorded:", "", fence("mermaid", SequenceDiagram.mermaid(fixture)), ""]
                lines += ["Replayed:", "", fence("mermaid", SequenceDiagram.mermaid(result.observed.entries, scenario: fixture.scenario))]
                lines += ["", "</details>"]
            }
        }
        for error in unreadable {
            lines += ["", "## ⚠️ \(code(error.path))", "", code(error.description)]
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

/// The counts of a replay run, and the summary sentence every report prints:
/// `80 fixtures: 79 passed, 1 differed`.
public struct ReplayTotals: Equatable, Sendable {
    public var fixtures: Int
    public var passed: Int
    public var differed: Int
    public var contractBreached: Int
    public var failed: Int
    public var unreadable: Int
    public var updated: Int

    public init(_ results: [ReplayResult], unreadable: [FixtureError] = [], updated: Int = 0) {
        passed = results.filter(\.passed).count
        differed = results.filter { $0.status == .differed }.count
        contractBreached = results.filter { $0.status == .contractBreached }.count
        failed = results.count - passed - differed - contractBreached
        self.unreadable = unreadable.count
        fixtures = results.count + unreadable.count
        self.updated = updated
    }

    public var sentence: String {
        var parts = ["\(passed) passed"]
        if differed > 0 { parts.append("\(differed) differed") }
        if contractBreached > 0 { parts.append("\(contractBreached) broke contracts") }
        if failed > 0 { parts.append("\(failed) could not run") }
        if unreadable > 0 { parts.append("\(unreadable) unreadable") }
        if updated > 0 { parts.append("\(updated) updated") }
        return "\(fixtures) fixture\(fixtures == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}
