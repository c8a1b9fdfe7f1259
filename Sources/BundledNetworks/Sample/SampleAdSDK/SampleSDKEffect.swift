/// Something the Sample SDK did that is not a delegate call but that a user would see: a log
/// line, a URL opened, a label's text changing on a timer, a screen presented or dismissed.
public enum SampleSDKEffect: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen", from }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }

    case log(String)
    case openedURL(String)
    /// `view` names the label: "SampleBanner", "SampleMediaView", "SampleRewardedAdController", …
    case text(view: String, text: String)
    case closeButtonShown(controller: String)
    /// A screen presented from the view controller titled `from` (nil: one without a title, such
    /// as the app's root): which controller an adapter handed the SDK shows here.
    case presented(String, from: String? = nil)
    case dismissed(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .openedURL(let url): "open \(url)"
        case .text(let view, let text): "\(view) text \"\(text)\""
        case .closeButtonShown(let controller): "\(controller) shows its close button"
        case .presented(let name, let from?): "present \(name) from \(from)"
        case .presented(let name, nil): "present \(name)"
        case .dismissed(let name): "dismiss \(name)"
        }
    }
}
