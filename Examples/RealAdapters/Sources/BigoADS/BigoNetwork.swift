import AdWorld

/// Bigo's ad server as the stand-in reaches it: seeded (the same answers for the same seed on
/// every machine) or answering one way every time. A bidding load with no bid payload is
/// answered with Bigo's "invalid bid payload" error, whatever the source, as the real server
/// cannot serve a bid it was not given.
///
/// A seeded network draws r in 0..<100 per load: r < 75 fills, r < 90 is `noFill` (1001), the
/// rest `timeout` (1004). A fill is a video for half of the rewarded, splash and native loads.
public final class BigoNetwork: AdNetwork {
    public static let defaultLatency = 150
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Bamboo Run", "Panda Puzzle", "Lucky Lanterns"]
    /// The errors the stand-in's server gives, by the names a recording forces them with.
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noFill", 1001, "No fill."),
        ("timeout", 1004, "The request timed out."),
        ("invalidPayload", 1006, "The bid payload is invalid."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(BigoAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> BigoNetwork {
        BigoNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    public static func always(_ answer: BigoAnswer, latency: Int = defaultLatency) -> BigoNetwork {
        BigoNetwork(.always(answer), latency: latency)
    }

    /// The failure answer named `name` (one of ``failures``), nil for another name.
    public static func failure(named name: String) -> BigoAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    public func answer(_ request: BigoRequest) -> NetworkReply<BigoAnswer> {
        guard let payload = request.bidPayload, !payload.isEmpty else {
            return NetworkReply(Self.failure(named: "invalidPayload") ?? .failure(code: 1006, message: ""), latency: latency)
        }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer = Self.draw(for: request, with: &generator)
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }

    private static func draw(for request: BigoRequest, with generator: inout SeededGenerator) -> BigoAnswer {
        switch generator.draw(below: 100) {
        case ..<75:
            let title = titles[generator.draw(below: titles.count)]
            let videoFormats: Set<BigoFormat> = [.rewardVideo, .splash, .native]
            let isVideo = videoFormats.contains(request.format) && generator.draw(below: 2) == 0
            return .fill(BigoCreative(title: title, body: "\(title): play free today.", isVideo: isVideo))
        case ..<90:
            return failure(named: "noFill") ?? .failure(code: 1001, message: "")
        default:
            return failure(named: "timeout") ?? .failure(code: 1004, message: "")
        }
    }
}
