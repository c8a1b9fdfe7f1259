extension ContractCheck {
    /// One moment of a session in the order it happened: a script step as the host performed it,
    /// or a host event (by its index in the checked events).
    enum Moment {
        case step(HostAction, time: Int)
        case event(Int)
    }

    /// Walks the session's steps and host events in the order the timeline holds them, telling
    /// `body` each; false, and nothing told, when the timeline and the events do not line up (a
    /// hand-built list checked with no timeline): the rules that need the steps then say nothing.
    ///
    /// The timeline's host entries are the events, one for one and in order: the recorder
    /// appends both at once.
    static func walk(_ events: [Event], timeline: [TimelineEntry], _ body: (Moment) -> Void) -> Bool {
        var hostEntries = 0
        for entry in timeline where entry.isHostEvent { hostEntries += 1 }
        guard !timeline.isEmpty, hostEntries == events.count else { return false }
        var next = 0
        for entry in timeline {
            switch entry.event {
            case .step(let action): body(.step(action, time: entry.at))
            case .host:
                body(.event(next))
                next += 1
            case .sdk: continue
            }
        }
        return true
    }
}
