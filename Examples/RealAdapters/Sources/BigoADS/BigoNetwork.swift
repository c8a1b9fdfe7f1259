import AdWorld

/// Where a world keeps the Bigo SDK's boundary: the network its loads go to, and who hears its
/// calls into the app and its effects. Every world starts with ``BigoNetwork``'s seeded server;
/// a recorder or a replayer sets its own.
///
/// ```swift
/// let world = World()
/// world[BigoSeam.self].network = BigoNetwork.always(.failure(code: 1001, message: "no fill"))
/// ```
public typealias BigoSeam = StandInSeam<BigoNetwork>
/// Bigo's answer to one load: an ad, or an error with Bigo's code and message.
public typealias BigoAnswer = StandInAnswer<BigoCreative>
/// How one Bigo object reaches its world (the one running when it was made, or a detached one
/// of its own), whose ``BigoSeam`` carries every load, call into the app and effect.
typealias BigoContext = StandInContext<BigoNetwork>

/// Bigo's ad server as the stand-in reaches it (`BigoNetwork.seeded()`, `.always(_:)`). A
/// bidding load with no bid payload is answered with Bigo's "invalid bid payload" error,
/// whatever the source, as the real server cannot serve a bid it was not given.
///
/// A seeded network draws r in 0..<100 per load: r < 75 fills, r < 90 is `noFill` (1001), the
/// rest `timeout` (1004). A fill is a video for half of the rewarded, splash and native loads.
public enum BigoNetwork: StandInNetwork {
    public typealias Request = BigoRequest
    public typealias Answer = BigoAnswer
    public typealias Callback = BigoCallback

    public static let defaultLatency = 150
    public static let clickURL = BigoAdSdk.clickURL
    public static let logPrefix = "[BigoADS] "
    public static let titles = ["Bamboo Run", "Panda Puzzle", "Lucky Lanterns"]
    /// The errors the stand-in's server gives, by the names a recording forces them with.
    public static let failures = [
        StandInFailure("noFill", 1001, "No fill."),
        StandInFailure("timeout", 1004, "The request timed out."),
        StandInFailure("invalidPayload", 1006, "The bid payload is invalid."),
    ]

    public static func reply(overriding request: BigoRequest, latency: Int) -> NetworkReply<BigoAnswer>? {
        guard let payload = request.bidPayload, !payload.isEmpty else {
            return NetworkReply(failure(named: "invalidPayload") ?? .failure(code: 1006, message: ""), latency: latency)
        }
        return nil
    }

    public static func draw(for request: BigoRequest, with generator: inout SeededGenerator) -> BigoAnswer {
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
