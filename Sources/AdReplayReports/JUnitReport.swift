import AdReplay

/// Replay results as JUnit XML, for CI systems that show test reports.
public enum JUnitReport {
    /// - Parameters:
    ///   - results: the fixtures that were replayed.
    ///   - unreadable: fixtures that could not be read; each becomes a test case with an error.
    ///   - durations: how long each fixture took, by path (the `time` attributes; 0 when absent).
    ///     The only measured figure in any report: everything else is a function of the fixtures.
    ///   - tool: the tool that replayed them, which names the test suites (`pebble-replay`).
    ///
    /// Each test case's `classname` is the fixture's format folder (`recordings/banner/fill.fixture.gz`
    /// → `banner`), so CI test views group fixtures by format.
    public static func xml(
        _ results: [ReplayResult], unreadable: [FixtureError] = [],
        durations: [String: Duration] = [:], tool: String = "adreplay"
    ) -> String {
        var entries = results.map { ReplayReportEntry($0, diagrams: false) } + unreadable.map(ReplayReportEntry.init(unreadable:))
        for index in entries.indices {
            entries[index].duration = durations[entries[index].path] ?? .zero
        }
        return xml(entries, tool: tool)
    }

    /// A fixture that differs or breaks a contract is a `<failure>`, one whose adapter does not
    /// implement its format a `<failure type="unsupported">`, one that failed only after the
    /// fixtures before it in one process a `<failure type="dependsOnOrder">`, a bug report a
    /// `<failure type="reproduces">` or `<failure type="fixed">`; one whose replay crashed is an
    /// `<error type="crashed">`, one that could not be read an `<error>`.
    ///
    /// - Parameters:
    ///   - entries: every fixture of the run; unreadable ones are listed last.
    ///   - tool: the tool that replayed them, which names the suites: `<testsuites name="pebble-replay">`.
    public static func xml(_ entries: [ReplayReportEntry], tool: String = "adreplay") -> String {
        let errors = entries.filter { if case .crashed = $0.status { true } else { $0.isFileError } }.count
        let skipped = entries.filter(\.accepted).count
        let failures = entries.filter { !$0.passed && !$0.accepted }.count - errors
        let counts =
            #"tests="\#(entries.count)" failures="\#(failures)" errors="\#(errors)""# + (skipped > 0 ? #" skipped="\#(skipped)""# : "")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(tool))" \#(counts)>"#,
            #"  <testsuite name="\#(escape(tool)) replay" \#(counts)>"#,
        ]
        for entry in entries {
            let attributes =
                #"classname="\#(escape(classname(entry.path, format: entry.format, tool: tool)))" name="\#(escape(entry.displayPath))" time="\#(seconds(entry.duration))""#
            let message = entry.message ?? ""
            // The message's first line: the fixture's name, then what was found.
            let headline = escape(entry.headline.map { "\(entry.displayPath): \($0)" } ?? entry.displayPath)
            switch entry.status {
            case .passed:
                lines.append("    <testcase \(attributes)/>")
            case .differed, .contractBreached, .failed:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <failure message="\#(headline)">\#(escape(message))</failure>"#)
                lines.append("    </testcase>")
            case .unsupported, .dependsOnOrder:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <failure type="\#(entry.status.name)" message="\#(headline)">\#(escape(message))</failure>"#)
                lines.append("    </testcase>")
            case .reproduces where entry.accepted:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <skipped message="a known bug, accepted: \#(headline)"/>"#)
                lines.append("    </testcase>")
            case .reproduces:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <failure type="\#(entry.status.name)" message="\#(headline)">\#(escape(message))</failure>"#)
                lines.append("    </testcase>")
            case .stale(let why):
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <failure type="\#(entry.status.name)" message="\#(escape("\(entry.displayPath): \(why)"))"/>"#)
                lines.append("    </testcase>")
            case .fixed:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <failure type="\#(entry.status.name)" message="\#(headline)">\#(escape(message))</failure>"#)
                lines.append("    </testcase>")
            case .crashed:
                lines.append("    <testcase \(attributes)>")
                lines.append(#"      <error type="\#(entry.status.name)" message="\#(headline)">\#(escape(message))</error>"#)
                lines.append("    </testcase>")
            case .unreadable, .unwritable:
                continue
            }
        }
        for entry in entries {
            guard entry.isFileError, let sentence = entry.message else { continue }
            lines.append(
                #"    <testcase classname="\#(escape(classname(entry.path, format: nil, tool: tool)))" name="\#(escape(entry.displayPath))" time="0.000">"#
            )
            lines.append(#"      <error message="\#(escape(sentence))"/>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The folder a fixture lies in (its format, by the corpus layout), else its format, else the tool's name.
    static func classname(_ path: String, format: Scenario.Format?, tool: String) -> String {
        let parts = path.split(separator: "/")
        if parts.count >= 2, let folder = Scenario.Format(rawValue: String(parts[parts.count - 2])) { return folder.rawValue }
        return format?.rawValue ?? tool
    }

    /// Seconds with millisecond precision, as JUnit readers expect: `0.012`.
    static func seconds(_ duration: Duration?) -> String {
        let milliseconds = duration.map { Int($0.components.seconds) * 1000 + Int($0.components.attoseconds / 1_000_000_000_000_000) } ?? 0
        let whole = String(milliseconds / 1000)
        let fraction = String(milliseconds % 1000)
        return whole + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` as XML character data or an attribute value. Scalar by scalar, not character by
    /// character: U+FFFF followed by a combining mark is one `Character` whose first scalar XML
    /// cannot hold, and it must be caught all the same.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default:
                // XML 1.0 has no way to write other control characters or U+FFFE/U+FFFF: name them instead.
                if (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF
                {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
