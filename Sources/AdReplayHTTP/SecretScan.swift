import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

/// The check an exchange passes before it is stored: no configured secret anywhere, and nothing
/// that is obviously a credential, a device's advertising ID or an IP address in a field named
/// for one. A recording that would store one writes no fixture; the sentence names the field
/// and the rule that hides it.
///
/// What counts as obvious:
/// - an `authorization`, `proxy-authorization`, `cookie` or `set-cookie` header field, or any
///   `Bearer …` value, that is not a placeholder;
/// - an AWS-style access key ID (`AKIA` and 16 capitals or digits) anywhere;
/// - a run of 32 or more hex digits in a field whose name holds `key`, `token` or `secret`;
/// - a UUID other than all zeros in a field named `ifa`, `idfa`, `gaid`, `adid` or
///   `advertising_id` (any case);
/// - an IPv4 or IPv6 address in a field named `ip` or `ipv6`, except loopback, unspecified
///   and documentation addresses (`127.0.0.1`, `::1`, `0.0.0.0`, `192.0.2.x`, `198.51.100.x`,
///   `203.0.113.x`, `2001:db8::…`), which test servers use.
public struct SecretScan: Sendable {
    let secrets: [String]

    public init(_ rules: HTTPRules) {
        secrets = rules.secrets
    }

    /// What was found: where (`the request body's field "device.ifa"`) and what it holds.
    public struct Finding: Equatable, Sendable {
        public let place: String
        public let what: String
        /// The rule that would keep it out: `.json("device.ifa", as: "ifa")`.
        public let remedy: String
    }

    /// Why a fixture is not written: one sentence naming the network, the exchange's time and
    /// the field.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let network: String
        public let at: Int
        public let finding: Finding

