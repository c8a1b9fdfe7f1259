import AdWorld

/// Where a world keeps the Display SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public typealias SASSeam = StandInSeam<SASNetwork>
public typealias SASAnswer = StandInAnswer<SASCreative>
/// How one SDK object reaches its world and its ``SASSeam``.
typealias SASContext = StandInContext<SASNetwork>

/// Equativ's ad server as the stand-in reaches it (`SASNetwork.seeded()`, `.always(_:)`).
/// A seeded network draws r in 0..<100 per request: r < 80 fills (insertion 1000 + r), the rest
/// have no ad (`noAd`, 2).
public enum SASNetwork: StandInNetwork {
    public typealias Request = SASRequest
    public typealias Answer = SASAnswer
    public typealias Callback = SASCallback

    public static let defaultLatency = 100
    public static let clickURL = "https://equativ.example/click"
    public static let titles = ["Equativ Escapes", "Coastal Cabins", "Night Trains"]
    public static let errorDomain = "SASDisplayKit"
    public static let logPrefix = "[SASDisplayKit] "
    public static let failures = [
        StandInFailure("noAd", 2, "No ad is available for this placement."),
        StandInFailure("timeout", 3, "The request timed out."),
    ]

    public static func creative(insertionId: Int) -> SASCreative {
        let title = titles[insertionId % titles.count]
        return SASCreative(insertionId: insertionId, title: title, body: "\(title), booked in a tap.")
    }

    public static func draw(for request: SASRequest, with generator: inout SeededGenerator) -> SASAnswer {
        let draw = generator.draw(below: 100)
        return draw < 80 ? .fill(creative(insertionId: 1000 + draw)) : failure(named: "noAd") ?? .failure(code: 2, message: "")
    }
}
