import AdWorld
import NeutralUI

/// Where a world keeps the OpenWrap SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public typealias OpenWrapSeam = StandInSeam<OpenWrapNetwork>
public typealias OpenWrapAnswer = StandInAnswer<OpenWrapCreative>
/// How one OpenWrap object reaches its world and its ``OpenWrapSeam``.
typealias OpenWrapContext = StandInContext<OpenWrapNetwork>

/// PubMatic's server as the stand-in reaches it (`OpenWrapNetwork.seeded()`, `.always(_:)`). A
/// bidding load with an empty bid response, or a waterfall one without an ad unit, is answered
/// with `invalidRequest` whatever the source.
///
/// A seeded network draws r in 0..<100 per load: r < 80 fills, the rest have no ads (`noAds`, 1002).
public enum OpenWrapNetwork: StandInNetwork {
    public typealias Request = OpenWrapRequest
    public typealias Answer = OpenWrapAnswer
    public typealias Callback = OpenWrapCallback

    public static let defaultLatency = 100
    public static let clickURL = "https://pubmatic.example/click"
    public static let errorDomain = "com.pubmatic.openwrap"
    public static let logPrefix = "[OpenWrap] "
    public static let titles = ["Open Wrap Wonders", "Pier Pressure", "Velvet Vines"]
    public static let failures = [
        StandInFailure("noAds", 1002, "No ads available."),
        StandInFailure("timeout", 1003, "The request timed out."),
        StandInFailure("invalidRequest", 1001, "The request is invalid."),
    ]

    public static func creative(_ index: Int) -> OpenWrapCreative {
        let title = titles[index % titles.count]
        return OpenWrapCreative(title: title, body: "\(title), wrapped.")
    }

    public static func reply(overriding request: OpenWrapRequest, latency: Int) -> NetworkReply<OpenWrapAnswer>? {
        let valid = request.bidResponse.map { !$0.isEmpty } ?? (request.adUnitId?.isEmpty == false)
        return valid ? nil : NetworkReply(failure(named: "invalidRequest") ?? .failure(code: 1001, message: ""), latency: latency)
    }

    public static func draw(for request: OpenWrapRequest, with generator: inout SeededGenerator) -> OpenWrapAnswer {
        generator.draw(below: 100) < 80
            ? .fill(creative(generator.draw(below: titles.count))) : failure(named: "noAds") ?? .failure(code: 1002, message: "")
    }
}

extension StandInContext where Network == OpenWrapNetwork {
    /// A click on a banner or native ad: the SDK asks the app's delegate for the view controller
    /// its landing page would be presented over (`bannerViewPresentationController()`,
    /// `viewControllerForPresentingModal()`), logs which, then opens the click-through. The log
    /// names the controller by its title ("app screen" is the one GMA handed the app's ad), or
    /// says it has none (the app's root, or a controller made on the spot); with no controller
    /// (no delegate to ask), the SDK only opens the click-through.
    func click(presentingFrom presenter: ViewController?) {
        if let presenter {
            log("Landing page over \(presenter.title.map { "\"\($0)\"" } ?? "an untitled view controller")")
        }
        click()
    }
}
