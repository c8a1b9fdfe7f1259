import AdReplay
import SampleAdSDK

/// The Sample network's stored form, older than ``SeamNetwork``'s flat one and kept so that every
/// committed fixture still reads, and re-records, byte for byte: named codes rather than numbers
/// (`"code": "noInventory"`), fields in the order written here rather than sorted, a native ad
/// summarized flat (`"variant": …, "mediaView": …, "imagesDownloaded": …`), a request's optional
/// fields left out when unset.
extension Sample {
    /// `{"request": "banner", "adUnit": …, "testMode": false, "answer": "fill"}`,
    /// `{"callback": "bannerDidFailToLoad", "code": "noInventory"}`, `{"effect": "log", "line": …}`.
    public static func storedMembers(of entry: SeamEntry<Sample>, at time: Int) -> [JSONValue.Member] {
        switch entry {
        case .exchange(let request, let answer, let requestedAt, _): exchangeMembers(request, answer, requestedAt: requestedAt, at: time)
        case .callback(let callback): callback.storedMembers
        case .effect(let effect): effect.storedMembers
        }
    }

    public static func entry(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> SeamEntry<Sample> {
        if fields.contains("request") {
            try exchange(stored: fields, at: time)
        } else if fields.contains("callback") {
            .callback(try SampleCallback(stored: fields))
        } else if fields.contains("effect") {
            .effect(try SampleSDKEffect(stored: fields))
        } else {
            throw FieldReader.Problem(message: "a sample entry needs \"request\", \"callback\" or \"effect\"")
        }
    }

    /// A callback is named by its Objective-C selector (`callback bannerDidLoad:`).
    public static func kind(of entry: SeamEntry<Sample>) -> String {
        switch entry {
        case .exchange: "request"
        case .callback(let callback): "callback \(callback.selector)"
        case .effect(let effect): "effect \(effect.storedName)"
        }
    }
}

extension SampleErrorCode {
    /// The code's name in fixtures and in `record --answer`: `noInventory`.
    var storedName: String {
        switch self {
        case .badRequest: "badRequest"
        case .unknown: "unknown"
        case .networkError: "networkError"
        case .noInventory: "noInventory"
        }
    }

    init?(storedName: String) {
        switch storedName {
        case "badRequest": self = .badRequest
        case "unknown": self = .unknown
        case "networkError": self = .networkError
        case "noInventory": self = .noInventory
        default: return nil
        }
    }

    init(stored fields: FieldReader, _ key: String) throws(FieldReader.Problem) {
        let name = try fields.string(key)
        guard let code = Self(storedName: name) else {
            throw FieldReader.Problem(message: "\"\(key)\" is \"\(name)\", not badRequest, unknown, networkError or noInventory")
        }
        self = code
    }
}

extension Sample {
    /// Stored where it was observed: when the answer arrived (the request went `latency` earlier).
    static func exchangeMembers(
        _ request: SampleNetworkRequest, _ answer: SampleNetworkAnswer, requestedAt: Int,
        at time: Int
    ) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = [
            .init(key: "request", value: .string(request.format.rawValue)),
            .init(key: "adUnit", value: request.adUnit.map(JSONValue.string) ?? .null),
            .init(key: "testMode", value: .bool(request.testMode)),
        ]
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        if let keywords = request.keywords { add("keywords", .array(keywords.map(JSONValue.string))) }
        if let value = request.shouldDownloadImages { add("downloadImages", .bool(value)) }
        if let value = request.preferredImageOrientation { add("orientation", .string(value.storedName)) }
        if let value = request.shouldRequestMultipleImages { add("multipleImages", .bool(value)) }
        switch answer.outcome {
        case .fill(let native):
            add("answer", .string("fill"))
            if let native {
                add("variant", .string(native.variant.rawValue))
                add("video", .bool(native.hasVideo))
            }
        case .failure(let code):
            add("answer", .string("failure"))
            add("code", .string(code.storedName))
        }
        if answer.latency != 0 { add("latency", .int(answer.latency)) }
        if requestedAt != time - answer.latency { add("requestedAt", .int(requestedAt)) }
        return members
    }

