import Mediation

/// How a timeline entry is stored in a schema-2 fixture: one flat JSON object, `at` first, then the
/// seam as a plain word whose value names the entry, then its arguments as fields:
///
/// ```json
/// {"at": 1000, "do": "present"}
/// {"at": 1000, "sdk": "sample", "callback": "rewardedAdDidPresent"}
/// {"at": 1000, "host": "willPresentFullScreenView"}
/// ```
///
/// `"sdk"` names the network the entry belongs to; what follows is that network's own fields.
extension TimelineEntry {
    typealias Member = JSONValue.Member

    func storedMembers() throws -> [Member] {
        var members = [Member(key: "at", value: .int(at))]
        switch event {
        case .step(let action): members += action.storedMembers
        case .host(let event):
            members += try event.storedMembers()
            if let ad { members.append(Member(key: "forAd", value: .int(ad))) }
        case .sdk(let entry):
            members.append(Member(key: "sdk", value: .string(entry.sdk)))
            members += try entry.storedMembers(at: at)
        }
        return members
    }

    init(stored value: JSONValue, networks: [any NetworkPlugin]) throws(FieldReader.Problem) {
        let fields = try FieldReader(value, what: "the entry")
        let at = try fields.int("at")
        guard at >= 0 else { throw FieldReader.Problem(message: "\"at\" is negative") }
        var seam: String?
        for member in fields.members where Self.isSeam(member.key) {
            if seam != nil {
                let named = ["do", "host", "sdk"].filter(fields.contains).map { "\"\($0)\"" }.joined(separator: ", ")
                throw FieldReader.Problem(message: "it names more than one seam (\(named))")
            }
            seam = member.key
        }
        switch seam {
        case "do": self.init(at: at, .step(try HostAction(stored: fields)))
        case "host":
            let ad = try fields.optionalInt("forAd")
            if let ad, ad < 1 { throw FieldReader.Problem(message: "\"forAd\" is \(ad), not a load number (1 or more)") }
            self.init(at: at, .host(try HostEvent(stored: fields)), ad: ad)
        case "sdk": self.init(at: at, .sdk(try SDKEntry(stored: fields, at: at, networks: networks)))
        default:
            throw FieldReader.Problem(message: "it names no seam (\"do\", \"sdk\" or \"host\")")
        }
    }
}

extension TimelineEntry {
    /// Whether `key` is `"do"`, `"host"` or `"sdk"`. Lengths first: comparing two strings of
    /// different contents is a call, and every member of every entry is asked.
    private static func isSeam(_ key: String) -> Bool {
        switch key.utf8.count {
        case 2: key == "do"
        case 3: key == "sdk"
        case 4: key == "host"
        default: false
        }
    }
}

/// The fields of a Codable value, in the order it encodes them; nested objects with sorted keys
/// (dictionaries encode in hash order, and bytes must not depend on it).
func storedFields<Value: Encodable>(of value: Value) throws -> [JSONValue.Member] {
    guard case .object(let members) = try JSONValueEncoder().encode(value) else { return [] }
    return members.map { JSONValue.Member(key: $0.key, value: $0.value.sortingKeys()) }
}

extension JSONValue {
    /// The same value with every object's keys sorted, at every depth.
    func sortingKeys() -> JSONValue {
        switch self {
        case .array(let elements): .array(elements.map { $0.sortingKeys() })
        case .object(let members):
            .object(members.map { Member(key: $0.key, value: $0.value.sortingKeys()) }.sorted { $0.key < $1.key })
        default: self
        }
    }
}

// MARK: - Script steps

