/// One host or user action at a virtual time (milliseconds from the start of the session).
public struct ScriptStep: Codable, Equatable, Sendable, CustomStringConvertible {
    public var at: Int
    public var action: HostAction

    public init(at: Int, _ action: HostAction) {
        self.at = at
        self.action = action
    }

    public var description: String { "@\(at) \(action)" }
}

/// What the host (Google Mobile Ads, or the app for custom native ads) or the user does.
public enum HostAction: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum CustomClickHandlerCodingKeys: String, CodingKey { case _0 = "enabled" }
    private enum ChooseAlertButtonCodingKeys: String, CodingKey { case _0 = "button" }

    /// Ask the adapter (or the custom native loader) for an ad.
    case load
    /// Present a full-screen ad from the root view controller.
    case present
    /// The user taps the ad: the banner, the interstitial's Click button, the rewarded or app-open
    /// screen.
    case tap
    /// The user closes a full-screen ad (the interstitial's Close button, the X button).
    case close
    /// The host renders the native ad in its view.
    case render
    /// The host records an impression (for custom native: the app calls `recordImpression`).
    case impression
    /// The user clicks an asset (a native asset name, or a custom native asset key).
    case click(asset: String)
    /// The host stops tracking the rendered view.
    case untrack
    /// The user taps the AdChoices icon.
    case tapAdChoices
    /// The app sets (true) or clears (false) the custom native ad's custom click handler.
    case customClickHandler(Bool)
    /// The user chooses the button with this title in the alert on top (the AdChoices alert's
    /// "OK"), which dismisses it.
    case chooseAlertButton(String)

    /// The action's word in a script, without its argument.
    public var verb: String {
        switch self {
        case .load: "load"
        case .present: "present"
        case .tap: "tap"
        case .close: "close"
        case .render: "render"
        case .impression: "impression"
        case .click: "click"
        case .untrack: "untrack"
        case .tapAdChoices: "adchoices"
        case .customClickHandler: "click-handler"
        case .chooseAlertButton: "choose"
        }
    }

    /// The action as a script writes it: its verb, then its argument if it has one.
    public var description: String {
        switch self {
        case .click(let asset): "\(verb) \(asset)"
        case .customClickHandler(let on): "\(verb) \(on ? "on" : "off")"
        case .chooseAlertButton(let title): "\(verb) \(title)"
        default: verb
        }
    }
}