    static func exchange(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) -> SeamEntry<Sample> {
        let format = try fields.choice("request", SampleAdFormat.self)
        guard fields.contains("adUnit") else { throw FieldReader.Problem(message: "\"adUnit\" is missing (null when the app set none)") }
        var orientation: NativeAdImageOrientation?
        if let name = try fields.optionalString("orientation") {
            guard let value = NativeAdImageOrientation.allCases.first(where: { $0.storedName == name }) else {
                throw FieldReader.Problem(message: "\"orientation\" is \"\(name)\", not any, portrait or landscape")
            }
            orientation = value
        }
        let request = SampleNetworkRequest(
            format: format, adUnit: try fields.optionalString("adUnit"), testMode: try fields.bool("testMode"),
            keywords: try fields.optionalStringList("keywords"),
            shouldDownloadImages: try fields.optionalBool("downloadImages"), preferredImageOrientation: orientation,
            shouldRequestMultipleImages: try fields.optionalBool("multipleImages"))
        let latency = try fields.optionalInt("latency") ?? 0
        guard latency >= 0 else { throw FieldReader.Problem(message: "\"latency\" is negative") }
        let outcome: SampleNetworkAnswer.Outcome
        switch try fields.string("answer") {
        case "fill":
            if let variant = try fields.optionalChoice("variant", SampleNativeVariant.self) {
                outcome = .fill(native: SampleNativeFill(variant: variant, hasVideo: try fields.bool("video")))
            } else {
                outcome = .fill(native: nil)
            }
        case "failure": outcome = .failure(code: try SampleErrorCode(stored: fields, "code"))
        case let other: throw FieldReader.Problem(message: "\"answer\" is \"\(other)\", not fill or failure")
        }
        let (requestedAt, overflow) = time.subtractingReportingOverflow(latency)
        return .exchange(
            request: request, answer: SampleNetworkAnswer(outcome, latency: latency),
            requestedAt: try fields.optionalInt("requestedAt") ?? (overflow ? 0 : requestedAt), answeredAt: time)
    }
}

extension NativeAdImageOrientation {
    var storedName: String {
        switch self {
        case .any: "any"
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }
}

extension SampleCallback {
    /// The case name: the selector without its colons and argument labels.
    var storedName: String {
        switch self {
        case .bannerDidLoad: "bannerDidLoad"
        case .bannerDidFailToLoad: "bannerDidFailToLoad"
        case .bannerWillLeaveApplication: "bannerWillLeaveApplication"
        case .interstitialDidLoad: "interstitialDidLoad"
        case .interstitialDidFailToLoad: "interstitialDidFailToLoad"
        case .interstitialWillPresentScreen: "interstitialWillPresentScreen"
        case .interstitialWillDismissScreen: "interstitialWillDismissScreen"
        case .interstitialDidDismissScreen: "interstitialDidDismissScreen"
        case .interstitialWillLeaveApplication: "interstitialWillLeaveApplication"
        case .rewardedAdDidReceiveAd: "rewardedAdDidReceiveAd"
        case .rewardedAdDidFailToLoad: "rewardedAdDidFailToLoad"
        case .rewardedAdDidPresent: "rewardedAdDidPresent"
        case .rewardedAdUserDidEarnReward: "rewardedAdUserDidEarnReward"
        case .rewardedAdDidDismiss: "rewardedAdDidDismiss"
        case .appOpenAdDidReceiveAd: "appOpenAdDidReceiveAd"
        case .appOpenAdDidFailToLoad: "appOpenAdDidFailToLoad"
        case .appOpenAdWillPresent: "appOpenAdWillPresent"
        case .appOpenAdDidPresent: "appOpenAdDidPresent"
        case .appOpenAdDidDismiss: "appOpenAdDidDismiss"
        case .appOpenWillLeaveApplication: "appOpenWillLeaveApplication"
        case .adLoaderDidReceiveNativeAd: "adLoaderDidReceiveNativeAd"
        case .adLoaderDidFailToLoad: "adLoaderDidFailToLoad"
        case .nativeAdDidRecordImpression: "nativeAdDidRecordImpression"
        case .nativeAdDidRecordClick: "nativeAdDidRecordClick"
        }
    }

