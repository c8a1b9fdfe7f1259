import AdReplay

/// Walks a document against the fields HAR 1.2 requires (http://www.softwareishard.com/blog/har-12-spec/),
/// and the rule that any field the spec does not define starts with `_`. Returns every problem,
/// as `log.entries[0].request.bodySize is missing`; empty when the document is valid HAR 1.2.
enum HARChecker {
    enum Kind { case string, number, object, array }

    static func problems(_ document: JSONValue) -> [String] {
        var found: [String] = []
        let log = field(document, "log", .object, at: "", required: true, &found, known: ["log"])
        guard let log else { return found }
        _ = field(log, "version", .string, at: "log", required: true, &found, known: logKeys)
        if case .string(let version)? = log["version"], version != "1.2" { found.append("log.version is \(version), not 1.2") }
        if let creator = field(log, "creator", .object, at: "log", required: true, &found, known: logKeys) {
            for key in ["name", "version"] {
                _ = field(creator, key, .string, at: "log.creator", required: true, &found, known: ["name", "version", "comment"])
            }
        }
        if case .array(let pages)? = field(log, "pages", .array, at: "log", required: false, &found, known: logKeys) {
            for (index, page) in pages.enumerated() {
                let at = "log.pages[\(index)]"
                for key in ["startedDateTime", "id", "title"] {
                    _ = field(page, key, .string, at: at, required: true, &found, known: pageKeys)
                }
                _ = field(page, "pageTimings", .object, at: at, required: true, &found, known: pageKeys)
            }
        }
        guard case .array(let entries)? = field(log, "entries", .array, at: "log", required: true, &found, known: logKeys) else {
            return found
        }
        for (index, entry) in entries.enumerated() {
            let at = "log.entries[\(index)]"
            _ = field(entry, "startedDateTime", .string, at: at, required: true, &found, known: entryKeys)
            _ = field(entry, "time", .number, at: at, required: true, &found, known: entryKeys)
            _ = field(entry, "cache", .object, at: at, required: true, &found, known: entryKeys)
            if let request = field(entry, "request", .object, at: at, required: true, &found, known: entryKeys) {
                checkRequest(request, at: "\(at).request", &found)
            }
            if let response = field(entry, "response", .object, at: at, required: true, &found, known: entryKeys) {
                checkResponse(response, at: "\(at).response", &found)
            }
            if let timings = field(entry, "timings", .object, at: at, required: true, &found, known: entryKeys) {
                let known = ["blocked", "dns", "connect", "send", "wait", "receive", "ssl", "comment"]
                for key in ["send", "wait", "receive"] {
                    _ = field(timings, key, .number, at: "\(at).timings", required: true, &found, known: known)
                }
            }
        }
        return found
    }

    static let logKeys = ["version", "creator", "browser", "pages", "entries", "comment"]
    static let pageKeys = ["startedDateTime", "id", "title", "pageTimings", "comment"]
    static let entryKeys = [
        "pageref", "startedDateTime", "time", "request", "response", "cache", "timings", "serverIPAddress", "connection", "comment",
    ]

    private static func checkRequest(_ request: JSONValue, at: String, _ found: inout [String]) {
        let known = ["method", "url", "httpVersion", "cookies", "headers", "queryString", "postData", "headersSize", "bodySize", "comment"]
        for key in ["method", "url", "httpVersion"] { _ = field(request, key, .string, at: at, required: true, &found, known: known) }
        for key in ["cookies", "headers", "queryString"] {
            if case .array(let pairs)? = field(request, key, .array, at: at, required: true, &found, known: known), key != "cookies" {
                checkPairs(pairs, at: "\(at).\(key)", &found)
            }
        }
        for key in ["headersSize", "bodySize"] { _ = field(request, key, .number, at: at, required: true, &found, known: known) }
        if let postData = field(request, "postData", .object, at: at, required: false, &found, known: known) {
            _ = field(
                postData, "mimeType", .string, at: "\(at).postData", required: true, &found,
                known: ["mimeType", "params", "text", "comment"])
            if postData["text"] == nil && postData["params"] == nil { found.append("\(at).postData has neither text nor params") }
        }
    }

    private static func checkResponse(_ response: JSONValue, at: String, _ found: inout [String]) {
        let known = [
            "status", "statusText", "httpVersion", "cookies", "headers", "content", "redirectURL", "headersSize", "bodySize", "comment",
        ]
        _ = field(response, "status", .number, at: at, required: true, &found, known: known)
        for key in ["statusText", "httpVersion", "redirectURL"] {
            _ = field(response, key, .string, at: at, required: true, &found, known: known)
        }
        _ = field(response, "cookies", .array, at: at, required: true, &found, known: known)
        if case .array(let pairs)? = field(response, "headers", .array, at: at, required: true, &found, known: known) {
            checkPairs(pairs, at: "\(at).headers", &found)
        }
        for key in ["headersSize", "bodySize"] { _ = field(response, key, .number, at: at, required: true, &found, known: known) }
        if let content = field(response, "content", .object, at: at, required: true, &found, known: known) {
            let contentKeys = ["size", "compression", "mimeType", "text", "encoding", "comment"]
            _ = field(content, "size", .number, at: "\(at).content", required: true, &found, known: contentKeys)
            _ = field(content, "mimeType", .string, at: "\(at).content", required: true, &found, known: contentKeys)
        }
    }

    private static func checkPairs(_ pairs: [JSONValue], at: String, _ found: inout [String]) {
        for (index, pair) in pairs.enumerated() {
            for key in ["name", "value"] {
                _ = field(pair, key, .string, at: "\(at)[\(index)]", required: true, &found, known: ["name", "value", "comment"])
            }
        }
    }

    /// `object[key]` when it is of `kind`; notes it missing or mistyped, and notes any key of
    /// `object` that is neither `known` nor starts with `_`.
    private static func field(
        _ object: JSONValue, _ key: String, _ kind: Kind, at path: String, required: Bool,
        _ found: inout [String], known: [String]
    ) -> JSONValue? {
        let name = path.isEmpty ? key : "\(path).\(key)"
        if case .object(let members) = object {
            for member in members where !known.contains(member.key) && !member.key.hasPrefix("_") {
                let problem = "\(path.isEmpty ? member.key : "\(path).\(member.key)") is not a HAR 1.2 field and does not start with _"
                if !found.contains(problem) { found.append(problem) }
            }
        }
        guard let value = object[key] else {
            if required { found.append("\(name) is missing") }
            return nil
        }
        let matches =
            switch (kind, value) {
            case (.string, .string), (.object, .object), (.array, .array), (.number, .int), (.number, .double): true
            default: false
            }
        guard matches else {
            found.append("\(name) is not \(kind)")
            return nil
        }
        return value
    }
}
