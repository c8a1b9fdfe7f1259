import AdWorld

/// BidMachine's auction as the stand-in reaches it: seeded, or answering one way every time.
/// A token request is always answered at once with the token `bm-token-<format>`; an auction
/// fills or fails.
///
/// A seeded network draws r in 0..<100 per auction: r < 80 fills, r < 92 is `noContent` (103),
/// the rest `timeout` (102). Half of the rewarded and native fills are videos.
public final class BidMachineNetwork: AdNetwork {
    public static let defaultLatency = 120
    public static let defaultSeed: UInt64 = 1
    public static let titles = ["Harbour Hotels", "Kite Season", "Lantern Books"]
    public static let failures: [(name: String, code: Int, message: String)] = [
        ("noContent", 103, "No content."),
        ("timeout", 102, "The request timed out."),
        ("badContent", 108, "The ad's content is invalid."),
    ]

    private enum Source {
        case seeded(SeededGenerator)
        case always(BidMachineAnswer)
    }

    private var source: Source
    public var latency: Int

    private init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public static func seeded(_ seed: UInt64 = defaultSeed, latency: Int = defaultLatency) -> BidMachineNetwork {
        BidMachineNetwork(.seeded(SeededGenerator(seed: seed)), latency: latency)
    }

    /// Answers every auction with `answer` (and every token request with a token).
    public static func always(_ answer: BidMachineAnswer, latency: Int = defaultLatency) -> BidMachineNetwork {
        BidMachineNetwork(.always(answer), latency: latency)
    }

    public static func failure(named name: String) -> BidMachineAnswer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }

    /// The creative a fill of `format` carries: the `index`th title.
    public static func creative(for format: PlacementFormat, title index: Int, video: Bool) -> BidMachineCreative {
        let title = titles[index % titles.count]
        let slug = title.lowercased().replacingOccurrences(of: " ", with: "-")
        return BidMachineCreative(
            title: title, body: "\(title): see what is new.", cta: "Open",
            iconURL: format == .native ? "https://bidmachine.example/\(slug)/icon.png" : nil,
            mainImageURL: format == .native ? "https://bidmachine.example/\(slug)/main.png" : nil,
            isVideo: video)
    }

    public func answer(_ request: BidMachineRequest) -> NetworkReply<BidMachineAnswer> {
        if request.kind == .token {
            return NetworkReply(.token("bm-token-\(request.format)"), latency: 0)
        }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer: BidMachineAnswer
            switch generator.draw(below: 100) {
            case ..<80:
                let index = generator.draw(below: Self.titles.count)
                let video = [.rewarded, .native].contains(request.format) && generator.draw(below: 2) == 0
                answer = .fill(Self.creative(for: request.format, title: index, video: video))
            case ..<92:
                answer = Self.failure(named: "noContent") ?? .failure(code: 103, message: "")
            default:
                answer = Self.failure(named: "timeout") ?? .failure(code: 102, message: "")
            }
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }
}
