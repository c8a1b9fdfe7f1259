import AdReplay
import AdReplaySample
import AdapterTestSupport
import Foundation
import Mediation
import NeutralUI
import SampleAdSDK

/// What the Swift family hands the host (Google's googleads-mobile-ios-mediation
/// example/CustomEventSwift/*.swift, with the contracts of Sources/AdReplay/AdReplay.docc/Contracts.md), written out once.
enum Expected {
    static let errorDomain = "com.google.customevent.samplenetwork"
    static let legacyErrorDomain = "com.google.CustomEvent"

    /// The Swift text interpolates the Sample code itself, so it names the case: `…code: noInventory`.
    static func loadFailureText(_ code: SampleErrorCode) -> String {
        "Sample SDK returned an ad load failure callback with error code: \(caseName(code))"
    }

    static func caseName(_ code: SampleErrorCode) -> String {
        switch code {
        case .badRequest: "badRequest"
        case .unknown: "unknown"
        case .networkError: "networkError"
        case .noInventory: "noInventory"
        }
    }

    /// The text sits under the plain key "description", so the host's description is Foundation's
    /// generic sentence (Apple's spelling) and there is no failure reason.
    static func loadFailure(_ code: SampleErrorCode) -> ErrorSummary {
        ErrorSummary(
            domain: errorDomain, code: 101,
            description: "The operation couldn’t be completed. (com.google.customevent.samplenetwork error 101.)",
            userInfo: ["description": loadFailureText(code)])
    }

    static func loadFailureLine(_ code: SampleErrorCode, at time: Int = 0) -> String {
        "\(time) ms  host loadCompleted error \(loadFailure(code).summary)"
    }

    /// The legacy API's error: the Sample code in com.google.CustomEvent, no user info.
    static func legacyLoadFailureLine(_ code: SampleErrorCode, at time: Int = 0) -> String {
        "\(time) ms  host loadCompleted error com.google.CustomEvent \(code.rawValue) \"The operation couldn’t be completed. (com.google.CustomEvent error \(code.rawValue).)\""
    }

    // MARK: Native assets (the fake ads of example/SDK/SampleNativeAdLoader.m, as
    // example/CustomEventSwift/SampleCustomEventNativeAdSwift.swift maps them)

    static let greenImage = Image(size: Size(width: 300, height: 150), color: Color(red: 0, green: 0.8, blue: 0))
    static let blueIcon = Image(size: Size(width: 50, height: 50), color: Color(red: 0, green: 0, blue: 0.8))

    /// The file URL made from the Sample SDK's https string (`URL(fileURLWithPath:)` in
    /// example/CustomEventSwift/SampleCustomEventNativeAdSwift.swift), as the harness writes it.
    static func portableFileURL(_ file: String) -> String {
        "file://$CWD/https%3A//www.example.com/\(file)"
    }

    /// The assets of a Sample ad with video. The current-API adapter leaves `hasVideoContent` to
    /// the host's default (false); the legacy mapper says true.
    static func nativeAssets(_ variant: SampleNativeVariant, hasVideoContent: Bool, imagesDownloaded: Bool = true) -> NativeAssets {
        let image =
            imagesDownloaded
            ? ImageSummary(image: greenImage, url: nil, scale: 1)
            : ImageSummary(image: nil, url: portableFileURL("some_other_image.gif"), scale: 1)
        let icon =
            imagesDownloaded
            ? ImageSummary(image: blueIcon, url: nil, scale: 1)
            : ImageSummary(image: nil, url: portableFileURL("some_image.gif"), scale: 1)
        switch variant {
        case .content:
            return NativeAssets(
                headline: "Sample Content!",
                body:
                    "This is a sample ad, so there's no real content. In the event of a real ad, though, some persuasive text would appear here.",
                callToAction: "Take Action", advertiser: "An advertiser", price: nil, store: nil, starRating: nil,
                images: [image], icon: icon, extraAssets: ["DegreeOfAwesomeness": "Fairly Awesome!"],
                hasVideoContent: hasVideoContent, hasMediaView: true, hasAdChoicesView: true,
                handlesUserClicks: false, handlesUserImpressions: false)
        case .app:
            return NativeAssets(
                headline: "Sample App!", body: "This app doesn't actually exist.", callToAction: "Take Action",
                advertiser: nil, price: "$1.99", store: "Sample Store", starRating: "4.5",
                images: [image], icon: icon, extraAssets: ["DegreeOfAwesomeness": "Quite Awesome!"],
                hasVideoContent: hasVideoContent, hasMediaView: true, hasAdChoicesView: true,
                handlesUserClicks: false, handlesUserImpressions: false)
        }
    }

    static func nativeLoadLine(_ assets: NativeAssets, at time: Int = 0) -> String {
        "\(time) ms  host loadCompleted ad native \(assets)"
    }

    /// The SDK line for a native fill with video.
    static func nativeFillCallback(_ variant: SampleNativeVariant, imagesDownloaded: Bool = true, at time: Int = 0) -> String {
        "\(time) ms  sample callback adLoader:didReceiveNativeAd: \(variant), video, \(imagesDownloaded ? "images" : "image URLs")"
    }

    /// The media view's progress texts after a render at `time` (`playMedia` in
    /// example/SDK/SampleMediaView.m: 10/6, 10/4, 10/3 and 10/2 s, in whole seconds).
    static func mediaProgress(renderedAt time: Int) -> [String] {
        [(1_000, 20), (2_000, 40), (3_000, 60), (5_000, 100)].map {
            "\(time + $0.0) ms  sample effect SampleMediaView text \"\($0.1)% loaded\""
        }
    }
}

/// Everything a host can read off a `MediationError`, comparable in one `#expect`.
struct ErrorFacts: Equatable, CustomStringConvertible {
    var domain: String
    var code: Int
    var localizedDescription: String
    var localizedFailureReason: String?
    var userInfo: [String: String]

    init(_ error: MediationError) {
        domain = error.domain
        code = error.code
        localizedDescription = error.localizedDescription
        localizedFailureReason = error.localizedFailureReason
        userInfo = error.userInfo
    }

    init(domain: String, code: Int, localizedDescription: String, localizedFailureReason: String?, userInfo: [String: String]) {
        self.domain = domain
        self.code = code
        self.localizedDescription = localizedDescription
        self.localizedFailureReason = localizedFailureReason
        self.userInfo = userInfo
    }

    /// The Swift family's load failure for Sample `code`: 101, the text only under "description".
    static func loadFailure(_ code: SampleErrorCode) -> ErrorFacts {
        ErrorFacts(
            domain: Expected.errorDomain, code: 101,
            localizedDescription: "The operation couldn’t be completed. (com.google.customevent.samplenetwork error 101.)",
            localizedFailureReason: nil, userInfo: ["description": Expected.loadFailureText(code)])
    }

    var description: String {
        "\(domain) \(code) \"\(localizedDescription)\" reason \(localizedFailureReason.map { "\"\($0)\"" } ?? "nil") userInfo \(userInfo)"
    }
}
