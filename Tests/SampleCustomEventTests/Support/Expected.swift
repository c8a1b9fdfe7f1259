import AdReplay
import AdReplaySample
import AdapterTestSupport
import Foundation
import Mediation
import NeutralUI
import SampleAdSDK

/// What crosses the host boundary (from Google's googleads-mobile-ios-mediation
/// example/CustomEvent/*.m, with the contracts of Sources/AdReplay/AdReplay.docc/Contracts.md), written out once.
enum Expected {
    static let errorDomain = "com.google.customevent.samplenetwork"
    static let legacyErrorDomain = "com.google.CustomEvent"
    static let interstitialNotLoaded = "The interstitial ad failed to present because the ad was not loaded."
    static let appOpenNotLoaded = "The app open ad failed to present because the ad was not loaded."

    static func loadFailureText(_ code: SampleErrorCode) -> String {
        "Sample SDK returned an ad load failure callback with error code: \(code.rawValue)"
    }

    /// Error 101 for a Sample load failure with `code`.
    static func loadFailure(_ code: SampleErrorCode) -> ErrorSummary {
        ErrorSummary(domain: errorDomain, code: 101, description: loadFailureText(code))
    }

    /// The legacy API's error: domain com.google.CustomEvent, the Sample code, no user info, so
    /// Foundation's generic sentence (in Apple's spelling) is its description.
    static func legacyLoadFailure(_ code: SampleErrorCode) -> ErrorSummary {
        ErrorSummary(
            domain: legacyErrorDomain, code: code.rawValue,
            description: "The operation couldn’t be completed. (com.google.CustomEvent error \(code.rawValue).)")
    }

    /// The host line for a failed load at `time`.
    static func failedLoadLine(_ error: ErrorSummary, at time: Int = 0) -> String {
        "\(time) ms  host loadCompleted error \(error.summary)"
    }

    /// The host line for the adapter's load failure (101) for Sample `code` at `time`.
    static func loadFailureLine(_ code: SampleErrorCode, at time: Int = 0) -> String {
        failedLoadLine(loadFailure(code), at: time)
    }

    static func presentFailureLine(_ description: String, at time: Int) -> String {
        "\(time) ms  host didFailToPresentWithError \(errorDomain) 102 \"\(description)\""
    }

    // MARK: Native assets (the fake ads of example/SDK/SampleNativeAdLoader.m, as
    // example/CustomEvent/SampleCustomEventNativeAd.m maps them)

    static let greenImage = Image(size: Size(width: 300, height: 150), color: Color(red: 0, green: 0.8, blue: 0))
    static let blueIcon = Image(size: Size(width: 50, height: 50), color: Color(red: 0, green: 0, blue: 0.8))

    /// The file URL the adapter builds from the Sample SDK's https string, as the harness writes
    /// it: relative to the working directory, with `$CWD` in its place. swift-corelibs-foundation
    /// percent-encodes the scheme's colon and keeps both slashes (the adapter hands the https
    /// string to `initFileURLWithPath:`, example/CustomEvent/SampleCustomEventNativeAd.m).
    static func portableFileURL(_ file: String) -> String {
        "file://$CWD/https%3A//www.example.com/\(file)"
    }

    static let imageURL = portableFileURL("some_other_image.gif")
    static let iconURL = portableFileURL("some_image.gif")