extension HostAction {
    var storedMembers: [JSONValue.Member] {
        var members = [JSONValue.Member(key: "do", value: .string(verb))]
        switch self {
        case .click(let asset): members.append(.init(key: "asset", value: .string(asset)))
        case .customClickHandler(let on): members.append(.init(key: "on", value: .bool(on)))
        case .chooseAlertButton(let title): members.append(.init(key: "button", value: .string(title)))
        default: break
        }
        return members
    }

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let verb = try fields.string("do")
        switch verb {
        case "load": self = .load
        case "present": self = .present
        case "tap": self = .tap
        case "close": self = .close
        case "render": self = .render
        case "impression": self = .impression
        case "click": self = .click(asset: try fields.string("asset"))
        case "untrack": self = .untrack
        case "adchoices": self = .tapAdChoices
        case "click-handler": self = .customClickHandler(try fields.bool("on"))
        case "choose": self = .chooseAlertButton(try fields.string("button"))
        default: throw FieldReader.Problem(message: "\"do\" is \"\(verb)\", not a script action")
        }
    }
}

// MARK: - Host events

extension HostEvent {
    func storedMembers() throws -> [JSONValue.Member] {
        var members = [JSONValue.Member(key: "host", value: .string(storedName))]
        func add(_ key: String, _ value: JSONValue) { members.append(.init(key: key, value: value)) }
        switch self {
        case .loadCompleted(.ad(let summary)):
            switch summary {
            case .fullScreen: add("ad", .string("fullScreen"))
            case .banner(let banner):
                add("ad", .string("banner"))
                members += try storedFields(of: banner)
            case .native(let assets):
                add("ad", .string("native"))
                members += try storedFields(of: assets)
            case .customNative(let ad):
                add("ad", .string("customNative"))
                members += try storedFields(of: ad)
            }
        case .loadCompleted(.error(let error)), .didFailToPresent(let error): add("error", error.stored)
        case .loadCompleted(.empty): break
        case .setUpCompleted(let error): if let error { add("error", error.stored) }
        case .signalsCollected(let signals, let error):
            if let signals { add("signals", .string(signals)) }
            if let error { add("error", error.stored) }
        case .notification(let notification): add("name", .string(notification.rawValue))
        case .customNative(let event): members += event.storedMembers
        default: break
        }
        return members
    }

    /// The event's name in a fixture: the case name.
    var storedName: String {
        switch self {
        case .didFailToPresent: "didFailToPresent"
        case .notification: "notification"
        case .customNative: "customNative"
        default: kind
        }
    }

    private static let plain: [String: HostEvent] = Dictionary(
        uniqueKeysWithValues: [
            HostEvent.reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
            .didDismissFullScreenView, .didRewardUser, .didStartVideo, .didEndVideo, .didPlayVideo,
            .didPauseVideo, .didMuteVideo, .didUnmuteVideo,
        ].map { ($0.kind, $0) })

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let name = try fields.string("host")
        if let event = Self.plain[name] {
            self = event
            return
        }
        switch name {
        case "loadCompleted":
            if fields.contains("error") {
                self = .loadCompleted(.error(try ErrorSummary(stored: fields.json("error"))))
                return
            }
            let kind = try fields.optionalString("ad")
            switch kind {
            case nil: self = .loadCompleted(.empty)
            case "fullScreen": self = .loadCompleted(.ad(.fullScreen))
            case "banner": self = .loadCompleted(.ad(.banner(try BannerSummary(stored: fields))))
            case "native": self = .loadCompleted(.ad(.native(try NativeAssets(stored: fields))))
            case "customNative":
                self = .loadCompleted(.ad(.customNative(try CustomNativeSummary(stored: fields))))
            case let other?:
                throw FieldReader.Problem(message: "\"ad\" is \"\(other)\", not fullScreen, banner, native or customNative")
            }
        case "didFailToPresent": self = .didFailToPresent(error: try ErrorSummary(stored: fields.json("error")))
        case "setUpCompleted":
            self = .setUpCompleted(error: try fields.optionalJSON("error").map(ErrorSummary.init(stored:)))
        case "signalsCollected":
            self = .signalsCollected(
                signals: try fields.optionalString("signals"),
                error: try fields.optionalJSON("error").map(ErrorSummary.init(stored:)))
        case "notification": self = .notification(try fields.choice("name", MediatedNativeAdNotification.self))
        case "customNative": self = .customNative(try CustomNativeEvent(stored: fields))
        default: throw FieldReader.Problem(message: "\"host\" is \"\(name)\", not a host event")
        }
    }
}

