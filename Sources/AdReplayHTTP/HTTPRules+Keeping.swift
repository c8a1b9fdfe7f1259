import AdReplay
import AdWorldHTTP
import Foundation
import HTTPTypes

extension HTTPRules {
    /// `call` as a fixture keeps it: the kept header fields only (lowercase names, in the order
    /// sent), redactions made in the header fields, the query and a JSON body, the body in its
    /// canonical form when it is JSON, and every configured secret (``secrets``) replaced by
    /// `{{secret}}` wherever it still appears: a recording, a replay's observation and every
    /// report built from them hold the placeholder, never the secret, even when the SDK starts
    /// sending it in a field no redaction names.
    ///
    /// ```swift
    /// HTTPRules(redactions: [.query("key", as: "api_key")]).kept(call).url
    /// // "https://ads.example/auction?key={{api_key}}&app=7"
    /// ```
    public func kept(_ call: HTTPCall) -> HTTPCall {
        var head = HTTPRequest(
            method: call.head.method, scheme: call.head.scheme, authority: call.head.authority,
            path: call.head.path.map { hidingSecrets(in: redactingQuery($0)) })
        head.headerFields = kept(call.head.headerFields, names: requestHeaders)
        return HTTPCall(head, body: kept(body: call.body, contentType: call.head.headerFields[.contentType]))
    }

    /// `outcome` as a fixture keeps it: a response's kept header fields, redactions, a canonical
    /// JSON body, and its status's standard reason phrase; a failure as it is.
    public func kept(_ outcome: HTTPOutcome) -> HTTPOutcome {
        guard case .response(let head, let body) = outcome else { return outcome }
        var response = HTTPResponse(status: HTTPStatusText.status(head.status.code))
        response.headerFields = kept(head.headerFields, names: responseHeaders)
        return .response(response, body: kept(body: body, contentType: head.headerFields[.contentType]))
    }

    /// A header field a redaction names is kept too, as its placeholder: a rule that hides a
    /// field must not also make the fixture forget that it was sent.
    private func kept(_ fields: HTTPFields, names: [String]) -> HTTPFields {
        var kept = HTTPFields()
        let redacted = redactions.compactMap { redaction -> String? in
            if case .header(let name) = redaction.target { name } else { nil }
        }
        for field in fields {
            let name = field.name.canonicalName
            guard names.contains(name) || redacted.contains(name), let lowercased = HTTPField.Name(name) else { continue }
            let placeholder = redactions.first { $0.target == .header(name) }?.placeholder
            kept.append(HTTPField(name: lowercased, value: placeholder ?? hidingSecrets(in: field.value)))
        }
        return kept
    }

    /// The path with its redacted query parameters' values replaced.
    func redactingQuery(_ path: String) -> String {
        let names = redactions.compactMap { redaction -> (String, String)? in
            if case .query(let name) = redaction.target { (name, redaction.placeholder) } else { nil }
        }
        guard !names.isEmpty, let mark = path.firstIndex(of: "?") else { return path }
        let items = path[path.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard let placeholder = names.first(where: { $0.0 == name })?.1 else { return String(item) }
            return "\(name)=\(placeholder)"
        }
        return path[..<mark] + "?" + items.joined(separator: "&")
    }

    private func kept(body: Data, contentType: String?) -> Data {
        guard HTTPBody.isJSON(HTTPBody.mediaType(contentType)), let json = HTTPBody.canonicalJSON(body) else {
            return hidingSecrets(in: body)
        }
        var value = json.value
        for redaction in redactions {
            guard case .json(let path) = redaction.target else { continue }
            value = path.replacing(in: value) { _ in .string(redaction.placeholder) }
        }
        return Data(hidingSecrets(in: value).compactBytes())
    }

    /// What a configured secret becomes wherever no redaction rule named its place.
    public static let secretPlaceholder = "{{secret}}"

    /// The secrets worth looking for: an empty one would match everywhere.
    private var hidden: [String] { secrets.filter { !$0.isEmpty } }

    func hidingSecrets(in text: String) -> String {
        hidden.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.secretPlaceholder) }
    }

    private func hidingSecrets(in value: JSONValue) -> JSONValue {
        guard !hidden.isEmpty else { return value }
        switch value {
        case .string(let text): return .string(hidingSecrets(in: text))
        case .array(let items): return .array(items.map(hidingSecrets(in:)))
        case .object(let members):
            return .object(members.map { JSONValue.Member(key: hidingSecrets(in: $0.key), value: hidingSecrets(in: $0.value)) })
        default: return value
        }
    }

    /// A body that is not JSON, with each secret's bytes replaced.
    private func hidingSecrets(in body: Data) -> Data {
        var bytes = [UInt8](body)
        for secret in hidden {
            let needle = [UInt8](secret.utf8)
            let placeholder = [UInt8](Self.secretPlaceholder.utf8)
            var result: [UInt8] = []
            var index = 0
            while index < bytes.count {
                if bytes.count - index >= needle.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                    result += placeholder
                    index += needle.count
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            bytes = result
        }
        return Data(bytes)
    }
}
