import AdReplay
import SampleAdSDK

/// What the Sample SDK did: asked its network, called its delegate, or did something visible.
/// Stored after `"sdk": "sample"`.
public enum SampleEntry: NetworkEntry {
    case exchange(SampleNetworkExchange)
    case callback(SampleCallback)
    case effect(SampleSDKEffect)

    public var role: NetworkEntryRole {
        switch self {
        case .exchange: .exchange
        case .callback: .callback
        case .effect: .effect
        }
    }

    public var exchangeArrows: (request: String, answer: String)? {
        if case .exchange(let exchange) = self { ("request \(exchange.request)", "\(exchange.answer)") } else { nil }
    }

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

    public var sdkName: String { "Sample SDK" }

    public var latency: Int? {
        if case .exchange(let exchange) = self { exchange.answer.latency } else { nil }
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