extension ErrorSummary {
    /// `{"domain": …, "code": …, "description": …, "failureReason": …, "userInfo": {…}}`, on one line.
    var stored: JSONValue {
        var members: [JSONValue.Member] = [
            .init(key: "domain", value: .string(domain)), .init(key: "code", value: .int(code)),
            .init(key: "description", value: .string(description)),
        ]
        if let failureReason { members.append(.init(key: "failureReason", value: .string(failureReason))) }
        if let userInfo {
            members.append(
                .init(key: "userInfo", value: .object(userInfo.keys.sorted().map { .init(key: $0, value: .string(userInfo[$0] ?? "")) })))
        }
        return .object(members)
    }

    init(stored value: JSONValue) throws(FieldReader.Problem) {
        let fields = try FieldReader(value, what: "\"error\"")
        var userInfo: [String: String]?
        if let info = try fields.optionalStringDictionary("userInfo") { userInfo = info }
        self.init(
            domain: try fields.string("domain"), code: try fields.int("code"), description: try fields.string("description"),
            failureReason: try fields.optionalString("failureReason"), userInfo: userInfo)
    }
}

extension CustomNativeEvent {
    var storedMembers: [JSONValue.Member] {
        var members = [JSONValue.Member(key: "event", value: .string(kind))]
        func add(_ key: String, _ value: String) { members.append(.init(key: key, value: .string(value))) }
        switch self {
        case .click(let asset, let path):
            add("asset", asset)
            switch path {
            case .customClickHandler(let key): add("via", "customClickHandler"); add("assetKey", key)
            case .deepLink(let url): add("via", "deepLink"); add("url", url)
            case .browser(let url): add("via", "browser"); add("url", url)
            case .adChoices(let url): add("via", "adChoices"); add("url", url)
            }
        case .clickIgnored(let asset), .customClickHandlerCalled(let asset): add("asset", asset)
        case .openedURL(let url): add("url", url)
        case .impressionRecorded, .impressionIgnored, .delegateDidRecordImpression, .delegateDidRecordClick: break
        }
        return members
    }

    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let kind = try fields.string("event")
        switch kind {
        case "impressionRecorded": self = .impressionRecorded
        case "impressionIgnored": self = .impressionIgnored
        case "delegateDidRecordImpression": self = .delegateDidRecordImpression
        case "delegateDidRecordClick": self = .delegateDidRecordClick
        case "clickIgnored": self = .clickIgnored(asset: try fields.string("asset"))
        case "customClickHandlerCalled": self = .customClickHandlerCalled(asset: try fields.string("asset"))
        case "openedURL": self = .openedURL(try fields.string("url"))
        case "click":
            let via = try fields.string("via")
            let path: MediationEvent.ClickPath
            switch via {
            case "customClickHandler": path = .customClickHandler(assetKey: try fields.string("assetKey"))
            case "deepLink": path = .deepLink(url: try fields.string("url"))
            case "browser": path = .browser(url: try fields.string("url"))
            case "adChoices": path = .adChoices(url: try fields.string("url"))
            default: throw FieldReader.Problem(message: "\"via\" is \"\(via)\", not customClickHandler, deepLink, browser or adChoices")
            }
            self = .click(asset: try fields.string("asset"), path: path)
        default: throw FieldReader.Problem(message: "\"event\" is \"\(kind)\", not a custom native event")
        }
    }
}

extension SDKEntry {
    /// Read by the plug-in of the network it names; a network no plug-in knows is kept as stored.
    init(stored fields: FieldReader, at time: Int, networks: [any NetworkPlugin]) throws(FieldReader.Problem) {
        let sdk = try fields.string("sdk")
        if let plugin = networks.first(where: { $0.name == sdk }) {
            self.init(sdk: sdk, try plugin.entry(stored: fields, at: time))
        } else {
            self.init(sdk: sdk, StoredNetworkEntry(members: fields.members.filter { $0.key != "at" && $0.key != "sdk" }))
        }
    }

    func storedMembers(at time: Int) throws -> [JSONValue.Member] {
        try entry.storedMembers(at: time)
    }
}
