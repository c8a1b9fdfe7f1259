import AdWorld

/// An in-memory observer of the Sample SDK's seam: keeps every observation in order.
///
/// ```swift
/// let trace = SampleSDKTrace()
/// world[SampleSeam.self].observer = trace
/// // … fetch a banner …
/// trace.lines(.callbacks)   // ["0 ms  sample callback bannerDidLoad:"]
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

    /// Which entries ``lines(_:)`` renders.
    public enum Selection: Sendable {
        /// The delegate calls.
        case callbacks
        /// The effects other than log lines: URLs opened, texts shown, screens presented.
        case effects
        /// The log lines.
        case logs
        /// The delegate calls and the effects other than log lines, interleaved in the order they
        /// happened: where the order between a callback and an effect matters.
        case callbacksAndEffects
    }

    /// The entries `selection` picks, each on one line exactly as AdReplay renders a Sample entry
    /// of a timeline (`TimelineEntry.line`: the time, `ms`, the network's tag `sample`, the
    /// role, the entry), so that the SDK's own tests, which run without AdReplay, say what
    /// `adreplay inspect` and the adapters' tests say.
    ///
    /// ```swift
    /// trace.lines(.callbacks)   // ["0 ms  sample callback bannerDidLoad:"]
    /// trace.lines(.logs)        // ["0 ms  sample effect log \"Fetching ad\""]
    /// ```
    public func lines(_ selection: Selection) -> [String] {
        entries.compactMap { entry in
            switch (selection, entry) {
            case (.callbacks, .callback(let callback, let time)),
                (.callbacksAndEffects, .callback(let callback, let time)):
                "\(time) ms  sample callback \(callback)"
            case (.effects, .effect(let effect, let time)) where !effect.isLog,
                (.callbacksAndEffects, .effect(let effect, let time)) where !effect.isLog,
                (.logs, .effect(let effect, let time)) where effect.isLog:
                "\(time) ms  sample effect \(effect)"
            default: nil
            }
        }
    }
}

extension SampleSDKEffect {
    var isLog: Bool { if case .log = self { true } else { false } }
}
