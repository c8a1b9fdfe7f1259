import Mediation
import SampleAdSDK

/// An entry of one network's SDK, tagged with the network it belongs to. A fixture stores it as
/// `"sdk": "<name>"` followed by the network's own flat fields, so the file format holds any
/// network's payloads; the networks AdReplay knows are listed here.
public enum SDKEntry: Equatable, Hashable, Sendable {
    /// The Sample ad network's SDK.
    case sample(SampleEntry)
    /// The host's own ad server (custom native formats).
    case hostAdServer(HostAdServerExchange)

    /// The tag written in fixtures.
    public var sdk: String {
        switch self {
        case .sample: "sample"
        case .hostAdServer: "hostAdServer"
        }
    }

    /// What the entry is: "request", "callback bannerDidLoad:", "effect log".
    public var kind: String {
        switch self {
        case .sample(let entry): entry.kind
        case .hostAdServer: "request"
        }
    }

    /// One line, without the tag.
    public var text: String {
        switch self {
        case .sample(let entry): entry.text
        case .hostAdServer(let exchange): "request \(exchange.request.adUnitID) → \(exchange.answer.summary)"
        }
    }

    /// True for a network exchange (a request and its answer), the entries a replay serves.
    public var isExchange: Bool {
        switch self {
        case .sample(.exchange), .hostAdServer: true
        case .sample: false
        }
    }
}

/// What the Sample SDK did: asked its network, called its delegate, or did something visible.
public enum SampleEntry: Equatable, Hashable, Sendable {
    case exchange(SampleNetworkExchange)
    case callback(SampleCallback)
    case effect(SampleSDKEffect)

    public var kind: String {
        switch self {
        case .exchange: "request"
        case .callback(let callback): "callback \(callback.selector)"
        case .effect(let effect): "effect \(effect.kind)"
        }
    }

    public var text: String {
        switch self {
        case .exchange(let exchange): "request \(exchange.request) → \(exchange.answer)"
        case .callback(let callback): "callback \(callback)"
        case .effect(let effect): "effect \(effect)"
        }
    }
}

/// One exchange with a network: the Sample ad network, or the host's own ad server. The network
/// seam as a replay serves it.
public enum NetworkRecord: Codable, Equatable, Sendable {
    // Names for the unlabelled payloads in schema-1 JSON (instead of "_0").
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
public struct HostAdServerExchange: Codable, Equatable, Hashable, Sendable {
    public var time: Int
    public var request: CustomNativeAdRequest
    public var answer: CustomNativeAdAnswer

    public init(time: Int, request: CustomNativeAdRequest, answer: CustomNativeAdAnswer) {
        self.time = time
        self.request = request
        self.answer = answer
    }
}

extension CustomNativeAdAnswer {
    /// Short text: `fill 10063170 video AdChoices after 120 ms`, `failure 1`.
    var summary: String {
        let after = latency == 0 ? "" : " after \(latency) ms"
        switch outcome {
        case .fill(let payload):
            return "fill \(payload.formatID)\(payload.hasVideo ? " video" : "")\(payload.adChoices == nil ? "" : " AdChoices")\(after)"
        case .failure(let code):
            return "failure \(code)\(after)"
        }
    }
}

extension SampleSDKEffect {
    /// The effect's name without arguments.
    var kind: String {
        switch self {
        case .log: "log"
        case .openedURL: "openedURL"
        case .text: "text"
        case .closeButtonShown: "closeButtonShown"
        case .presented: "presented"
        case .dismissed: "dismissed"
        }
    }
}
