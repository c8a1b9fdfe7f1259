/// The in-memory observer: keeps every event in the order seen.
///
/// ```swift
/// let log = MediationEventLog()
/// world.mediationObserver = log
/// // … load and click …
/// log.events   // [.adServerExchange(…), .customNativeAdReceived(…), .click(…), .urlOpened(…)]
/// ```
public final class MediationEventLog: MediationObserver {
    /// One observed event and when it happened.
    public struct Entry: Codable, Equatable, Sendable {
        public var time: Int
        public var event: MediationEvent

        public init(time: Int, event: MediationEvent) {
            self.time = time
            self.event = event
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// The events without their times.
    public var events: [MediationEvent] { entries.map(\.event) }

    public func observe(_ event: MediationEvent, at time: Int) {
        entries.append(Entry(time: time, event: event))
    }
}
