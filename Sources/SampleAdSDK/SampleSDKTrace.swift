import AdWorld

/// An in-memory observer of the Sample SDK's seam: keeps every observation in order.
///
/// ```swift
/// let trace = SampleSDKTrace()
/// world[SampleSeam.self].observer = trace
/// // … fetch a banner …
/// trace.callbackLines   // ["0 bannerDidLoad:"]
/// ```
public final class SampleSDKTrace: SDKObserver {
    public enum Entry: Equatable, Sendable {
        case exchange(SampleNetworkExchange)
        case callback(SampleCallback, time: Int)
        case effect(SampleSDKEffect, time: Int)
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public func sdk(exchanged request: SampleNetworkRequest, answer: SampleNetworkAnswer, requestedAt: Int, answeredAt: Int) {
        entries.append(.exchange(SampleNetworkExchange(request: request, answer: answer, requestedAt: requestedAt, answeredAt: answeredAt)))
    }

    public func sdk(called callback: SampleCallback, at time: Int) {
        entries.append(.callback(callback, time: time))
    }

    public func sdk(performed effect: SampleSDKEffect, at time: Int) {
        entries.append(.effect(effect, time: time))
    }

    public var callbacks: [SampleCallback] {
        entries.compactMap { if case .callback(let callback, _) = $0 { callback } else { nil } }
    }

    public var exchanges: [SampleNetworkExchange] {
        entries.compactMap { if case .exchange(let exchange) = $0 { exchange } else { nil } }
    }

    /// Delegate calls as "time description" lines.
    public var callbackLines: [String] {
        entries.compactMap { if case .callback(let callback, let time) = $0 { "\(time) \(callback)" } else { nil } }
    }

    /// Effects (minus log lines) as "time description" lines.
    public var effectLines: [String] {
        entries.compactMap {
            if case .effect(let effect, let time) = $0, !effect.isLog { "\(time) \(effect)" } else { nil }
        }
    }

    /// Log lines only.
    public var logLines: [String] {
        entries.compactMap { if case .effect(.log(let line), _) = $0 { line } else { nil } }
    }
}

extension SampleSDKEffect {
    var isLog: Bool { if case .log = self { true } else { false } }
}
