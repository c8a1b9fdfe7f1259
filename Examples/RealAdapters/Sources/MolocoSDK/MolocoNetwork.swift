import AdWorld

/// Where a world keeps the Moloco SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public typealias MolocoSeam = StandInSeam<MolocoNetwork>
public typealias MolocoAnswer = StandInAnswer<MolocoCreative>
/// How one Moloco object reaches its world and its ``MolocoSeam``.
typealias MolocoContext = StandInContext<MolocoNetwork>

/// Moloco's server as the stand-in reaches it (`MolocoNetwork.seeded()`, `.always(_:)`). An
/// empty bid response is answered with `invalidBid` whatever the source.
///
/// A seeded network draws r in 0..<100 per load: r < 80 fills, the rest have no fill (`noFill`, 2).
public enum MolocoNetwork: StandInNetwork {
    public typealias Request = MolocoRequest
    public typealias Answer = MolocoAnswer
    public typealias Callback = MolocoCallback

    public static let defaultLatency = 100
    public static let clickURL = "https://moloco.example/click"
    public static let errorDomain = "com.moloco.sdk"
    public static let logPrefix = "[Moloco] "
    public static let titles = ["Orbit Runner", "Tidy Towers", "Quiz Quest"]
    public static let failures = [
        StandInFailure("noFill", 2, "No fill."),
        StandInFailure("timeout", 3, "The request timed out."),
        StandInFailure("invalidBid", 4, "The bid response is invalid."),
    ]

    public static func creative(_ index: Int) -> MolocoCreative {
        let title = titles[index % titles.count]
        return MolocoCreative(title: title, body: "\(title), now on sale.")
    }

    public static func reply(overriding request: MolocoRequest, latency: Int) -> NetworkReply<MolocoAnswer>? {
        request.bidResponse.isEmpty ? NetworkReply(failure(named: "invalidBid") ?? .failure(code: 4, message: ""), latency: latency) : nil
    }

    public static func draw(for request: MolocoRequest, with generator: inout SeededGenerator) -> MolocoAnswer {
        generator.draw(below: 100) < 80
            ? .fill(creative(generator.draw(below: titles.count))) : failure(named: "noFill") ?? .failure(code: 2, message: "")
    }
}
