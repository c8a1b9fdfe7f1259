/// One recorded session: what the host asked, then everything that crossed the seams in the order
/// it happened, with virtual times. Stored as gzip around canonical JSON at
/// `recordings/<format>/<name>.fixture.gz`; see ``FixtureCodec`` for the bytes.
public struct Fixture: Equatable, Sendable {
    /// The schema this build writes. Every older schema is still read (see ``FixtureCodec``).
    public static let currentSchema = 2

    public var name: String
    public var scenario: Scenario
    /// Every entry of every seam, in the order it happened.
    public var timeline: [TimelineEntry]
    public var environment: Environment
    /// How much of the session the file pinned down: everything (schema 2), or less for a fixture
    /// read from an older schema. A replay compares only what was recorded.
    public var fidelity: Fidelity = .complete

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

        public init(sdkVersion: String, adapterVersion: String?, adSDKVersion: String?, toolVersion: String,
                    network: String) {
            self.sdkVersion = sdkVersion
            self.adapterVersion = adapterVersion
            self.adSDKVersion = adSDKVersion
            self.toolVersion = toolVersion
            self.network = network
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
