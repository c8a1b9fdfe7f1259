import Foundation
import NeutralUI

/// Told what a ``PebbleBannerView`` did.
public protocol PebbleBannerViewDelegate: AnyObject {
    func pebbleBannerDidLoad(_ banner: PebbleBannerView)
    func pebbleBanner(_ banner: PebbleBannerView, didFailWith error: PebbleError)
    /// The banner has been on screen long enough to count (``PebbleSDK/impressionDelay(video:)``).
    func pebbleBannerDidRecordImpression(_ banner: PebbleBannerView)
    /// The user tapped the banner; the SDK has opened the advertiser's page.
    func pebbleBannerWasClicked(_ banner: PebbleBannerView)
}

/// A banner: loads one creative for its placement, shows its headline, counts its impression
/// once it has been on screen long enough, and opens the advertiser's page when tapped.
///
/// ```swift
/// let banner = PebbleBannerView(placementID: "home-top", frame: Rect(width: 320, height: 50))
/// banner.delegate = self
/// banner.loadAd()   // the delegate hears did-load or did-fail when the network answers
/// ```
public final class PebbleBannerView: View {
    public let placementID: String
    public var isTestMode = false
    public weak var delegate: (any PebbleBannerViewDelegate)?
    /// The creative on show, once loaded.
    public private(set) var creative: PebbleCreative?
    private let headline = Label()
    private let context = PebbleContext(for: "PebbleBannerView")

    public init(placementID: String, frame: CGRect) {
        self.placementID = placementID
        super.init(frame: frame)
        headline.frame = Rect(width: frame.width, height: frame.height)
        headline.isTextCentered = true
        addSubview(headline)
        isUserInteractionEnabled = false
        addTapHandler { [weak self] in self?.tapped() }
    }

    /// Asks the network for an ad. An empty placement fails with `invalidPlacement` on the next
    /// turn of the clock, without a request.
    public func loadAd() {
        guard !placementID.isEmpty else {
            context.log("Banner load failed: \(PebbleError.invalidPlacement.message)")
            context.after(0) { [weak self] in self?.failed(.invalidPlacement) }
            return
        }
        let request = PebbleRequest(placementID: placementID, format: .banner, isTest: isTestMode)
        context.log("Requesting \(request)")
        context.fetch(request) { [weak self] answer in
            switch answer {
            case .fill(let creative): self?.loaded(creative, test: request.isTest)
            case .failure(let error): self?.failed(error)
            }
        }
    }

    private func loaded(_ creative: PebbleCreative, test: Bool) {
        self.creative = creative
        context.show(PebbleContext.text(of: creative, test: test), on: headline, in: "PebbleBannerView")
        isUserInteractionEnabled = true
        context.call(delegate, .bannerDidLoad) { $0.pebbleBannerDidLoad(self) }
        context.after(PebbleSDK.impressionDelay(video: creative.isVideo)) { [weak self] in
            guard let self else { return }
            context.call(delegate, .bannerDidRecordImpression) { $0.pebbleBannerDidRecordImpression(self) }
        }
    }

    private func failed(_ error: PebbleError) {
        context.call(delegate, .bannerDidFail(error: error)) { $0.pebbleBanner(self, didFailWith: error) }
    }

    private func tapped() {
        context.openClickURL()
        context.call(delegate, .bannerWasClicked) { $0.pebbleBannerWasClicked(self) }
    }
}