    static func nativeAssets(
        _ variant: SampleNativeVariant, video: Bool, imagesDownloaded: Bool = true, selfTracking: Bool = false
    ) -> NativeAssets {
        let image =
            imagesDownloaded
            ? ImageSummary(image: greenImage, url: nil, scale: 1)
            : ImageSummary(image: nil, url: imageURL, scale: 1)
        let icon =
            imagesDownloaded
            ? ImageSummary(image: blueIcon, url: nil, scale: 1)
            : ImageSummary(image: nil, url: iconURL, scale: 1)
        switch variant {
        case .content:
            return NativeAssets(
                headline: "Sample Content!",
                body:
                    "This is a sample ad, so there's no real content. In the event of a real ad, though, some persuasive text would appear here.",
                callToAction: "Take Action", advertiser: "An advertiser", price: nil, store: nil, starRating: nil,
                images: [image], icon: icon, extraAssets: ["DegreeOfAwesomeness": "Fairly Awesome!"],
                hasVideoContent: video, hasMediaView: video, hasAdChoicesView: true,
                handlesUserClicks: selfTracking, handlesUserImpressions: selfTracking)
        case .app:
            return NativeAssets(
                headline: "Sample App!", body: "This app doesn't actually exist.", callToAction: "Take Action",
                advertiser: nil, price: "$1.99", store: "Sample Store", starRating: "4.5",
                images: [image], icon: icon, extraAssets: ["DegreeOfAwesomeness": "Quite Awesome!"],
                hasVideoContent: video, hasMediaView: video, hasAdChoicesView: true,
                handlesUserClicks: selfTracking, handlesUserImpressions: selfTracking)
        }
    }

    /// The host line of a native completion at `time` carrying `assets`.
    static func nativeLoadLine(_ assets: NativeAssets, at time: Int = 0) -> String {
        "\(time) ms  host loadCompleted ad native \(assets)"
    }

    /// The SDK line for a native fill.
    static func nativeFillCallback(
        _ variant: SampleNativeVariant, video: Bool, imagesDownloaded: Bool = true,
        at time: Int = 0
    ) -> String {
        "\(time) ms  sample callback adLoader:didReceiveNativeAd: \(variant), \(video ? "video" : "no video"), \(imagesDownloaded ? "images" : "image URLs")"
    }

    /// The media view's progress texts after a render at `time` (`playMedia` in
    /// example/SDK/SampleMediaView.m: 10/6, 10/4, 10/3 and 10/2 s, in whole seconds).
    static func mediaProgress(renderedAt time: Int) -> [String] {
        [(1_000, 20), (2_000, 40), (3_000, 60), (5_000, 100)].map {
            "\(time + $0.0) ms  sample effect SampleMediaView text \"\($0.1)% loaded\""
        }
    }
}

/// Everything a host can read off a `MediationError`, comparable in one `#expect` that prints
/// both sides when they differ.
struct ErrorFacts: Equatable, CustomStringConvertible {
    var domain: String
    var code: Int
    var localizedDescription: String
    var localizedFailureReason: String?
    var userInfoKeys: [String]

    init(_ error: MediationError) {
        domain = error.domain
        code = error.code
        localizedDescription = error.localizedDescription
        localizedFailureReason = error.localizedFailureReason
        userInfoKeys = error.userInfo.keys.sorted()
    }

    init(domain: String, code: Int, text: String) {
        self.domain = domain
        self.code = code
        localizedDescription = text
        localizedFailureReason = text
        userInfoKeys = [MediationError.localizedDescriptionKey, MediationError.localizedFailureReasonKey]
    }

    /// The adapter's load failure for Sample `code`: 101, the text as both localized description
    /// and failure reason (`SampleCustomEventErrorWithCodeAndDescription` in
    /// example/CustomEvent/SampleCustomEventUtils.m).
    static func loadFailure(_ code: SampleErrorCode) -> ErrorFacts {
        ErrorFacts(domain: Expected.errorDomain, code: 101, text: Expected.loadFailureText(code))
    }

    /// The adapter's present failure (102) with `text`.
    static func presentFailure(_ text: String) -> ErrorFacts {
        ErrorFacts(domain: Expected.errorDomain, code: 102, text: text)
    }

    var description: String {
        "\(domain) \(code) \"\(localizedDescription)\" reason \(localizedFailureReason.map { "\"\($0)\"" } ?? "nil") keys \(userInfoKeys)"
    }
}
