import AdReplay
import SampleAdSDK

extension SampleEntry {
    /// `{"request": "banner", "adUnit": …, "testMode": false, "answer": "fill"}`,
    /// `{"callback": "bannerDidFailToLoad", "code": "noInventory"}`, `{"effect": "log", "line": …}`.
    public func storedMembers(at time: Int) throws -> [JSONValue.Member] {
        switch self {
        case .exchange(let exchange): exchange.storedMembers(at: time)
        case .callback(let callback): callback.storedMembers
        case .effect(let effect): effect.storedMembers
        }
    }

    init(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) {
        if fields.contains("request") {
            self = .exchange(try SampleNetworkExchange(stored: fields, at: time))
        } else if fields.contains("callback") {
            self = .callback(try SampleCallback(stored: fields))
        } else if fields.contains("effect") {
            self = .effect(try SampleSDKEffect(stored: fields))
        } else {
            throw FieldReader.Problem(message: "a sample entry needs \"request\", \"callback\" or \"effect\"")
        }
    }
}

extension SampleErrorCode {
    /// The code's name in fixtures: `noInventory`.
    var storedName: String {
        switch self {
        case .badRequest: "badRequest"
        case .unknown: "unknown"
        case .networkError: "networkError"
        case .noInventory: "noInventory"
        }
    }

    init(stored fields: FieldReader, _ key: String) throws(FieldReader.Problem) {
        let name = try fields.string(key)
        guard let code = Self.allCases.first(where: { $0.storedName == name }) else {
            throw FieldReader.Problem(message: "\"\(key)\" is \"\(name)\", not badRequest, unknown, networkError or noInventory")
        }
        self = code
    }
}

extension SampleNetworkExchange {
    /// Stored where it was observed: when the answer arrived (the request went `latency` earlier).
    func storedMembers(at time: Int) -> [JSONValue.Member] {
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

    init(stored fields: FieldReader, at time: Int) throws(FieldReader.Problem) {
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
        self.init(request: request, answer: SampleNetworkAnswer(outcome, latency: latency),
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
            members += [.init(key: "variant", value: .string(ad.variant.rawValue)), .init(key: "mediaView", value: .bool(ad.hasMediaView)),
                        .init(key: "imagesDownloaded", value: .bool(ad.imagesDownloaded))]
        default: break
        }
        return members
    }

    private static let plain: [String: SampleCallback] = Dictionary(uniqueKeysWithValues: [
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
            self = .adLoaderDidReceiveNativeAd(SampleNativeAdSummary(
                variant: try fields.choice("variant", SampleNativeVariant.self), hasMediaView: try fields.bool("mediaView"),
                imagesDownloaded: try fields.bool("imagesDownloaded")))
        default: throw FieldReader.Problem(message: "\"callback\" is \"\(name)\", not a Sample SDK delegate call")
        }
    }
}

extension SampleSDKEffect {
    var storedMembers: [JSONValue.Member] {
        var members = [JSONValue.Member(key: "effect", value: .string(kind))]
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
        default: throw FieldReader.Problem(message: "\"effect\" is \"\(kind)\", not log, openedURL, text, closeButtonShown, presented or dismissed")
        }
    }
}
