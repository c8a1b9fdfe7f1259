import AdWorld

/// The Pebble ad network as the SDK reaches it: seeded (the SDK's built-in default, the same
/// answers for the same seed on every machine) or answering one way every time.
///
/// A seeded network takes one draw r in 0..<100 per request: r < 70 fills, r < 90 is `noFill`,
/// the rest `timeout`. A fill draws its headline from ``headlines``, then whether it is a video
/// (30 % of banners, 50 % of interstitials).
///
/// ```swift
/// let world = World()
/// world[PebbleSeam.self].network = PebbleNetwork.always(.failure(.noFill), latency: 50)
/// // every Pebble ad in `world` now fails with noFill, 50 ms after it asks
/// ```
public final class PebbleNetwork: AdNetwork {
    /// How long the built-in network takes to answer, in milliseconds.
    public static let defaultLatency = 200
    /// The seed of the network every world starts with.
    public static let defaultSeed: UInt64 = 1
    /// The headlines the seeded network serves.
    public static let headlines = ["Smooth stones, fair prices", "Skip a pebble today", "Riverbed deals", "Polished to shine"]

    private enum Source {
        case seeded(SeededGenerator)
        case always(PebbleAnswer)
    }

    private var source: Source
    /// How long each answer takes, in milliseconds; 0 answers inside the SDK's call.
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    /// Answers at random, reproducibly from `seed`.
    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> PebbleNetwork {
        PebbleNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    /// Answers every request with `answer`.
    public static func always(_ answer: PebbleAnswer, latency: Int = defaultLatency) -> PebbleNetwork {
        PebbleNetwork(.always(answer), latency: latency)
    }

    public func answer(_ request: PebbleRequest) -> NetworkReply<PebbleAnswer> {
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer = Self.draw(for: request, with: &generator)
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }

    private static func draw(for request: PebbleRequest, with generator: inout SeededGenerator) -> PebbleAnswer {
        switch generator.draw(below: 100) {
        case ..<70:
            let headline = headlines[generator.draw(below: headlines.count)]
            let videoShare = request.format == .banner ? 30 : 50
            return .fill(PebbleCreative(headline: headline, isVideo: generator.draw(below: 100) < videoShare))
        case ..<90:
            return .failure(.noFill)
        default:
            return .failure(.timeout)
        }
    }
}
