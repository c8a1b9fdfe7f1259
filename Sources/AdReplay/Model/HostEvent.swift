import Mediation

/// One adapter → host call, with its payload: the golden output of a fixture.
public enum HostEvent: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum LoadCompletedCodingKeys: String, CodingKey { case _0 = "outcome" }
    private enum NotificationCodingKeys: String, CodingKey { case _0 = "name" }
    private enum CustomNativeCodingKeys: String, CodingKey { case _0 = "event" }

    /// The load completion handler (or the legacy delegate's did-receive / did-fail) was called.
    case loadCompleted(LoadOutcome)
    case reportImpression
    case reportClick
    case willPresentFullScreenView
    case didFailToPresent(error: ErrorSummary)
    case willDismissFullScreenView
    case didDismissFullScreenView
    case didRewardUser
    case didStartVideo
    case didEndVideo
    case didPlayVideo
    case didPauseVideo
    case didMuteVideo
    case didUnmuteVideo
    /// The legacy notification source (`MediatedUnifiedNativeAdNotificationSource`).
    case notification(MediatedNativeAdNotification)
    /// The host's own custom native ad did something.
    case customNative(CustomNativeEvent)
    /// The adapter's `setUp` completion.
    case setUpCompleted(error: ErrorSummary?)
    /// A bidding adapter's `collectSignals` completion: its signals, or the error, or neither.
    /// Held indirectly: a rare event, and its payload would make every host event larger.
    indirect case signalsCollected(signals: String?, error: ErrorSummary?)

    public var description: String {
        switch self {
        case .loadCompleted(let outcome): "loadCompleted \(outcome)"
        case .didFailToPresent(let error): "didFailToPresentWithError \(error.summary)"
        case .notification(let notification): "notificationSource.\(notification.rawValue)"
        case .customNative(let event): "customNative \(event)"
        case .setUpCompleted(let error): "setUpCompleted \(error?.summary ?? "ok")"
        case .signalsCollected(let signals, let error):
            "signalsCollected "
                + [signals.map { "signals \"\($0.escapingControlCharacters)\"" }, error.map { "error \($0.summary)" }]
                .compactMap { $0 }.joined(separator: ", ").ifEmpty("(nil, nil)")
        default: kind
        }
    }

    /// The event's name without payload: what a diff's headline names.
    public var kind: String {
        switch self {
        case .loadCompleted: "loadCompleted"
        case .reportImpression: "reportImpression"
        case .reportClick: "reportClick"
        case .willPresentFullScreenView: "willPresentFullScreenView"
        case .didFailToPresent: "didFailToPresentWithError"
        case .willDismissFullScreenView: "willDismissFullScreenView"
        case .didDismissFullScreenView: "didDismissFullScreenView"
        case .didRewardUser: "didRewardUser"
        case .didStartVideo: "didStartVideo"
        case .didEndVideo: "didEndVideo"
        case .didPlayVideo: "didPlayVideo"
        case .didPauseVideo: "didPauseVideo"
        case .didMuteVideo: "didMuteVideo"
        case .didUnmuteVideo: "didUnmuteVideo"
        case .notification(let notification): "notificationSource.\(notification.rawValue)"
        case .customNative(let event): "customNative.\(event.kind)"
        case .setUpCompleted: "setUpCompleted"
        case .signalsCollected: "signalsCollected"
        }
    }
}

/// How a load ended: an ad (with what the host could read off it) or an error.
public enum LoadOutcome: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum AdCodingKeys: String, CodingKey { case _0 = "summary" }
    private enum ErrorCodingKeys: String, CodingKey { case _0 = "error" }

    case ad(AdSummary)
    case error(ErrorSummary)
    /// The completion was called with neither an ad nor an error (a contract breach).
    case empty

    public var description: String {
        switch self {
        case .ad(let ad): "ad \(ad)"
        case .error(let error): "error \(error.summary)"
        case .empty: "(nil, nil)"
        }
    }
}

/// An error as the host sees it, whole: domain, code, description, failure reason and any other
/// user info, so an adapter that changes any of them is caught.
public struct ErrorSummary: Codable, Equatable, Hashable, Sendable {
    public var domain: String
    public var code: Int
    public var description: String
    /// The `NSLocalizedFailureReason` entry, if any.
    public var failureReason: String?
    /// The other user-info entries (not the description or failure reason); nil when there are none.
    public var userInfo: [String: String]?

    public init(
        domain: String, code: Int, description: String, failureReason: String? = nil,
        userInfo: [String: String]? = nil
    ) {
        self.domain = domain
        self.code = code
        self.description = description
        self.failureReason = failureReason
        self.userInfo = userInfo?.isEmpty == true ? nil : userInfo
    }

    /// `domain code "description"`, then the failure reason (when it says something else) and
    /// any other user info.
    public var summary: String {
        var text = "\(domain) \(code) \"\(description)\""
        if let failureReason, failureReason != description { text += " reason \"\(failureReason)\"" }
        if let userInfo {
            text += " userInfo " + userInfo.keys.sorted().map { "\($0)=\"\(userInfo[$0] ?? "")\"" }.joined(separator: " ")
        }
        return text
    }

    /// What schema 1 recorded of an error: domain, code and description.
    var schema1: ErrorSummary { ErrorSummary(domain: domain, code: code, description: description) }
}

extension String {
    /// The string, or `replacement` when it is empty.
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
