/// Something the Pebble SDK did that a user or a developer would see, other than calling its
/// delegate: a console line, a text shown, a screen presented or dismissed, a URL opened.
public enum PebbleEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum CloseButtonShownCodingKeys: String, CodingKey { case _0 = "screen" }

    case log(String)
    /// `view` names what shows the text: "PebbleBannerView" or "PebbleInterstitial".
    case text(view: String, text: String)
    case presented(String)
    case closeButtonShown(String)
    case dismissed(String)
    case openedURL(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .text(let view, let text): "\(view) text \"\(text)\""
        case .presented(let screen): "present \(screen)"
        case .closeButtonShown(let screen): "\(screen) shows its close button"
        case .dismissed(let screen): "dismiss \(screen)"
        case .openedURL(let url): "open \(url)"
        }
    }
}
