import Mediation
import SampleAdSDK

/// One recorded session: what the host asked, what the networks answered, and every call that
/// crossed the adapter's two boundaries, with virtual times. Stored as gzip around canonical JSON
/// at `recordings/<format>/<name>.fixture.gz`.
public struct Fixture: Codable, Equatable, Sendable {
    /// The schema this build reads and writes.
    public static let currentSchema = 1

    public var schema: Int
    public var name: String
    public var scenario: Scenario
    public var network: [NetworkRecord]
    public var sdkCallbacks: [Timed<SampleCallback>]
    /// What the SDK did besides calling its delegate (logs, URLs, timer-driven text).
    public var sdkEffects: [Timed<SampleSDKEffect>]
    public var hostEvents: [Timed<HostEvent>]
    public var environment: Environment

    public init(name: String, scenario: Scenario, observation: Observation, environment: Environment) {
        self.schema = Self.currentSchema
        self.name = name
        self.scenario = scenario
        self.network = observation.network
        self.sdkCallbacks = observation.sdkCallbacks
        self.sdkEffects = observation.sdkEffects
        self.hostEvents = observation.hostEvents
        self.environment = environment
    }

    /// The recorded side of the session, in the shape a replay observes.
    public var observation: Observation {
        Observation(network: network, sdkCallbacks: sdkCallbacks, sdkEffects: sdkEffects, hostEvents: hostEvents)
    }

    /// Versions of what made the fixture, and how its answers were chosen.
    public struct Environment: Codable, Equatable, Sendable {
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
}

/// An event and the virtual time it happened at.
public struct Timed<Event: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var time: Int
    public var event: Event

    public init(_ time: Int, _ event: Event) {
        self.time = time
        self.event = event
    }
}

/// One exchange with a network: the Sample ad network, or the host's own ad server.
public enum NetworkRecord: Codable, Equatable, Sendable {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum SampleCodingKeys: String, CodingKey { case _0 = "exchange" }
    private enum HostAdServerCodingKeys: String, CodingKey { case _0 = "exchange" }

    case sample(SampleNetworkExchange)
    case hostAdServer(HostAdServerExchange)

    /// When the request was sent.
    public var time: Int {
        switch self {
        case .sample(let exchange): exchange.requestedAt
        case .hostAdServer(let exchange): exchange.time
        }
    }
}

/// A custom native request to the host's ad server, and its answer.
public struct HostAdServerExchange: Codable, Equatable, Sendable {
    public var time: Int
    public var request: CustomNativeAdRequest
    public var answer: CustomNativeAdAnswer

    public init(time: Int, request: CustomNativeAdRequest, answer: CustomNativeAdAnswer) {
        self.time = time
        self.request = request
        self.answer = answer
    }
}

/// Everything observed at the three seams during one run.
public struct Observation: Equatable, Sendable {
    public var network: [NetworkRecord] = []
    public var sdkCallbacks: [Timed<SampleCallback>] = []
    public var sdkEffects: [Timed<SampleSDKEffect>] = []
    public var hostEvents: [Timed<HostEvent>] = []

    public init(network: [NetworkRecord] = [], sdkCallbacks: [Timed<SampleCallback>] = [],
                sdkEffects: [Timed<SampleSDKEffect>] = [], hostEvents: [Timed<HostEvent>] = []) {
        self.network = network
        self.sdkCallbacks = sdkCallbacks
        self.sdkEffects = sdkEffects
        self.hostEvents = hostEvents
    }
}
