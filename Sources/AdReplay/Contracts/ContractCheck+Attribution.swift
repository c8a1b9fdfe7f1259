extension ContractCheck {
    /// A host event and the ad it belongs to.
    ///
    /// A live session knows the ad of each event: the host gives every load its own completion
    /// handler and every loaded ad its own event delegate, and custom native and legacy native
    /// ads name themselves. A fixture does not store it (see ``attributedByOrder(_:loads:)``).
    public struct Event: Equatable, Sendable {
        public var time: Int
        public var event: HostEvent
        /// The load it belongs to, 1 for the session's first load; nil for an event of no ad.
        public var ad: Int?

        public init(_ time: Int, _ event: HostEvent, ad: Int?) {
            self.time = time
            self.event = event
            self.ad = ad
        }
    }

    /// Attributes events by their order alone, for lists no live session attributed (a
    /// fixture's recorded events, a hand-built list): the k-th completion belongs to the k-th
    /// load (any past the last load, to the last load); every other event to the ad of the latest
    /// successful completion, or of the latest completion while none has succeeded; events before
    /// any completion to no ad.
    ///
    /// Exact for a session with one load. With several, an earlier ad's late event is taken for
    /// the latest ad's; the live attribution has no such guess.
    public static func attributedByOrder(_ events: [Timed<HostEvent>], loads: Int) -> [Event] {
        var completions = 0
        var latest: Int?
        var latestLoaded: Int?
        return events.map { timed in
            guard case .loadCompleted(let outcome) = timed.event else {
                return Event(timed.time, timed.event, ad: latestLoaded ?? latest)
            }
            completions += 1
            let ad = loads > 0 ? min(completions, loads) : nil
            latest = ad
            if case .ad = outcome { latestLoaded = ad }
            return Event(timed.time, timed.event, ad: ad)
        }
    }
}
