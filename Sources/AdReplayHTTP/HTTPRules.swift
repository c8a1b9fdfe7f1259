import AdReplay

/// What an HTTP network's fixtures keep of each exchange, what they hide, and what a replay
/// ignores when it matches a request: one value a network gives as ``HTTPNetwork/httpRules``.
///
/// ```swift
/// static var httpRules: HTTPRules {
///     HTTPRules(ignoredPaths: ["id", "imp[].id", "source.tid", "tmax"],
///               redactions: [.header("x-api-key", as: "api_key"), .query("key", as: "api_key"), .json("user.id", as: "user_id")],
///               secrets: ProcessInfo.processInfo.environment["OSPREY_KEY"].map { [$0] } ?? [])
/// }
/// ```
public struct HTTPRules: Sendable {
    /// The request header fields a fixture keeps, by lowercase name; every other field is dropped
    /// before the exchange is recorded or compared.
    public var requestHeaders: [String]
    /// The response header fields a fixture keeps, by lowercase name.
    public var responseHeaders: [String]
    /// Places in a JSON request body a replay does not compare: what changes from run to run
    /// (OpenRTB's `id`, `imp[].id`, `source.tid`, a timestamp). They are still recorded, and a
    /// changed value still shows in the replay's diff; redact one to keep it out of both.
    public var ignoredPaths: [JSONPath]
    /// Query parameters a replay does not compare (a cache-buster such as `correlator`).
    public var ignoredQueryItems: [String]
    /// Values replaced by placeholders before an exchange is recorded or compared.
    public var redactions: [Redaction]
    /// Values that must never reach a fixture (an API key read from the environment): a recording
    /// that would still hold one, anywhere, writes no fixture.
    public var secrets: [String]

    /// The header fields kept by default: what says how to read a body, and a redirect's target.
    /// Never cookies or credentials.
    public static let defaultRequestHeaders = ["content-type", "accept", "x-openrtb-version"]
    public static let defaultResponseHeaders = ["content-type", "location", "x-openrtb-version"]

    public init(
        requestHeaders: [String] = HTTPRules.defaultRequestHeaders, responseHeaders: [String] = HTTPRules.defaultResponseHeaders,
        ignoredPaths: [JSONPath] = [], ignoredQueryItems: [String] = [], redactions: [Redaction] = [], secrets: [String] = []
    ) {
        self.requestHeaders = requestHeaders.map { $0.lowercased() }
        self.responseHeaders = responseHeaders.map { $0.lowercased() }
        self.ignoredPaths = ignoredPaths
        self.ignoredQueryItems = ignoredQueryItems
        self.redactions = redactions
        self.secrets = secrets.filter { !$0.isEmpty }
    }

    /// A value replaced by a placeholder (`{{api_key}}`) wherever it is found: a header field (of
    /// the request or the response), a query parameter, or a place in a JSON body (of either).
    /// A replay redacts the live request the same way before matching it, so a redacted fixture
    /// replays green.
    public struct Redaction: Hashable, Sendable {
        public enum Target: Hashable, Sendable {
            /// A header field, by name (any case).
            case header(String)
            /// A query parameter, by name.
            case query(String)
            /// A place in a JSON body (``JSONPath``).
            case json(JSONPath)
        }

        public let target: Target
        /// What is written instead: `{{name}}`.
        public let placeholder: String

        public init(_ target: Target, as name: String) {
            self.target = target
            placeholder = "{{\(name)}}"
        }

        /// The header field `name`'s value becomes `{{placeholder}}`.
        public static func header(_ name: String, as placeholder: String) -> Redaction {
            Redaction(.header(name.lowercased()), as: placeholder)
        }

        /// The query parameter `name`'s value becomes `{{placeholder}}`.
        public static func query(_ name: String, as placeholder: String) -> Redaction {
            Redaction(.query(name), as: placeholder)
        }

        /// The value at `path` in a JSON body becomes the string `{{placeholder}}`.
        public static func json(_ path: JSONPath, as placeholder: String) -> Redaction {
            Redaction(.json(path), as: placeholder)
        }
    }

    /// Whether `value` is a placeholder a redaction wrote (`{{…}}`).
    static func isPlaceholder(_ value: String) -> Bool {
        value.hasPrefix("{{") && value.hasSuffix("}}") && value.count > 4
    }
}
