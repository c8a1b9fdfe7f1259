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
                if let found = check(name: name, value: value, place: "the request's query parameter \"\(name)\"",
                                     remedy: ".query(\"\(name)\", as: \"\(name)\")") { return found }
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

    private func check(_ fields: HTTPFields, side: String) -> Finding? {
        for field in fields {
            let name = field.name.canonicalName
            let place = "the \(side)'s header field \"\(name)\"", remedy = ".header(\"\(name)\", as: \"\(name)\")"
            guard !HTTPRules.isPlaceholder(field.value) else { continue }
            if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(name) || field.value.lowercased().hasPrefix("bearer ") {
                return Finding(place: place, what: "a credential", remedy: remedy)
            }
            if let found = check(name: name, value: field.value, place: place, remedy: remedy) { return found }
        }
        return nil
    }

    private func check(body: Data, side: String) -> Finding? {
        guard !body.isEmpty else { return nil }
        if let json = try? JSONValue.parse(Array(body)) {
            return walk(json, path: "", side: side)
        }
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        return finding(text, place: "the \(side) body", name: nil, remedy: ".json(PATH, as: \"…\"), or a body without it")
    }

    private func walk(_ value: JSONValue, path: String, side: String) -> Finding? {
        switch value {
        case .object(let members):
            for member in members {
                let inner = path.isEmpty ? member.key : "\(path).\(member.key)"
                if case .string(let text) = member.value,
                   let found = check(name: member.key, value: text, place: "the \(side) body's field \"\(inner)\"", remedy: ".json(\"\(inner)\", as: \"\(member.key)\")") {
                    return found
                }
                if let found = walk(member.value, path: inner, side: side) { return found }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = walk(element, path: "\(path)[\(index)]", side: side) { return found }
            }
        case .string(let text):
            let place = path.isEmpty ? "the \(side) body" : "the \(side) body's field \"\(path)\""
            return finding(text, place: place, name: nil, remedy: ".json(\"\(path)\", as: \"…\")")
        default: break
        }
        return nil
    }

    /// The rules that look at a field's name and value.
    private func check(name: String, value: String, place: String, remedy: String) -> Finding? {
        if HTTPRules.isPlaceholder(value) { return nil }
        if let found = finding(value, place: place, name: name, remedy: remedy) { return found }
        let lowered = name.lowercased()
        if ["key", "token", "secret"].contains(where: lowered.contains), Self.longestHexRun(value) >= 32 {
            return Finding(place: place, what: "a token of 32 or more hex digits", remedy: remedy)
        }
        if ["ifa", "idfa", "gaid", "adid", "advertising_id"].contains(lowered), Self.isNonZeroUUID(value) {
            return Finding(place: place, what: "a device advertising ID", remedy: remedy)
        }
        if ["ip", "ipv6"].contains(lowered), Self.isPersonalIPAddress(value) {
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

    static func isPersonalIPAddress(_ text: String) -> Bool {
        let address = text.trimmingCharacters(in: .whitespaces).lowercased()
        let octets = address.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0).map { $0 <= 255 } == true }) {
            let reserved = ["127.", "0.0.0.0", "192.0.2.", "198.51.100.", "203.0.113."]
            return !reserved.contains { address.hasPrefix($0) }
        }
        let groups = address.split(separator: ":", omittingEmptySubsequences: false)
        guard address.contains(":"), groups.count >= 3, groups.count <= 8,
              groups.allSatisfy({ $0.count <= 4 && $0.allSatisfy(\.isHexDigit) }) else { return false }
        return !(address == "::" || address == "::1" || address.hasPrefix("2001:db8:"))
    }
}
