import NeutralUI

/// Told what an ``OspreyNativeAd`` counted.
public protocol OspreyNativeAdDelegate: AnyObject {
    func ospreyNativeAdDidRecordImpression(_ nativeAd: OspreyNativeAd)
    func ospreyNativeAdDidClick(_ nativeAd: OspreyNativeAd)
}

/// A native ad: its assets for the app to lay out (image URLs only: the SDK does not download
/// images, the app does), and its own tracking once the app registers the view that shows it.
///
/// A registered ad counts its impression once it has stayed registered for
/// ``OspreySDK/impressionDelay`` (unless the bid expired by then): it fires `imptrackers`, the
/// image-pixel impression `eventtrackers` and the bid's `burl`, once. A tap on the registered
/// view opens `link.url` and fires `link.clicktrackers` (the first time).
///
/// ```swift
/// nativeAd.delegate = self
/// nativeAd.registerView(adView)   // … ospreyNativeAdDidRecordImpression one second later
/// ```
public final class OspreyNativeAd {
    public let title: String?
    public let body: String?
    public let callToAction: String?
    public let sponsoredBy: String?
    public let iconURL: String?
    public let mainImageURL: String?
    /// Where a click takes the user.
    public let clickURL: String
    /// The AdChoices page, if the response names one.
    public let privacyURL: String?
    public weak var delegate: (any OspreyNativeAdDelegate)?

    private let ad: OspreyLoadedAd
    private let native: NativeResponse
    private let context: OspreyContext
    private weak var registeredView: View?
    private var tapToken: Int?
    /// Bumped on every registration change, so a pending impression of an earlier one does nothing.
    private var registration = 0
    private var impressionCounted = false
    private var clickTracked = false

    init(ad: OspreyLoadedAd, native: NativeResponse, context: OspreyContext) {
        self.ad = ad
        self.native = native
        self.context = context
        title = native.title
        body = native.body
        callToAction = native.callToAction
        sponsoredBy = native.sponsored
        iconURL = native.icon?.url
        mainImageURL = native.mainImage?.url
        clickURL = native.link.url
        privacyURL = native.privacy
    }

    /// Attaches the ad to the view that shows it, replacing an earlier one.
    public func registerView(_ view: View) {
        unregisterView()
        registration += 1
        let current = registration
        registeredView = view
        tapToken = view.addTapHandler { [weak self] in self?.clicked() }
        if !impressionCounted {
            context.after(OspreySDK.impressionDelay) { [weak self] in self?.countImpression(ifStill: current) }
        }
    }

    /// Detaches the ad from its view: nothing more is counted from it.
    public func unregisterView() {
        guard let view = registeredView else { return }
        registration += 1
        if let tapToken { view.removeTapHandler(tapToken) }
        tapToken = nil
        registeredView = nil
    }

    private func countImpression(ifStill current: Int) {
        guard current == registration, !impressionCounted else { return }
        guard !ad.isExpired(at: context.now) else {
            return context.log("The native ad's bid expired before its impression; nothing fired.")
        }
        impressionCounted = true
        ad.fire(.impression, native.impressionTrackers, in: context)
        ad.fireBilling(in: context)
        context.call(delegate, .nativeDidRecordImpression) { $0.ospreyNativeAdDidRecordImpression(self) }
    }

    private func clicked() {
        if !clickTracked {
            clickTracked = true
            ad.fire(.click, native.link.clicktrackers ?? [], in: context)
        }
        context.open(clickURL)
        context.call(delegate, .nativeDidClick) { $0.ospreyNativeAdDidClick(self) }
    }
}
