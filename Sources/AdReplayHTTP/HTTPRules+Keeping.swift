import AdWorldHTTP
import Foundation
import HTTPTypes

extension HTTPRules {
    /// `call` as a fixture keeps it: the kept header fields only (lowercase names, in the order
    /// sent), redactions made in the header fields, the query and a JSON body, the body in its
    /// canonical form when it is JSON.
    ///
    /// ```swift
    /// HTTPRules(redactions: [.query("key", as: "api_key")]).kept(call).url
    /// // "https://ads.example/auction?key={{api_key}}&app=7"
    /// ```
    public func kept(_ call: HTTPCall) -> HTTPCall {
        var head = HTTPRequest(method: call.head.method, scheme: call.head.scheme, authority: call.head.authority,
                               path: call.head.path.map(redactingQuery))
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

    private func kept(_ fields: HTTPFields, names: [String]) -> HTTPFields {
        var kept = HTTPFields()
        for field in fields {
            let name = field.name.canonicalName
            guard names.contains(name), let lowercased = HTTPField.Name(name) else { continue }
            let placeholder = redactions.first { $0.target == .header(name) }?.placeholder
            kept.append(HTTPField(name: lowercased, value: placeholder ?? field.value))
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
        guard HTTPBody.isJSON(HTTPBody.mediaType(contentType)), let json = HTTPBody.canonicalJSON(body) else { return body }
        var value = json.value
        for redaction in redactions {
            guard case .json(let path) = redaction.target else { continue }
            value = path.replacing(in: value) { _ in .string(redaction.placeholder) }
        }
        return Data(value.compactBytes())
    }
}
