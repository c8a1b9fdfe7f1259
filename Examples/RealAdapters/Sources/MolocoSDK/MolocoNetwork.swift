import AdWorld

/// Moloco's server as the stand-in reaches it: seeded, or answering one way every time. An empty
/// bid response is answered with `invalidBid` whatever the source.
///
/// A seeded network draws r in 0..<100 per load: r < 80 fills, the rest have no fill (`noFill`, 2).
public final class MolocoNetwork: AdNetwork {
    public static let defaultLatency = 100
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Orbit Runner", "Tidy Towers", "Quiz Quest"]
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noFill", 2, "No fill."),
        ("timeout", 3, "The request timed out."),
        ("invalidBid", 4, "The bid response is invalid."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(MolocoAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> MolocoNetwork {
        MolocoNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    public static func always(_ answer: MolocoAnswer, latency: Int = defaultLatency) -> MolocoNetwork {
        MolocoNetwork(.always(answer), latency: latency)
    }

    public static func failure(named name: String) -> MolocoAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    public static func creative(_ index: Int) -> MolocoCreative {
        let title = titles[index % titles.count]
        return MolocoCreative(title: title, body: "\(title), now on sale.")
    }

    public func answer(_ request: MolocoRequest) -> NetworkReply<MolocoAnswer> {
        guard !request.bidResponse.isEmpty else {
            return NetworkReply(Self.failure(named: "invalidBid") ?? .failure(code: 4, message: ""), latency: latency)
        }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer: MolocoAnswer =
                generator.draw(below: 100) < 80
                ? .fill(Self.creative(generator.draw(below: Self.titles.count)))
                : Self.failure(named: "noFill") ?? .failure(code: 2, message: "")
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }
}
