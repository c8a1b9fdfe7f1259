import AdWorld

/// What a network plug-in gets for one session: which answers its network gives, and where to
/// report what its SDK did.
public struct NetworkSession {
    /// Where the network's answers come from.
    public enum Answers {
        /// A recording: a live network choosing as ``LiveAnswers`` says.
        case live(LiveAnswers)
        /// A replay: this network's recorded exchanges, in timeline order, to serve
        /// (``RecordedAnswers`` does the bookkeeping).
        case recorded([TimelineEntry])
    }

    public let answers: Answers
    /// The plug-in's name, the tag of every entry it records.
    @usableFromInline let network: String
    let recorder: any NetworkEntrySink
    /// Where a replay's request problems go.
    public let ledger: RequestLedger

    init(network: String, answers: Answers, recorder: any NetworkEntrySink, ledger: RequestLedger) {
        self.network = network
        self.answers = answers
        self.recorder = recorder
        self.ledger = ledger
    }

    /// Puts `entry` in the session's timeline at `time`: call it from the SDK's observer, for
    /// every exchange, callback and effect, as it happens.
    public func record(_ entry: consuming any NetworkEntry, at time: Int) {
        // Consuming, here and on to the timeline: the entry moves, where copying it took the
        // runtime's value witnesses at every step.
        recorder.record(SDKEntry(sdk: network, entry), at: time)
    }

    /// Says that the live network could not be had (`reason`): the session is not run, and the
    /// recording fails with that reason instead of holding what the SDK met without it.
    public func cannotRecord(_ reason: String) {
        recorder.cannotRecord("the \(network) network cannot be recorded: \(reason)")
    }
}

/// How a recording's network chooses, as one plug-in sees it.
public struct LiveAnswers: Sendable, Equatable {
    /// The answer every request gets (`fill` or one of the plug-in's ``RecordingOptions/answerNames``);
    /// nil: the network's own odds, seeded with ``seed``.
    public var forced: String?
    public var seed: UInt64
    /// Overrides whether a fill carries video.
    public var video: Bool?
    /// Overrides a fill's content variant (a plug-in's own names).
    public var variant: String?
    /// Overrides every answer's latency, in virtual milliseconds.
    public var latency: Int?
    /// Overrides how many VAST wrappers come before a video fill's InLine (`record --wrappers N`).
    public var wrappers: Int?
    /// The real ad server's origin to send requests to instead of the network's simulation
    /// (`record --upstream`); only for a plug-in whose ``RecordingOptions/recordsUpstream`` is true.
    public var upstream: String?

    public init(
        forced: String? = nil, seed: UInt64 = 0, video: Bool? = nil, variant: String? = nil, latency: Int? = nil,
        upstream: String? = nil, wrappers: Int? = nil
    ) {
        self.forced = forced
        self.seed = seed
        self.video = video
        self.variant = variant
        self.latency = latency
        self.upstream = upstream
        self.wrappers = wrappers
    }
}

/// Where the recorder takes an SDK's entries.
protocol NetworkEntrySink: AnyObject {
    func record(_ entry: consuming SDKEntry, at time: Int)
    func cannotRecord(_ reason: String)
}
