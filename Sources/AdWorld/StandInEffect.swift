/// Something a stand-in SDK did that a user or a developer would see, besides calling the app.
/// A fixture stores a log's text under `line`, a URL under `url`, a screen under `screen`.
///
/// ```swift
/// StandInEffect.presented("PebbleInterstitial", from: "app screen").description   // "present PebbleInterstitial from app screen"
/// ```
public enum StandInEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen", from }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }

    case log(String)
    /// `text` shown in the view named `view`.
    case text(view: String, text: String)
    /// A screen presented from the view controller titled `from` (nil: one without a title, such
    /// as the app's root, or an SDK that does not say): which controller the adapter handed the
    /// SDK shows here.
    case presented(String, from: String? = nil)
    case dismissed(String)
    case openedURL(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .text(let view, let text): "\(view) text \"\(text)\""
        case .presented(let screen, let from?): "present \(screen) from \(from)"
        case .presented(let screen, nil): "present \(screen)"
        case .dismissed(let screen): "dismiss \(screen)"
        case .openedURL(let url): "open \(url)"
        }
    }
}
