/// Everything observed at the seams during one run, as one timeline in the order it happened.
/// The per-seam views (``hostEvents``, ``exchanges``, …) are for checks and tests that look at
/// one seam; a network plug-in adds typed views of its own.
public struct Observation: Equatable, Sendable {
    public var entries: [TimelineEntry]

    public init(_ entries: [TimelineEntry] = []) {
        self.entries = entries
    }

    /// The adapter → host calls.
    public var hostEvents: [Timed<HostEvent>] {
        entries.compactMap { if case .host(let event) = $0.event { Timed($0.at, event) } else { nil } }
    }

    /// Every SDK entry of every network, in order.
    public var sdkEntries: [Timed<SDKEntry>] {
        entries.compactMap { if case .sdk(let entry) = $0.event { Timed($0.at, entry) } else { nil } }
    }

    /// Every exchange with a network (a request and its answer), in order.
    public var exchanges: [Timed<SDKEntry>] {
        sdkEntries.filter { $0.event.isExchange }
    }

    /// Every delegate call of every SDK, in order.
    public var callbacks: [Timed<SDKEntry>] {
        sdkEntries.filter { $0.event.entry.role == .callback }
    }

    /// The SDK entries of one network, typed: `observation.entries(of: SeamEntry<Sample>.self)`.
    public func entries<Entry: NetworkEntry>(of type: Entry.Type) -> [Timed<Entry>] {
        entries.compactMap { entry in
            if case .sdk(let sdk) = entry.event, let typed = sdk.entry(as: type) { Timed(entry.at, typed) } else { nil }
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
}
