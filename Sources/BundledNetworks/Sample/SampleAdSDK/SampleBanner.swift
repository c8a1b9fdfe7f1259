import NeutralUI

/// Told what a ``SampleBanner`` did.
public protocol SampleBannerAdDelegate: AnyObject {
    func bannerDidLoad(_ banner: SampleBanner)
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode)
    func bannerWillLeaveApplication(_ banner: SampleBanner)
}

/// A text banner: a label that fills itself with "Sample Text Ad …" and opens a page when tapped.
public final class SampleBanner: Label {
    public var adUnit: String?
    public weak var delegate: (any SampleBannerAdDelegate)?
    private let context = SampleSDKContext(for: "SampleBanner")

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        textColor = .black
        backgroundColor = .lightGray
        isTextCentered = true
        addTapHandler { [weak self] in self?.tapped() }
    }

    /// Asks for an ad; the delegate hears the outcome (synchronously unless the network is slow).
    public func fetchAd(_ request: SampleAdRequest) {
        context.log("Fetching ad")
        guard let adUnit else {
            context.call(delegate, .bannerDidFailToLoad(code: .badRequest)) {
                $0.banner(self, didFailToLoadAdWith: .badRequest)
            }
            return
        }
        // The sample logs its draw here ("Random int: N"); the port does not (fidelity A3). The
        // draw happens behind the network seam and a fixture records the network's answer, not
        // the integer, so a replay could not reproduce the line: logging it would need the
        // answer to carry the draw, a new field in the network entry of the fixture.
        let testMode = request.testMode, keywords = request.keywords
        context.fetch(SampleNetworkRequest(format: .banner, adUnit: adUnit, request: request)) { [self] outcome in
            switch outcome {
            case .fill:
                var options = testMode ? "in test mode " : ""
                if let keywords { options += "with keywords: " + keywords.joined(separator: ", ") }
                context.setText("Sample Text Ad " + options, on: self, named: "SampleBanner")
                isUserInteractionEnabled = true
                context.call(delegate, .bannerDidLoad) { $0.bannerDidLoad(self) }
            case .failure(let code):
                context.call(delegate, .bannerDidFailToLoad(code: code)) {
                    $0.banner(self, didFailToLoadAdWith: code)
                }
            }
        }
        context.log("Done fetching ad")
    }

    private func tapped() {
        context.open(sampleClickURL)
        context.call(delegate, .bannerWillLeaveApplication) { $0.bannerWillLeaveApplication(self) }
    }
}
