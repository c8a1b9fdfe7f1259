/// Why a payload names a tracking URL, in the ledger's own words: OpenRTB's notices (`nurl`,
/// `burl`, `lurl`), VAST's `Impression`, quartile `Tracking` events, `ClickTracking` and `Error`,
/// Native's impression and click trackers.
///
/// The ledger's, not the SDK's own list of events: it reads what the server's answers owe with
/// its own readers and names, so that a bug in the SDK's list of events (a quartile dropped, a
/// name misspelt) cannot move the ledger's expectations with it. The raw values are the
/// events' names as a breach prints them and as VAST spells its `Tracking@event`s.
enum TrackerKind: String, Hashable, CustomStringConvertible {
    case win
    case billing
    case loss
    case impression
    case start
    case firstQuartile
    case midpoint
    case thirdQuartile
    case complete
    case click
    case error

    /// VAST's linear quartile events, in play order.
    static let quartiles: [TrackerKind] = [.start, .firstQuartile, .midpoint, .thirdQuartile, .complete]

    var description: String { rawValue }
}
