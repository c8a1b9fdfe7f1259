import AdWorld

/// PubMatic's server as the stand-in reaches it: seeded, or answering one way every time. A
/// bidding load with an empty bid response, or a waterfall one without an ad unit, is answered
/// with `invalidRequest` whatever the source.
///
/// A seeded network draws r in 0..<100 per load: r < 80 fills, the rest have no ads (`noAds`, 1002).
public final class OpenWrapNetwork: AdNetwork {
    public static let defaultLatency = 100
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Open Wrap Wonders", "Pier Pressure", "Velvet Vines"]
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noAds", 1002, "No ads available."),
        ("timeout", 1003, "The request timed out."),
        ("invalidRequest", 1001, "The request is invalid."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(OpenWrapAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> OpenWrapNetwork {
        OpenWrapNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    public static func always(_ answer: OpenWrapAnswer, latency: Int = defaultLatency) -> OpenWrapNetwork {
        OpenWrapNetwork(.always(answer), latency: latency)
    }

    public static func failure(named name: String) -> OpenWrapAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    public static func creative(_ index: Int) -> OpenWrapCreative {
        let title = titles[index % titles.count]
        return OpenWrapCreative(title: title, body: "\(title), wrapped.")
    }

    public func answer(_ request: OpenWrapRequest) -> NetworkReply<OpenWrapAnswer> {
        let valid = request.bidResponse.map { !$0.isEmpty } ?? (request.adUnitId?.isEmpty == false)
        guard valid else {
            return NetworkReply(Self.failure(named: "invalidRequest") ?? .failure(code: 1001, message: ""), latency: latency)
        }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer: OpenWrapAnswer =
                generator.draw(below: 100) < 80
                ? .fill(Self.creative(generator.draw(below: Self.titles.count)))
                : Self.failure(named: "noAds") ?? .failure(code: 1002, message: "")
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }
}