        public var description: String {
            "the \(network) exchange at \(at) ms would store \(finding.what) in \(finding.place); redact it with the rule \(finding.remedy) or leave it out"
        }
    }

    /// The first thing in the exchange that must not be stored, or nil.
    public func finding(in call: HTTPCall, _ outcome: HTTPOutcome) -> Finding? {
        if let path = call.head.path, let mark = path.firstIndex(of: "?") {
            for item in path[path.index(after: mark)...].split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]), value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
                if let found = check(
                    name: name, value: value, place: "the request's query parameter \"\(name)\"",
                    remedy: ".query(\"\(name)\", as: \"\(name)\")")
                {
                    return found
                }
            }
        }
        let url = "\(call.head.scheme ?? "")://\(call.head.authority ?? "")\(call.head.path ?? "")"
        if let found = finding(url, place: "the request URL", name: nil, remedy: "a URL without it") { return found }
        if let found = check(call.head.headerFields, side: "request") { return found }
        if let found = check(body: call.body, side: "request") { return found }
        if case .response(let head, let body) = outcome {
            if let found = check(head.headerFields, side: "response") { return found }
            if let found = check(body: body, side: "response") { return found }
        }
        return nil
    }

    /// The first thing in a stored scenario (its JSON: the parameter, the extras, every setting)
    /// that must not be stored, the rules of a JSON body applied member by member.
    public func finding(inScenario stored: JSONValue) -> Finding? {
        walk(stored, path: "", name: nil, side: "scenario")
    }

    /// The first thing in `text` (a URL, a scenario's value, a report's line) that must not be
    /// stored, with `place` naming where it is: a configured secret, an AWS key ID, a `Bearer`
    /// credential, and every `name=value` pair (a URL's query) held to the field rules.
    public func finding(inText text: String, place: String) -> Finding? {
        scanText(text, place: place, remedy: "a value without it")
    }

    private func check(_ fields: HTTPFields, side: String) -> Finding? {
        for field in fields {
            let name = field.name.canonicalName
            let place = "the \(side)'s header field \"\(name)\"", remedy = ".header(\"\(name)\", as: \"\(name)\")"
            guard !HTTPRules.isPlaceholder(field.value) else { continue }
            if Self.credentialNames.contains(name) && !field.value.isEmpty || field.value.lowercased().hasPrefix("bearer ") {
                return Finding(place: place, what: "a credential", remedy: remedy)
            }
            if let found = check(name: name, value: field.value, place: place, remedy: remedy) { return found }
            // A redirect's target (`location`, `content-location`, `link`) is a URL: its query too.
            if let found = scanText(field.value, place: place, remedy: remedy) { return found }
        }
        return nil
    }

    /// A JSON body member by member; any other body as text: UTF-8 text (VAST, HTML, a form) as
    /// it is, and bytes that are not UTF-8 (stored as base64) read one byte a character, so a key,
    /// an ID or an address inside a binary body is found as surely as in text.
    private func check(body: Data, side: String) -> Finding? {
        guard !body.isEmpty else { return nil }
        if let json = try? JSONValue.parse(Array(body)) {
            return walk(json, path: "", name: nil, side: "\(side) body")
        }
        let remedy = "a body without it"
        if let text = String(data: body, encoding: .utf8) {
            return scanText(text, place: "the \(side) body", remedy: remedy)
        }
        let latin1 = String(body.map { Character(Unicode.Scalar($0)) })
        return scanText(latin1, place: "the \(side) body (binary, stored as base64)", remedy: remedy)
    }

    /// `name`: the member the value sits under, for the elements of an array too
    /// (`"ifa": ["…"]` is an advertising ID as much as `"ifa": "…"`).
    private func walk(_ value: JSONValue, path: String, name: String?, side: String) -> Finding? {
        switch value {
        case .object(let members):
            for member in members {
                let inner = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let found = walk(member.value, path: inner, name: member.key, side: side) { return found }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = walk(element, path: "\(path)[\(index)]", name: name, side: side) { return found }
            }
        case .string(let text):
            let place = path.isEmpty ? "the \(side)" : "the \(side)'s field \"\(path)\""
            let remedy = path.isEmpty ? "a body without it" : ".json(\"\(path)\", as: \"\(name ?? "…")\")"
            if let name {
                if Self.credentialNames.contains(name.lowercased()), !text.isEmpty, !HTTPRules.isPlaceholder(text) {
                    return Finding(place: place, what: "a credential", remedy: remedy)
                }
                if let found = check(name: name, value: text, place: place, remedy: remedy) { return found }
            }
            // A URL the answer holds (a loss notice, a VAST tag, a tracker) is stored even when
            // nothing fires it: its query is held to the same rules.
            return scanText(text, place: place, remedy: remedy)
        default: break
        }
        return nil
    }

    /// Header fields and JSON members that hold a credential, whatever their value says.
    static let credentialNames: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// Text of any kind (a URL, VAST, HTML, a binary body read byte by byte): a configured secret,
    /// an AWS key ID, a `Bearer` credential anywhere; each `name=value` pair (a query, a form, an
    /// attribute), each `<name>value</name>` element and each `"name": "value"` held to the
    /// rules that read a field's name.
    private func scanText(_ text: String, place: String, remedy: String) -> Finding? {
        if let found = finding(text, place: place, name: nil, remedy: remedy) { return found }
        if Self.holdsBearer(text) { return Finding(place: place, what: "a credential (a Bearer token)", remedy: remedy) }
        for (name, value) in Self.namedValues(in: text) {
            if Self.credentialNames.contains(name.lowercased()), !value.isEmpty, !HTTPRules.isPlaceholder(value) {
                return Finding(place: "\(place), at \"\(name)\"", what: "a credential", remedy: remedy)
            }
            if let found = check(name: name, value: value, place: "\(place), at \"\(name)\"", remedy: remedy) { return found }
        }
        return nil
    }

    /// `Bearer` and a token of 8 or more characters that is not a placeholder.
    static func holdsBearer(_ text: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: "bearer", options: .caseInsensitive) {
            let after = rest[range.upperBound...]
            let separators = after.prefix { $0 == " " || $0 == "+" || $0 == "%" || $0 == "2" || $0 == "0" }
            let token = after.dropFirst(separators.count).prefix { $0.isLetter || $0.isNumber || "-._~+/=".contains($0) }
            if !separators.isEmpty, separators.contains(where: { $0 == " " || $0 == "+" || $0 == "%" }), token.count >= 8,
                !after.dropFirst(separators.count).hasPrefix("{{")
            {
                return true
            }
            rest = after
        }
        return false
    }

    /// Every `name=value` (`&`, `?`, `;`, space or quote before the name; the value up to the next
    /// `&`, `;`, quote, `<` or space, percent-decoded), `name="value"`, `<name>value</name>` and
    /// `"name":"value"` in `text`, in order. Reads at most the text's first 4 MiB.
    static func namedValues(in text: String) -> [(String, String)] {
        let characters = Array(text.unicodeScalars.prefix(4 << 20))
        var found: [(String, String)] = []
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            (0x30...0x39).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
                || scalar == "_" || scalar == "-" || scalar == "."
        }
        func value(from start: Int) -> String {
            var index = start
            var quote: Unicode.Scalar?
            if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                quote = characters[index]
                index += 1
            }
            var scalars = String.UnicodeScalarView()
            while index < characters.count {
                let scalar = characters[index]
                if let quote, scalar == quote { break }
                if quote == nil, "&;\"'<> \n\r\t,}]".unicodeScalars.contains(scalar) { break }
                scalars.append(scalar)
                index += 1
            }
            let raw = String(scalars)
            return raw.removingPercentEncoding ?? raw
        }
        var index = 0
        while index < characters.count {
            let scalar = characters[index]
            // `=`, or `":` after a quoted name.
            if scalar == "=" || (scalar == ":" && index > 0 && characters[index - 1] == "\"") {
                var end = index
                if scalar == ":" { end -= 1 }
                var start = end
                while start > 0, isNameScalar(characters[start - 1]) { start -= 1 }
                if start < end {
                    let name = String(String.UnicodeScalarView(characters[start..<end]))
                    var valueStart = index + 1
                    while valueStart < characters.count, characters[valueStart] == " " { valueStart += 1 }
                    found.append((name, value(from: valueStart)))
                }
            } else if scalar == "<", index + 1 < characters.count, isNameScalar(characters[index + 1]) {
                var end = index + 1
                while end < characters.count, isNameScalar(characters[end]) { end += 1 }
                if end < characters.count, characters[end] == ">" {
                    let name = String(String.UnicodeScalarView(characters[(index + 1)..<end]))
                    var scalars = String.UnicodeScalarView()
                    var inner = end + 1
                    while inner < characters.count, characters[inner] != "<", scalars.count < 4096 {
                        scalars.append(characters[inner])
                        inner += 1
                    }
                    var text = String(scalars)
                    if text.hasPrefix("<![CDATA[") { text = String(text.dropFirst(9)) }
                    found.append((name, text.trimmingCharacters(in: .whitespacesAndNewlines)))
                }
            }
            index += 1
        }
        return found
    }

    /// The rules that look at a field's name and value.
    private func check(name: String, value: String, place: String, remedy: String) -> Finding? {
        if HTTPRules.isPlaceholder(value) { return nil }
        if let found = finding(value, place: place, name: name, remedy: remedy) { return found }
        // `device.ifa=…` in a query is the `ifa` rule's as much as `ifa=…`.
        let lowered = String(name.lowercased().split(separator: ".").last ?? "")
        if ["key", "token", "secret"].contains(where: lowered.contains), Self.longestHexRun(value) >= 32 {
            return Finding(place: place, what: "a token of 32 or more hex digits", remedy: remedy)
        }
        if ["ifa", "idfa", "gaid", "adid", "advertising_id"].contains(lowered), Self.isNonZeroUUID(value) || Self.isNonZeroHexID(value) {
            return Finding(place: place, what: "a device advertising ID", remedy: remedy)
        }
        if ["ip", "ipv6"].contains(lowered), Self.isPersonalIPAddress(Self.address(value)) {
            return Finding(place: place, what: "an IP address", remedy: remedy)
        }
        return nil
    }

    /// The rules that look at any string: a configured secret, an AWS key ID.
    private func finding(_ text: String, place: String, name: String?, remedy: String) -> Finding? {
        if containsSecret(text) { return Finding(place: place, what: "a configured secret", remedy: remedy) }
        if containsAWSKey(text) { return Finding(place: place, what: "an AWS access key ID", remedy: remedy) }
        return nil
    }

    private func containsSecret(_ text: String) -> Bool {
        secrets.contains { text.contains($0) }
    }

    private func containsAWSKey(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20 else { return false }
        let prefix = Array("AKIA".utf8)
        for start in 0...(bytes.count - 20) where Array(bytes[start..<start + 4]) == prefix {
            if bytes[start + 4..<start + 20].allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) }) { return true }
        }
        return false
    }

    static func longestHexRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            let hex = (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
            run = hex ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    static func isNonZeroUUID(_ text: String) -> Bool {
        guard let uuid = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) else { return false }
        return uuid.uuidString != "00000000-0000-0000-0000-000000000000"
    }

    /// An advertising ID written without its hyphens: exactly 32 hex digits, not all zeros.
    static func isNonZeroHexID(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.utf8.count == 32 && longestHexRun(trimmed) == 32 && trimmed.contains { $0 != "0" }
    }

    /// The address in `text` without what surrounds it: a port (`1.2.3.4:443`, `[2001:db8::1]:443`),
    /// an IPv4-mapped prefix (`::ffff:1.2.3.4` is `1.2.3.4`), a zone (`fe80::1%eth0`).
    static func address(_ text: String) -> String {
        var address = text.trimmingCharacters(in: .whitespaces).lowercased()
        if address.hasPrefix("["), let close = address.firstIndex(of: "]") {
            address = String(address[address.index(after: address.startIndex)..<close])
        }
        if let percent = address.firstIndex(of: "%") { address = String(address[..<percent]) }
        if address.hasPrefix("::ffff:"), address.dropFirst(7).contains(".") { address = String(address.dropFirst(7)) }
        let parts = address.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0].contains("."), parts[1].allSatisfy(\.isNumber) { address = String(parts[0]) }
        return address
    }

    static func isPersonalIPAddress(_ text: String) -> Bool {
        let address = text.trimmingCharacters(in: .whitespaces).lowercased()
        let octets = address.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4,
            octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0).map { $0 <= 255 } == true })
        {
            let reserved = ["127.", "0.0.0.0", "192.0.2.", "198.51.100.", "203.0.113."]
            return !reserved.contains { address.hasPrefix($0) }
        }
        let groups = address.split(separator: ":", omittingEmptySubsequences: false)
        guard address.contains(":"), groups.count >= 3, groups.count <= 8,
            groups.allSatisfy({ $0.count <= 4 && $0.allSatisfy(\.isHexDigit) })
        else { return false }
        return !(address == "::" || address == "::1" || address.hasPrefix("2001:db8:"))
    }
}
