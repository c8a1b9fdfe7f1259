import AdWorld

/// The Heron ad network as the SDK reaches it: seeded (the SDK's built-in default, the same
/// answers for the same seed on every machine), filling every request, or failing every one.
///
/// A seeded network takes one draw r in 0..<100 per request: r < 75 fills, r < 88 is `noFill`,
/// r < 95 `serverError`, the rest `throttled`. A rewarded fill then draws its title and reward; a
/// native fill its texts, whether it is a video (40 %) and whether it tracks itself (50 %).
///
/// ```swift
/// let world = World()
/// world[HeronSeam.self].network = HeronNetwork.always(.failure(.throttled), latency: 50)
/// // every Heron ad in `world` now fails with throttled, 50 ms after it asks
/// ```
public final class HeronNetwork: AdNetwork {
    /// How long the built-in network takes to answer, in milliseconds.
    public static let defaultLatency = 400
    /// The seed of the network every world starts with.
    public static let defaultSeed: UInt64 = 1

    /// The rewarded videos the network serves: their titles and rewards.
    public static let rewardedCreatives = [
        HeronRewardedCreative(title: "Fly south for the winter", reward: HeronReward(type: "feathers", amount: 10)),
        HeronRewardedCreative(title: "A quiet pond", reward: HeronReward(type: "feathers", amount: 5)),
        HeronRewardedCreative(title: "Catch of the day", reward: HeronReward(type: "fish", amount: 1)),
    ]

    /// The native ads the network serves, before the draws for video and tracking.
    public static let nativeCreatives = [
        HeronNativeCreative(
            headline: "Wade in", body: "Shallow water, big catch.", callToAction: "Install",
            advertiser: nil, starRating: 4.5, isVideo: false, isSelfTracking: false),
        HeronNativeCreative(
            headline: "Marsh Weekly", body: "Every reed, every week.", callToAction: "Subscribe",
            advertiser: "Marsh Media", starRating: nil, isVideo: false, isSelfTracking: false),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case filling
        case always(HeronAnswer)
    }

    private var source: Source
    /// How long each answer takes, in milliseconds; 0 answers inside the SDK's call.
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    /// Answers at random, reproducibly from `seed`.
    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> HeronNetwork {
        HeronNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    /// Fills every request with the first creative of its format: a static, host-tracked native ad.
    public static func filling(latency: Int = defaultLatency) -> HeronNetwork {
        HeronNetwork(.filling, latency: latency)
    }

    /// Answers every request with `answer`, whatever it asks for.
    public static func always(_ answer: HeronAnswer, latency: Int = defaultLatency) -> HeronNetwork {
        HeronNetwork(.always(answer), latency: latency)
    }

    public func answer(_ request: HeronRequest) -> NetworkReply<HeronAnswer> {
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .filling:
            return NetworkReply(Self.firstFill(for: request.format), latency: latency)
        case .seeded(var generator):
            let answer = Self.draw(for: request, with: &generator)
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }

    private static func firstFill(for format: HeronFormat) -> HeronAnswer {
        switch format {
        case .rewarded: .rewarded(rewardedCreatives[0])
        case .native: .native(nativeCreatives[0])
        }
    }

    private static func draw(for request: HeronRequest, with generator: inout SeededGenerator) -> HeronAnswer {
        switch generator.draw(below: 100) {
        case ..<75:
            switch request.format {
            case .rewarded:
                return .rewarded(rewardedCreatives[generator.draw(below: rewardedCreatives.count)])
            case .native:
                var creative = nativeCreatives[generator.draw(below: nativeCreatives.count)]
                creative.isVideo = generator.draw(below: 100) < 40
                creative.isSelfTracking = generator.draw(below: 100) < 50
                return .native(creative)
            }
        case ..<88:
            return .failure(.noFill)
        case ..<95:
            return .failure(.serverError)
        default:
            return .failure(.throttled)
        }
    }
}
