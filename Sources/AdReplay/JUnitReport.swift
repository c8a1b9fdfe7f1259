/// Replay results as JUnit XML, for CI systems that show test reports.
public enum JUnitReport {
    /// - Parameters:
    ///   - results: the fixtures that were replayed.
    ///   - unreadable: fixtures that could not be read; each becomes a test case with an error.
    public static func xml(_ results: [ReplayResult], unreadable: [FixtureError] = []) -> String {
        let failures = results.filter { !$0.passed }.count
        let tests = results.count + unreadable.count
        let counts = #"tests="\#(tests)" failures="\#(failures)" errors="\#(unreadable.count)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="adreplay" \#(counts)>"#,
            #"  <testsuite name="adreplay replay" \#(counts)>"#,
        ]
        for result in results {
            let name = escape(result.path ?? result.name)
            if let message = result.failureMessage {
                let headline = escape(message.split(separator: "\n").first.map(String.init) ?? "")
                lines.append(#"    <testcase classname="adreplay" name="\#(name)">"#)
                lines.append(#"      <failure message="\#(headline)">\#(escape(message))</failure>"#)
                lines.append("    </testcase>")
            } else {
                lines.append(#"    <testcase classname="adreplay" name="\#(name)"/>"#)
            }
        }
        for error in unreadable {
            lines.append(#"    <testcase classname="adreplay" name="\#(escape(error.path))">"#)
            lines.append(#"      <error message="\#(escape(error.description))"/>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
