import AdWorld

/// Smart AdServer's ad server as the stand-in reaches it: seeded, or answering one way every time.
/// A seeded network draws r in 0..<100 per request: r < 80 fills (insertion 1000 + r), the rest
/// have no ad (`noAd`, 2).
public final class SASNetwork: AdNetwork {
    public static let defaultLatency = 100
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Smart Sailing", "Alpine Huts", "City Bikes"]
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noAd", 2, "No ad is available for this placement."),
        ("timeout", 3, "The request timed out."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(SASAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> SASNetwork {
        SASNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    public static func always(_ answer: SASAnswer, latency: Int = defaultLatency) -> SASNetwork {
        SASNetwork(.always(answer), latency: latency)
    }

    public static func failure(named name: String) -> SASAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    public static func creative(insertionId: Int) -> SASCreative {
        let title = titles[insertionId % titles.count]
        return SASCreative(insertionId: insertionId, title: title, body: "\(title), booked in a tap.")
    }

    public func answer(_ request: SASRequest) -> NetworkReply<SASAnswer> {
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let draw = generator.draw(below: 100)
            source = .seeded(generator)
            let answer: SASAnswer =
                draw < 80 ? .fill(Self.creative(insertionId: 1000 + draw)) : Self.failure(named: "noAd") ?? .failure(code: 2, message: "")
            return NetworkReply(answer, latency: latency)
        }
    }
}
