import AdWorld

/// HyBid's ad server as the stand-in reaches it: seeded, or answering one way every time. Empty
/// content is answered with HyBid's "invalid ad content" error whatever the source.
///
/// A seeded network draws r in 0..<100 per render: r < 85 fills, the rest fail with `noFill` (1).
public final class HyBidNetwork: AdNetwork {
    public static let defaultLatency = 100
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Verve Voyages", "Harbour Lights", "Quiet Trails"]
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noFill", 1, "No fill."),
        ("invalidContent", 2, "The ad content is invalid."),
        ("timeout", 3, "The request timed out."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(HyBidAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> HyBidNetwork {
        HyBidNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    public static func always(_ answer: HyBidAnswer, latency: Int = defaultLatency) -> HyBidNetwork {
        HyBidNetwork(.always(answer), latency: latency)
    }

    public static func failure(named name: String) -> HyBidAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    public static func creative(_ index: Int) -> HyBidCreative {
        let title = titles[index % titles.count]
        return HyBidCreative(title: title, body: "\(title), verified.")
    }

    public func answer(_ request: HyBidRequest) -> NetworkReply<HyBidAnswer> {
        guard !request.content.isEmpty else {
            return NetworkReply(Self.failure(named: "invalidContent") ?? .failure(code: 2, message: ""), latency: latency)
        }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer: HyBidAnswer =
                generator.draw(below: 100) < 85
                ? .fill(Self.creative(generator.draw(below: Self.titles.count)))
                : Self.failure(named: "noFill") ?? .failure(code: 1, message: "")
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }
}
