/// Something the Heron SDK did that a user or a developer would see, other than calling a
/// closure: a console line, a screen presented or dismissed, a close button shown, a URL
/// opened, a tracking beacon fired.
public enum HeronEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum LogCodingKeys: String, CodingKey { case _0 = "line" }
    private enum PresentedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum CloseButtonShownCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum DismissedCodingKeys: String, CodingKey { case _0 = "screen" }
    private enum OpenedURLCodingKeys: String, CodingKey { case _0 = "url" }
    private enum BeaconCodingKeys: String, CodingKey { case _0 = "event" }

    case log(String)
    case presented(String)
    case closeButtonShown(String)
    case dismissed(String)
    case openedURL(String)
    /// The SDK told the network an impression or a click happened (`event`: "impression" or "click").
    case beacon(String)

    public var description: String {
        switch self {
        case .log(let line): "log \"\(line)\""
        case .presented(let screen): "present \(screen)"
        case .closeButtonShown(let screen): "\(screen) shows its close button"
        case .dismissed(let screen): "dismiss \(screen)"
        case .openedURL(let url): "open \(url)"
        case .beacon(let event): "\(event) beacon"
        }
    }
}
