/// Something the Osprey SDK did that a user, a developer or an ad server would see, other than
/// calling its delegate: a console line, a tracker fired, markup shown, a screen presented or
/// dismissed, a close button shown, a URL opened.
///
/// A tracker's effect comes just before its GET goes through the seam, with the URL as sent
/// (macros replaced): the seam's exchange says what the server answered, the effect says why
/// the SDK sent it.
///
/// ```swift
/// OspreyEffect.tracker(.win, url: "https://t.example/win?p=1.5").description   // "fire win https://t.example/win?p=1.5"
/// ```
public enum OspreyEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum TrackerCodingKeys: String, CodingKey { case _0 = "event", url }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum CloseButtonShownCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }

    case log(String)
    case tracker(OspreyTracker, url: String)
    /// `view` shows the creative `creative` (its `crid`, else the bid's id).
    case rendered(view: String, creative: String)
    case presented(String)
    case closeButtonShown(String)
    case dismissed(String)
    case openedURL(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .tracker(let event, let url): "fire \(event) \(url)"
        case .rendered(let view, let creative): "\(view) shows \(creative)"
        case .presented(let screen): "present \(screen)"
        case .closeButtonShown(let screen): "\(screen) shows its close button"
        case .dismissed(let screen): "dismiss \(screen)"
        case .openedURL(let url): "open \(url)"
        }
    }
}

/// Why the SDK fired a tracking URL: OpenRTB's notices, VAST's and Native's events.
public enum OspreyTracker: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `nurl`, when the ad loads.
    case win
    /// `burl`, with the impression.
    case billing
    /// `lurl`, when the SDK rejects the bid's markup.
    case loss
    /// VAST `Impression`, Native `imptrackers` and impression `eventtrackers`.
    case impression
    case start
    case firstQuartile
    case midpoint
    case thirdQuartile
    case complete
    /// VAST `ClickTracking`, Native `link.clicktrackers`.
    case click
    /// VAST `Error`, with `[ERRORCODE]` replaced.
    case error

    public var description: String { rawValue }
}
