/// One thing that happened in a session at a virtual time (milliseconds from its start): a script
/// step the host performed, an entry of a network's SDK (an exchange with its network, a callback
/// to the adapter, a visible effect), or an adapter → host event.
///
/// ```swift
/// TimelineEntry(at: 1000, .step(.present)).line
/// // "1000 ms  do present"
/// ```
public struct TimelineEntry: Equatable, Sendable {
    public var at: Int
    public var event: Event
    /// For a host event of a session with more than one load: the load of the ad it belongs to
    /// (1 for the first), as the host knew it (each load its own completion handler, each ad its
    /// own event delegate). Nil otherwise. Stored as `"forAd"`, so that an event that reaches the
    /// wrong ad (an adapter keeping one delegate for all its ads) is a difference.
    public var ad: Int?

    public init(at: Int, _ event: Event, ad: Int? = nil) {
        self.at = at
        self.event = event
        self.ad = ad
    }

    /// Indirect: payloads (a native ad's assets) are large, and timelines and diffs hold many
    /// entries. An SDK entry is one reference already (``SDKEntry``), so it is held as it is.
    public enum Event: Equatable, Hashable, Sendable {
        /// A script step the host (or the user) performed.
        indirect case step(HostAction)
        /// Something a network's SDK did, tagged with the network.
        case sdk(SDKEntry)
        /// The adapter told the host something.
        indirect case host(HostEvent)
    }

    /// Whether the adapter told the host this (a host event), as opposed to a step or an SDK entry.
    public var isHostEvent: Bool {
        if case .host = event { return true }
        return false
    }

    /// The seam an entry crossed, in words: "do", "sample", "hostAdServer", "host".
    public var seam: String {
        switch event {
        case .step: "do"
        case .sdk(let entry): entry.sdk
        case .host: "host"
        }
    }

    /// What the entry is, without its arguments: "do present", "sample callback rewardedAdDidPresent:",
    /// "host loadCompleted". Diff headlines name entries by it.
    public var kind: String {
        switch event {
        case .step(let action): "do \(action.verb)"
        case .sdk(let entry): "\(entry.sdk) \(entry.kind)"
        case .host(let event): "host \(event.kind)"
        }
    }

    /// How a diff's headline names the entry, in its line's own words. An SDK callback or effect
    /// is named as its line says it (the SDK port's description: `pebble callback
    /// pebbleBanner(didFailWith: noFill)`, not the stored case name `bannerDidFail`); an
    /// exchange, a step or a host event by its ``kind`` (`sample request`, `host loadCompleted`),
    /// the start of its line, since the whole request or payload would crowd the headline and the
    /// field that changed follows it.
    var headlineName: String {
        if case .sdk(let entry) = event, !entry.isExchange { text } else { kind }
    }

    /// How a headline names an entry that was recorded and not replayed, or the reverse: as
    /// ``headlineName``, but an exchange whole (`osprey request GET https://…/t/imp → 204 No
    /// Content`), since no changed field follows to say which request it was.
    var wholeHeadlineName: String {
        if case .sdk(let entry) = event, entry.isExchange { text } else { headlineName }
    }

    /// The entry on one line, without its time: the one rendering used by `inspect`, diffs,
    /// failures and reports.
    public var text: String {
        let text =
            switch event {
            case .step(let action): "do \(action)"
            case .sdk(let entry): "\(entry.sdk) \(entry.text)"
            case .host(let event): "host \(event)" + (ad.map { " (ad \($0))" } ?? "")
            }
        return text.escapingControlCharacters
    }

    /// `text` after the virtual time: `1000 ms  do present`.
    public var line: String { "\(at) ms  \(text)" }
}
