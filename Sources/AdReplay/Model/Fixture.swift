/// One recorded session: what the host asked, then everything that crossed the seams in the order
/// it happened, with virtual times. Stored as gzip around canonical JSON at
/// `recordings/<format>/<name>.fixture.gz`; see ``FixtureCodec`` for the bytes.
public struct Fixture: Equatable, Sendable {
    /// The newest schema this build reads and writes. Every older schema is still read (see
    /// ``FixtureCodec``). Schema 3 is schema 2 with ``reproduces``: a fixture without it is
    /// written as schema 2, byte for byte as before, and one with it as 3, so that an older
    /// build refuses a bug report rather than replaying it as an ordinary pass.
    public static let currentSchema = 3

    public var name: String
    public var scenario: Scenario
    /// Every entry of every seam, in the order it happened.
    public var timeline: [TimelineEntry]
    public var environment: Environment
    /// How much of the session the file pinned down: everything (schema 2), or less for a fixture
    /// read from an older schema. A replay compares only what was recorded.
    public var fidelity: Fidelity = .complete
    /// What the fixture reproduces when it is a bug report (a contract breach or crash found
    /// while recording, or behaviour someone marked wrong); empty for an ordinary fixture.
    public var reproduces: [Reproduction] = []

    /// The schema the fixture is written in: 3 when it reproduces a bug, else 2.
    public var schema: Int { reproduces.isEmpty ? 2 : 3 }

    public init(name: String, scenario: Scenario, observation: Observation, environment: Environment) {
        self.name = name
        self.scenario = scenario
        self.timeline = observation.entries
        self.environment = environment
    }

    /// The recorded side of the session, in the shape a replay observes.
    public var observation: Observation { Observation(timeline) }

    /// Versions of what made the fixture, and how its answers were chosen.
    public struct Environment: Equatable, Sendable {
        public var sdkVersion: String
        public var adapterVersion: String?
        public var adSDKVersion: String?
        public var toolVersion: String
        /// "seeded(42)", "answer noInventory", … — how the live network chose.
        public var network: String
        /// For a recording against a real ad server (`record --upstream`): when and against what.
        /// Nil for a simulated network's recording, which holds no date so that it is the same
        /// bytes whenever it is recorded.
        public var live: Live?

        public init(
            sdkVersion: String, adapterVersion: String?, adSDKVersion: String?, toolVersion: String,
            network: String, live: Live? = nil
        ) {
            self.sdkVersion = sdkVersion
            self.adapterVersion = adapterVersion
            self.adSDKVersion = adSDKVersion
            self.toolVersion = toolVersion
            self.network = network
            self.live = live
        }
    }

    /// When a recording against a real ad server was made, and against which: what tells a
    /// replay that the fixture may no longer say what the server answers (`replay --max-age`).
    public struct Live: Codable, Equatable, Sendable {
        /// The day it was recorded, in UTC.
        public var recordedOn: CalendarDay
        /// The ad server's origin the requests went to (`https://ads.example.com`): scheme, host
        /// and port only, never a user name, password, path or query (``origin(of:)``).
        public var upstream: String

        /// `upstream` is kept as its origin (``origin(of:)``): a URL given with credentials or
        /// query keys stores and prints none of them.
        public init(recordedOn: CalendarDay, upstream: String) {
            self.recordedOn = recordedOn
            self.upstream = Self.origin(of: upstream)
        }

        /// Whether a replay on `today` counts it as outdated under `--max-age maxAge`: recorded more
        /// than `maxAge` days ago, or dated after `today` (a date nobody can vouch for: a wrong
        /// clock or an edited file would otherwise never go stale).
        public func isOutdated(today: CalendarDay, maxAge: Int) -> Bool {
            let days = today.days(since: recordedOn)
            return days < 0 || days > maxAge
        }

        /// `HTTPS://user:pw@Ads.Example.com:8443/path?key=k` → `https://ads.example.com:8443`:
        /// the scheme and host lowercased, the port kept, an IPv6 address in its brackets; the
        /// user name, password, path, query and fragment dropped. A string without `://` is kept
        /// as it is, less anything after a `/`, `?` or `#` and before an `@`.
        public static func origin(of url: String) -> String {
            var text = Substring(url)
            while text.first?.isWhitespace == true { text.removeFirst() }
            while text.last?.isWhitespace == true { text.removeLast() }
            let scheme: String?, rest: Substring
            if let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") {
                scheme = text[..<colon].lowercased()
                rest = text[text.index(colon, offsetBy: 3)...]
            } else {
                scheme = nil
                rest = text
            }
            var authority = rest.prefix { !"/?#".contains($0) }
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            let host: String
            if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
                host = authority[...close].lowercased() + authority[authority.index(after: close)...]
            } else {
                host = authority.lowercased()
            }
            return scheme.map { "\($0)://\(host)" } ?? host
        }
    }

    /// What a fixture file recorded of its session.
    public enum Fidelity: Equatable, Sendable {
        /// Schema 2: the order across seams and whole errors.
        case complete
        /// Read from schema 1, which kept each seam in its own list and errors without their
        /// failure reason and user info. Its timeline interleaves the seams by time (an order the
        /// file did not record), so a replay compares each seam on its own, errors by domain, code
        /// and description — exactly what schema 1 pinned. `adreplay migrate` confirms the order by
        /// replaying and then writes a complete schema-2 file.
        case perSeam
    }
}

/// An event and the virtual time it happened at.
public struct Timed<Event: Equatable & Sendable>: Equatable, Sendable {
    public var time: Int
    public var event: Event

    public init(_ time: Int, _ event: Event) {
        self.time = time
        self.event = event
    }
}
