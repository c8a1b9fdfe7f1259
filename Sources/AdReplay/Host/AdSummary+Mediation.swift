import Foundation
import Mediation
import NeutralUI
import Synchronization

extension NativeAssets {
    /// Reads every asset the host can see off a mediated native ad.
    init(_ ad: any MediatedUnifiedNativeAd, handlesUserClicks: Bool, handlesUserImpressions: Bool) {
        self.init(
            headline: ad.headline, body: ad.body, callToAction: ad.callToAction, advertiser: ad.advertiser,
            price: ad.price, store: ad.store, starRating: ad.starRating.map { "\($0.decimalValue)" },
            images: ad.images.map { $0.map(ImageSummary.init) }, icon: ad.icon.map(ImageSummary.init),
            extraAssets: ad.extraAssets.map(MediationValueText.texts(of:)), hasVideoContent: ad.hasVideoContent,
            hasMediaView: ad.mediaView != nil,
            hasAdChoicesView: ad.adChoicesView != nil, handlesUserClicks: handlesUserClicks,
            handlesUserImpressions: handlesUserImpressions)
    }
}

extension ImageSummary {
    init(_ image: NativeAdImage) {
        self.init(image: image.image, url: image.imageURL.map { Self.portable($0.absoluteString) }, scale: image.scale)
    }

    /// A file URL under the working directory is written with `$CWD` in its place, so a fixture
    /// recorded in one checkout replays in another (the Sample adapter turns its https image URLs
    /// into file URLs relative to the working directory).
    static func portable(_ url: String) -> String {
        guard url.hasPrefix("file://") else { return url }
        let cwd = workingDirectoryURL
        guard url.hasPrefix(cwd) else { return url }
        return "file://$CWD/" + url.dropFirst(cwd.count)
    }

    /// The working directory as a file URL's text, made once per directory (a session renders
    /// images often; a process seldom changes directory).
    private static var workingDirectoryURL: String {
        let path = FileManager.default.currentDirectoryPath
        if let known = lastWorkingDirectory.withLock({ $0 }), known.path == path { return known.url }
        let url = URL(fileURLWithPath: path, isDirectory: true).absoluteString
        lastWorkingDirectory.withLock { $0 = (path, url) }
        return url
    }

    private static let lastWorkingDirectory = Mutex<(path: String, url: String)?>(nil)
}

extension CustomNativeSummary {
    init(_ ad: CustomNativeAd) {
        var assets: [String: String] = [:]
        for key in ad.availableAssetKeys {
            if let text = ad.string(forKey: key) {
                assets[key] = text
            } else if let image = ad.image(forKey: key) {
                assets[key] = ImageSummary(image).description
            }
        }
        self.init(
            formatID: ad.formatID, assets: assets, hasVideoContent: ad.videoController.hasVideoContent,
            hasMediaView: ad.mediaView != nil, hasAdChoices: ad.image(forKey: NativeAdChoicesViewAsset) != nil)
    }
}
