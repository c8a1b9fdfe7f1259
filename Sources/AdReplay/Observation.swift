import SampleAdSDK

/// Everything observed at the seams during one run, as one timeline in the order it happened.
/// The per-seam views (``hostEvents``, ``sdkCallbacks``, …) are for checks and tests that look at
/// one seam.
public struct Observation: Equatable, Sendable {
    public var entries: [TimelineEntry]

    public init(_ entries: [TimelineEntry] = []) {
        self.entries = entries
    }

    /// The adapter → host calls.
    public var hostEvents: [Timed<HostEvent>] {
        entries.compactMap { if case .host(let event) = $0.event { Timed($0.at, event) } else { nil } }
    }

    /// The Sample SDK → adapter delegate calls.
    public var sdkCallbacks: [Timed<SampleCallback>] {
        entries.compactMap { if case .sdk(.sample(.callback(let callback))) = $0.event { Timed($0.at, callback) } else { nil } }
    }

    /// What the Sample SDK did besides calling its delegate.
    public var sdkEffects: [Timed<SampleSDKEffect>] {
        entries.compactMap { if case .sdk(.sample(.effect(let effect))) = $0.event { Timed($0.at, effect) } else { nil } }
    }

    /// Every exchange with a network, in order.
    public var network: [NetworkRecord] {
        entries.compactMap { entry in
            switch entry.event {
            case .sdk(.sample(.exchange(let exchange))): .sample(exchange)
            case .sdk(.hostAdServer(let exchange)): .hostAdServer(exchange)
            default: nil
            }
        }
    }

    /// The script steps the host performed.
    public var steps: [ScriptStep] {
        entries.compactMap { if case .step(let action) = $0.event { ScriptStep(at: $0.at, action) } else { nil } }
    }
}

extension Fixture {
    /// The recorded adapter → host calls (a view of ``timeline``).
    public var hostEvents: [Timed<HostEvent>] { observation.hostEvents }
    /// The recorded Sample SDK → adapter delegate calls (a view of ``timeline``).
    public var sdkCallbacks: [Timed<SampleCallback>] { observation.sdkCallbacks }
    /// The recorded Sample SDK effects (a view of ``timeline``).
    public var sdkEffects: [Timed<SampleSDKEffect>] { observation.sdkEffects }
    /// The recorded network exchanges (a view of ``timeline``).
    public var network: [NetworkRecord] { observation.network }
}
