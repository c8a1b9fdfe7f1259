import Mediation

/// What a custom native ad did, as the app (the host here) sees it.
public enum CustomNativeEvent: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }

    /// The SDK counted the app's `recordImpression`.
    case impressionRecorded
    /// The SDK ignored a repeated `recordImpression` for the same ad.
    case impressionIgnored
    /// A click and the path the SDK took for it.
    case click(asset: String, path: MediationEvent.ClickPath)
    case clickIgnored(asset: String)
    /// The app's custom click handler ran.
    case customClickHandlerCalled(asset: String)
    /// The ad's delegate heard of an impression / a click.
    case delegateDidRecordImpression
    case delegateDidRecordClick
    case openedURL(String)

    public var kind: String {
        switch self {
        case .impressionRecorded: "impressionRecorded"
        case .impressionIgnored: "impressionIgnored"
        case .click: "click"
        case .clickIgnored: "clickIgnored"
        case .customClickHandlerCalled: "customClickHandlerCalled"
        case .delegateDidRecordImpression: "delegateDidRecordImpression"
        case .delegateDidRecordClick: "delegateDidRecordClick"
        case .openedURL: "openedURL"
        }
    }

    public var description: String {
        switch self {
        case .click(let asset, let path): "click \(asset) via \(path)"
        case .clickIgnored(let asset): "clickIgnored \(asset)"
        case .customClickHandlerCalled(let asset): "customClickHandlerCalled \(asset)"
        case .openedURL(let url): "openedURL \(url)"
        default: kind
        }
    }
}
