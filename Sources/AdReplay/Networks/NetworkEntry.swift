/// One entry a network's SDK left in a timeline: an exchange with its network (a request and its
/// answer), a delegate call to the adapter, or something visible it did. A network plug-in
/// defines its entries; the engine stores, compares, renders and diffs them through this protocol
/// and never looks inside.
///
/// A fixture stores an entry as `{"at": T, "sdk": "<network>", …}` followed by
/// ``storedMembers(at:)``, whose first member names the role: `"request"`, `"callback"` or
/// `"effect"`.
public protocol NetworkEntry: Hashable, Sendable {
    /// What the entry is, for seam-by-seam comparison and diagrams. Asked often: keep it cheap.
    var role: NetworkEntryRole { get }
    /// An exchange's two arrows in a sequence diagram (`request banner(…)`, `fill`); nil for
    /// callbacks and effects.
    var exchangeArrows: (request: String, answer: String)? { get }
    /// What the entry is, without arguments: `request`, `callback bannerDidLoad`, `effect log`.
    var kind: String { get }
    /// The entry on one line, without the network's tag: `callback bannerDidFailToLoad (noInventory)`.
    var text: String { get }
    /// How the SDK is named in sequence diagrams: `Sample SDK`.
    var sdkName: String { get }
    /// The fields stored after `"sdk": "<network>"`, in the order written. `time` is the entry's
    /// time in the timeline (a plug-in decides when its exchanges are observed: the Sample
    /// network's and ``SeamPlugin``'s when the answer arrived, the host ad server's when asked).
    func storedMembers(at time: Int) throws -> [JSONValue.Member]
    /// An exchange's latency: how long after the request its answer came. Checked against the
    /// session horizon. Default: nil.
    var latency: Int? { get }
}

extension NetworkEntry {
    public var latency: Int? { nil }
}

/// The three things an SDK entry can be.
public enum NetworkEntryRole: Hashable, Sendable {
    /// The SDK asked its network; a replay serves these.
    case exchange
    /// The SDK called its delegate (the adapter).
    case callback
    /// The SDK did something a user would see, or logged.
    case effect
}
