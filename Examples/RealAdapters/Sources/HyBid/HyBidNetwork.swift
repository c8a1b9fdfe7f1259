import AdWorld

/// Where a world keeps the HyBid SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md): the
/// network its renders go to, and who hears its calls into the app and its effects.
public typealias HyBidSeam = StandInSeam<HyBidNetwork>
public typealias HyBidAnswer = StandInAnswer<HyBidCreative>
/// How one HyBid object reaches its world and its ``HyBidSeam``.
typealias HyBidContext = StandInContext<HyBidNetwork>

/// HyBid's ad server as the stand-in reaches it (`HyBidNetwork.seeded()`, `.always(_:)`). Empty
/// content is answered with HyBid's "invalid ad content" error whatever the source.
///
/// A seeded network draws r in 0..<100 per render: r < 85 fills, the rest fail with `noFill` (1).
public enum HyBidNetwork: StandInNetwork {
    public typealias Request = HyBidRequest
    public typealias Answer = HyBidAnswer
    public typealias Callback = HyBidCallback

    public static let defaultLatency = 100
    public static let clickURL = "https://verve.example/click"
    public static let errorDomain = "net.pubnative.PubnativeLite"
    public static let logPrefix = "[HyBid] "
    public static let titles = ["Verve Voyages", "Harbour Lights", "Quiet Trails"]
    public static let failures = [
        StandInFailure("noFill", 1, "No fill."),
        StandInFailure("invalidContent", 2, "The ad content is invalid."),
        StandInFailure("timeout", 3, "The request timed out."),
    ]

    public static func creative(_ index: Int) -> HyBidCreative {
        let title = titles[index % titles.count]
        return HyBidCreative(title: title, body: "\(title), verified.")
    }

    public static func reply(overriding request: HyBidRequest, latency: Int) -> NetworkReply<HyBidAnswer>? {
        request.content.isEmpty ? NetworkReply(failure(named: "invalidContent") ?? .failure(code: 2, message: ""), latency: latency) : nil
    }

    public static func draw(for request: HyBidRequest, with generator: inout SeededGenerator) -> HyBidAnswer {
        generator.draw(below: 100) < 85
            ? .fill(creative(generator.draw(below: titles.count))) : failure(named: "noFill") ?? .failure(code: 1, message: "")
    }
}
