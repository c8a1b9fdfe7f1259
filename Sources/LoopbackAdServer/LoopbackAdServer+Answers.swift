extension LoopbackAdServer {
    /// What a seeded server answers: the seed, and the overrides that take a choice away from it.
    ///
    /// Every choice left open (the mode, video or not, the wrapper depth, the latency, ids,
    /// prices) is drawn from a SplitMix64 generator seeded with `seed` mixed with the request
    /// (the bid request's `id`, a VAST or tracker URL), so the same seed and the same requests
    /// give the same bytes, in any order.
    ///
    /// ```swift
    /// LoopbackAdServer.Answers(seed: 7)                               // mostly fills
    /// LoopbackAdServer.Answers(seed: 7, forced: .noBid)               // every auction: 204
    /// LoopbackAdServer.Answers(seed: 7, video: true, wrappers: 3)     // VAST behind three wrappers
    /// ```
    public struct Answers: Codable, Sendable, Hashable {
        /// Mixed into every draw.
        public var seed: UInt64
        /// The mode of every auction; nil draws one per auction (fill about seven times in ten).
        public var forced: Mode?
        /// True answers video to every auction, false never; nil follows the request (`imp[0]`
        /// `video`, or rewarded, `rwdd = 1`) and draws between video and banner when it offers both.
        public var video: Bool?
        /// How many VAST Wrappers come before the InLine; nil draws 0 to 2.
        public var wrappers: Int?
        /// The `Simulated-Latency` of every answer, in milliseconds; nil draws 40–300 for an
        /// auction and 5–60 for the rest. A ``Mode/timeout`` answer ignores it.
        public var latency: Int?
        /// How a native fill lays out its assets; nil: ``NativeVariant/echo``.
        public var native: NativeVariant?

        /// Negative `wrappers` and `latency` count as 0.
        public init(
            seed: UInt64 = 0, forced: Mode? = nil, video: Bool? = nil, wrappers: Int? = nil, latency: Int? = nil,
            native: NativeVariant? = nil
        ) {
            self.seed = seed
            self.forced = forced
            self.video = video
            self.wrappers = wrappers.map { max(0, $0) }
            self.latency = latency.map { max(0, $0) }
            self.native = native
        }

        /// Answers drawn from `seed` with no override.
        public static func seeded(_ seed: UInt64) -> Answers {
            Answers(seed: seed)
        }
    }

    /// How a native fill's assets answer the request's (OpenRTB Native 1.2 §5.3). Each is a
    /// response a real exchange sends; an SDK that reads them by position, only by type or takes
    /// the last of two shows the wrong headline. The raw values are the command line's spelling
    /// (`record --variant`).
    public enum NativeVariant: String, CaseIterable, Codable, Sendable {
        /// One asset for each asked for, in the request's order, with its id and type.
        case echo
        /// The same assets in the reverse order: found by id, never by position.
        case reversed
        /// Images and data without their `type` (optional in an embedded response): found by id.
        case untyped
        /// Every asset followed by a second with the same id and other content, which Native 1.2
        /// forbids ("unique asset ID"): the first of an id is the asset, as the SDK reads it.
        case duplicateIds
    }

    /// How an auction is answered. The raw values are the command line's spelling.
    public enum Mode: String, CaseIterable, Codable, Sendable {
        /// 200 with one bid.
        case fill
        /// 204 and no body, OpenRTB's "empty response".
        case noBid
        /// 200 with `{"id":…,"nbr":2}`: no bid, reason 2 (invalid request).
        case noBidReason
        /// 503 with a line of text.
        case serverError
        /// A fill whose `Simulated-Latency` is the request's `tmax` (1000 when absent) plus ten
        /// seconds, so the SDK's own timer fires first.
        case timeout
        /// 200 with the first half of a fill's JSON.
        case malformed
        /// A fill whose `bid.exp` is 1 second (and VAST `Expires` too), so showing it later is
        /// past expiry.
        case expired
        /// A video fill (whatever the imp asks for) whose Wrapper points at a VAST URL that
        /// answers a Wrapper pointing at itself, for ever: past the five wrappers VAST allows.
        /// Drawn only for video auctions.
        case wrapperLoop
    }
}
