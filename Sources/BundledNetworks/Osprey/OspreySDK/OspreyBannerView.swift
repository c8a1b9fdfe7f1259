import NeutralUI

/// Told what an ``OspreyBannerView`` did.
public protocol OspreyBannerViewDelegate: AnyObject {
    func ospreyBannerDidLoad(_ banner: OspreyBannerView)
    func ospreyBanner(_ banner: OspreyBannerView, didFailWith error: OspreyError)
    /// The banner was on screen for ``OspreySDK/impressionDelay``; the SDK fired the bid's `burl`.
    func ospreyBannerDidRecordImpression(_ banner: OspreyBannerView)
    /// The user tapped the banner; the SDK opened the markup's first link, if it has one.
    func ospreyBannerDidClick(_ banner: OspreyBannerView)
}

/// A banner: asks the auction for HTML markup of its size, shows it, and counts its impression
/// once it has been on screen for ``OspreySDK/impressionDelay`` (unless the bid expired by then).
/// The markup is not run: its images and pixels are not fetched, and a tap opens its first
/// `href`.
///
/// ```swift
/// let banner = OspreyBannerView(placementID: "home-top", size: Size(width: 320, height: 50))
/// banner.delegate = self
/// banner.loadAd()
/// ```
public final class OspreyBannerView: View {
    static let viewName = "OspreyBannerView"

    public let placementID: String
    /// Sends `test: 1`: the server answers as usual and bills nothing.
    public var isTestMode = false
    /// The app's child-directed tag, sent as `regs.coppa`; nil leaves it out.
    public var isChildDirected: Bool?
    public weak var delegate: (any OspreyBannerViewDelegate)?
    /// The markup on show, once loaded.
    public private(set) var markup: String?
    private var ad: OspreyLoadedAd?
    private var loading = false
    private let context = OspreyContext(for: "OspreyBannerView")

    public init(placementID: String, size: CGSize) {
        self.placementID = placementID
        super.init(frame: Rect(width: size.width, height: size.height))
        isUserInteractionEnabled = false
        addTapHandler { [weak self] in self?.tapped() }
    }

    /// A frame's side as OpenRTB's whole-number `w` or `h`: rounded, and within 0…Int32.max, since
    /// a host (or a fixture's scenario) may hand any Double, which `Int(_:)` would trap on.
    static func wholePoints(_ side: Double) -> Int {
        guard side.isFinite, side > 0 else { return 0 }
        return Int(min(side.rounded(), Double(Int32.max)))
    }

    /// Asks the auction for an ad; once per banner. An empty placement fails with
    /// `invalidPlacement` on the next turn of the clock, without a request.
    public func loadAd() {
        guard !loading, ad == nil else { return context.log("loadAd() ignored: the banner already loaded.") }
        loading = true
        let request = OspreyAdRequest(
            placementID: placementID, isTest: isTestMode, childDirected: isChildDirected,
            size: (Self.wholePoints(frame.width), Self.wholePoints(frame.height)))
        context.load(.banner, request) { [weak self] result in
            guard let self else { return }
            loading = false
            switch result {
            case .success(let ad): loaded(ad)
            case .failure(let error): context.call(delegate, .bannerDidFail(error: error)) { $0.ospreyBanner(self, didFailWith: error) }
            }
        }
    }

    private func loaded(_ ad: OspreyLoadedAd) {
        guard case .html(let html) = ad.markup else { return }
        self.ad = ad
        markup = html
        isUserInteractionEnabled = true
        context.perform(.rendered(view: Self.viewName, creative: ad.creativeName))
        context.call(delegate, .bannerDidLoad) { $0.ospreyBannerDidLoad(self) }
        context.after(OspreySDK.impressionDelay) { [weak self] in self?.countImpression() }
    }

    private func countImpression() {
        guard let ad else { return }
        guard !ad.isExpired(at: context.now) else { return context.log("The banner's bid expired before its impression; nothing fired.") }
        ad.fireBilling(in: context)
        context.call(delegate, .bannerDidRecordImpression) { $0.ospreyBannerDidRecordImpression(self) }
    }

    private func tapped() {
        guard let markup else { return }
        if let link = Self.firstLink(in: markup) { context.open(link) }
        context.call(delegate, .bannerDidClick) { $0.ospreyBannerDidClick(self) }
    }

    /// The value of the first `href="…"` in `html`.
    static func firstLink(in html: String) -> String? {
        guard let start = html.range(of: "href=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let link = String(rest[..<end])
        return link.isEmpty ? nil : link
    }
}
