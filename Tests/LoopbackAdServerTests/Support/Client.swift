import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession, as an SDK's transport would use it, against a server's origin.
struct Client {
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    let origin: String
    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = 10
        return URLSession(configuration: configuration)
    }()

    init(_ origin: String) {
        self.origin = origin
    }

    func get(_ target: String) async throws -> Reply {
        try await send("GET", target)
    }

    func post(_ target: String, json: String) async throws -> Reply {
        try await send("POST", target, body: Data(json.utf8), headers: ["Content-Type": "application/json"])
    }

    func send(_ method: String, _ target: String, body: Data? = nil, headers: [String: String] = [:]) async throws -> Reply {
        guard let url = URL(string: origin + target) else { throw RawHTTP.Failure(description: "bad URL \(origin + target)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw RawHTTP.Failure(description: "not HTTP") }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return Reply(status: http.statusCode, headers: fields, body: data)
    }

    /// A public URL from a payload, sent to this origin instead (as RoutedTransport does).
    func get(publicURL: String) async throws -> Reply {
        guard let components = URLComponents(string: publicURL) else { throw RawHTTP.Failure(description: "bad URL \(publicURL)") }
        return try await get(components.percentEncodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? ""))
    }
}
