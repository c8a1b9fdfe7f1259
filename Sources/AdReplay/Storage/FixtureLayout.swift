/// The canonical text of a schema-2 fixture, laid out for people reviewing a diff:
///
/// ```json
/// {
///   "schema": 2, "name": "fill",
///   "scenario": {"format": "banner", "adapter": "SampleCustomEvent", "parameter": "sample-ad-unit", "testRequest": false, "script": "load; +1000 tap"},
///   "timeline": [
///     {"at":     0, "do": "load"},
///     {"at":     0, "sdk": "sample", "request": "banner", "adUnit": "sample-ad-unit", "testMode": false, "answer": "fill"},
///     …
///   ],
///   "environment": {"sdkVersion": "1.0.0", …}
/// }
/// ```
///
/// One timeline entry per line; an entry too long for one line (a native ad's assets) puts each
/// field on a line of its own, so one changed field is a one-line diff. The layout is a pure
/// function of the value: the same fixture always gives the same bytes.
enum FixtureLayout {
    /// Entries and fields longer than this many characters are spread over several lines.
    static let width = 240
    /// `at` values are right-aligned to this many digits, so times line up.
    static let timeDigits = 5

    static func bytes(_ fixture: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        guard case .object(let members) = fixture else {
            fixture.append(to: &out)
            out.append(0x0A)
            return out
        }
        out.append(contentsOf: Array("{\n".utf8))
        for (index, member) in members.enumerated() {
            // `schema` and `name` share the first line: together they say what the file is.
            let sharesLine = index == 0 && member.key == "schema" && members.count > 1 && members[1].key == "name"
            if !(index == 1 && members[0].key == "schema" && member.key == "name") {
                out.append(contentsOf: Array("  ".utf8))
            }
            JSONValue.string(member.key).append(to: &out)
            out.append(contentsOf: Array(": ".utf8))
            if member.key == "timeline", case .array(let entries) = member.value {
                writeTimeline(entries, to: &out)
            } else {
                member.value.append(to: &out)
            }
            out.append(contentsOf: Array((index + 1 == members.count ? "\n" : sharesLine ? ", " : ",\n").utf8))
        }
        out.append(contentsOf: Array("}\n".utf8))
        return out
    }

    private static func writeTimeline(_ entries: [JSONValue], to out: inout [UInt8]) {
        guard !entries.isEmpty else {
            out.append(contentsOf: Array("[]".utf8))
            return
        }
        out.append(contentsOf: Array("[\n".utf8))
        for (index, entry) in entries.enumerated() {
            out.append(contentsOf: Array("    ".utf8))
            writeEntry(entry, to: &out)
            out.append(contentsOf: Array((index + 1 < entries.count ? ",\n" : "\n").utf8))
        }
        out.append(contentsOf: Array("  ]".utf8))
    }

    /// `{"at":  1000, "host": "didRewardUser"}`; long entries keep `at`, the seam and the entry's
    /// name on the first line and put each further field on its own line.
    private static func writeEntry(_ entry: JSONValue, to out: inout [UInt8]) {
        guard case .object(let members) = entry, let first = members.first, first.key == "at", case .int(let at) = first.value else {
            entry.append(to: &out)
            return
        }
        let rest = Array(members.dropFirst())
        let headCount = rest.first?.key == "sdk" ? 2 : 1
        let spread = entry.compact().utf8.count > width && rest.count > headCount
        let digits = String(at)
        out.append(contentsOf: Array("{\"at\": ".utf8))
        out.append(contentsOf: Array(String(repeating: " ", count: max(0, timeDigits - digits.count)).utf8))
        out.append(contentsOf: Array(digits.utf8))
        for (index, member) in rest.enumerated() {
            let ownLine = spread && index >= headCount
            out.append(contentsOf: Array((ownLine ? ",\n      " : ", ").utf8))
            writeMember(member, expandable: ownLine, indent: "      ", to: &out)
        }
        out.append(0x7D)  // }
    }

    /// `"key": value`; a container too long for its line puts each element on its own line.
    private static func writeMember(_ member: JSONValue.Member, expandable: Bool, indent: String, to out: inout [UInt8]) {
        JSONValue.string(member.key).append(to: &out)
        out.append(contentsOf: Array(": ".utf8))
        let inner = indent + "  "
        switch member.value {
        case .object(let members) where expandable && !members.isEmpty && member.value.compact().utf8.count > width:
            out.append(contentsOf: Array("{\n".utf8))
            for (index, nested) in members.enumerated() {
                out.append(contentsOf: Array(inner.utf8))
                writeMember(nested, expandable: false, indent: inner, to: &out)
                out.append(contentsOf: Array((index + 1 < members.count ? ",\n" : "\n").utf8))
            }
            out.append(contentsOf: Array((indent + "}").utf8))
        case .array(let elements) where expandable && !elements.isEmpty && member.value.compact().utf8.count > width:
            out.append(contentsOf: Array("[\n".utf8))
            for (index, element) in elements.enumerated() {
                out.append(contentsOf: Array(inner.utf8))
                element.append(to: &out)
                out.append(contentsOf: Array((index + 1 < elements.count ? ",\n" : "\n").utf8))
            }
            out.append(contentsOf: Array((indent + "]").utf8))
        default:
            member.value.append(to: &out)
        }
    }
}