    var storedMembers: [JSONValue.Member] {
        var members = [JSONValue.Member(key: "callback", value: .string(storedName))]
        switch self {
        case .bannerDidFailToLoad(let code), .interstitialDidFailToLoad(let code), .rewardedAdDidFailToLoad(let code),
            .appOpenAdDidFailToLoad(let code), .adLoaderDidFailToLoad(let code):
            members.append(.init(key: "code", value: .string(code.storedName)))
        case .rewardedAdUserDidEarnReward(let amount): members.append(.init(key: "amount", value: .int(amount)))
        case .adLoaderDidReceiveNativeAd(let ad):
            members += [
                .init(key: "variant", value: .string(ad.variant.rawValue)), .init(key: "mediaView", value: .bool(ad.hasMediaView)),
                .init(key: "imagesDownloaded", value: .bool(ad.imagesDownloaded)),
            ]
        default: break
        }
        return members
    }

    private static let plain: [String: SampleCallback] = Dictionary(
        uniqueKeysWithValues: [
            SampleCallback.bannerDidLoad, .bannerWillLeaveApplication, .interstitialDidLoad, .interstitialWillPresentScreen,
            .interstitialWillDismissScreen, .interstitialDidDismissScreen, .interstitialWillLeaveApplication, .rewardedAdDidReceiveAd,
            .rewardedAdDidPresent, .rewardedAdDidDismiss, .appOpenAdDidReceiveAd, .appOpenAdWillPresent, .appOpenAdDidPresent,
            .appOpenAdDidDismiss, .appOpenWillLeaveApplication, .nativeAdDidRecordImpression, .nativeAdDidRecordClick,
        ].map { ($0.storedName, $0) })

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let name = try fields.string("callback")
        if let callback = Self.plain[name] {
            self = callback
            return
        }
        switch name {
        case "bannerDidFailToLoad": self = .bannerDidFailToLoad(code: try SampleErrorCode(stored: fields, "code"))
        case "interstitialDidFailToLoad": self = .interstitialDidFailToLoad(code: try SampleErrorCode(stored: fields, "code"))
        case "rewardedAdDidFailToLoad": self = .rewardedAdDidFailToLoad(code: try SampleErrorCode(stored: fields, "code"))
        case "appOpenAdDidFailToLoad": self = .appOpenAdDidFailToLoad(code: try SampleErrorCode(stored: fields, "code"))
        case "adLoaderDidFailToLoad": self = .adLoaderDidFailToLoad(code: try SampleErrorCode(stored: fields, "code"))
        case "rewardedAdUserDidEarnReward": self = .rewardedAdUserDidEarnReward(amount: try fields.int("amount"))
        case "adLoaderDidReceiveNativeAd":
            self = .adLoaderDidReceiveNativeAd(
                SampleNativeAdSummary(
                    variant: try fields.choice("variant", SampleNativeVariant.self), hasMediaView: try fields.bool("mediaView"),
                    imagesDownloaded: try fields.bool("imagesDownloaded")))
        default: throw FieldReader.Problem(message: "\"callback\" is \"\(name)\", not a Sample SDK delegate call")
        }
    }
}

extension SampleSDKEffect {
    /// The effect's name without arguments.
    var storedName: String {
        switch self {
        case .log: "log"
        case .openedURL: "openedURL"
        case .text: "text"
        case .closeButtonShown: "closeButtonShown"
        case .presented: "presented"
        case .dismissed: "dismissed"
        }
    }

    var storedMembers: [JSONValue.Member] {
        var members = [JSONValue.Member(key: "effect", value: .string(storedName))]
        func add(_ key: String, _ value: String) { members.append(.init(key: key, value: .string(value))) }
        switch self {
        case .log(let line): add("line", line)
        case .openedURL(let url): add("url", url)
        case .text(let view, let text): add("view", view); add("text", text)
        case .closeButtonShown(let controller): add("controller", controller)
        case .presented(let screen, let from):
            add("screen", screen)
            if let from { add("from", from) }
        case .dismissed(let screen): add("screen", screen)
        }
        return members
    }

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let kind = try fields.string("effect")
        switch kind {
        case "log": self = .log(try fields.string("line"))
        case "openedURL": self = .openedURL(try fields.string("url"))
        case "text": self = .text(view: try fields.string("view"), text: try fields.string("text"))
        case "closeButtonShown": self = .closeButtonShown(controller: try fields.string("controller"))
        case "presented": self = .presented(try fields.string("screen"), from: try fields.optionalString("from"))
        case "dismissed": self = .dismissed(try fields.string("screen"))
        default:
            throw FieldReader.Problem(
                message: "\"effect\" is \"\(kind)\", not log, openedURL, text, closeButtonShown, presented or dismissed")
        }
    }
}
