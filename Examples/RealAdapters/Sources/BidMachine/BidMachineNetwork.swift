import AdWorld

/// Where a world keeps the BidMachine SDK's boundary (see `BigoSeam` in the Bigo stand-in, and
/// Sources/AdReplay/AdReplay.docc/WritingAPlugin.md): the auction its requests go to, and who hears its calls and effects.
public typealias BidMachineSeam = StandInSeam<BidMachineNetwork>
/// How one BidMachine object reaches its world and its ``BidMachineSeam``.
typealias BidMachineContext = StandInContext<BidMachineNetwork>

/// BidMachine's auction as the stand-in reaches it (`BidMachineNetwork.seeded()`, `.always(_:)`,
/// which answers every auction with its answer). A token request is always answered at once
/// with the token `bm-token-<format>`; an auction fills or fails.
///
/// A seeded network draws r in 0..<100 per auction: r < 80 fills, r < 92 is `noContent` (103),
/// the rest `timeout` (102). Half of the rewarded and native fills are videos.
public enum BidMachineNetwork: StandInNetwork {
    public typealias Request = BidMachineRequest
    public typealias Answer = BidMachineAnswer
    public typealias Callback = BidMachineCallback

    public static let defaultLatency = 120
    public static let clickURL = BidMachineSdk.clickURL
    public static let errorDomain = BidMachineSdk.errorDomain
    public static let logPrefix = "[BidMachine] "
    public static let titles = ["Harbour Hotels", "Kite Season", "Lantern Books"]
    public static let failures = [
        StandInFailure("noContent", 103, "No content."),
        StandInFailure("timeout", 102, "The request timed out."),
        StandInFailure("badContent", 108, "The ad's content is invalid."),
    ]

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

    public static func reply(overriding request: BidMachineRequest, latency: Int) -> NetworkReply<BidMachineAnswer>? {
        request.kind == .token ? NetworkReply(.token("bm-token-\(request.format)"), latency: 0) : nil
    }

    public static func draw(for request: BidMachineRequest, with generator: inout SeededGenerator) -> BidMachineAnswer {
        switch generator.draw(below: 100) {
        case ..<80:
            let index = generator.draw(below: titles.count)
            let video = [.rewarded, .native].contains(request.format) && generator.draw(below: 2) == 0
            return .fill(creative(for: request.format, title: index, video: video))
        case ..<92:
            return failure(named: "noContent") ?? .failure(code: 103, message: "")
        default:
            return failure(named: "timeout") ?? .failure(code: 102, message: "")
        }
    }
}
