import Mediation

/// Maps the adapter class names written in fixtures to the types that implement them, so a
/// fixture can be replayed against a changed adapter registered under the same name.
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(SampleCustomEvent.self)
/// registry.register(MyPatchedAdapter.self, as: "SampleCustomEvent")   // replaces it
/// ```
public struct AdapterRegistry: Sendable {
    enum Entry: Sendable {
        case mediation(@Sendable () -> any MediationAdapter)
        case customEvent(@Sendable () -> any CustomEventNativeAd)
    }

    private var entries: [String: Entry] = [:]
    /// What each current-API adapter reports, read once when it is registered (a replay asks
    /// for every fixture).
    private var reportedVersions: [String: (adapter: String, sdk: String)] = [:]

    public init() {}

    /// Registers a current-API adapter under `name` (default: its type name).
    public mutating func register<Adapter: MediationAdapter>(_ type: Adapter.Type, as name: String? = nil) {
        let name = name ?? String(describing: type)
        entries[name] = .mediation({ type.init() })
        reportedVersions[name] = (type.adapterVersion.description, type.adSDKVersion.description)
    }

    /// Registers a legacy custom-event native adapter under `name` (default: its type name).
    public mutating func register<CustomEvent: CustomEventNativeAd>(customEvent type: CustomEvent.Type, as name: String? = nil) {
        let name = name ?? String(describing: type)
        entries[name] = .customEvent({ type.init() })
        reportedVersions[name] = nil
    }

    /// Every registered name, sorted.
    public var names: [String] { entries.keys.sorted() }

    func entry(named name: String) -> Entry? { entries[name] }

    /// What the mediation protocol's default load method answers when the adapter registered as
    /// `name` does not implement `format`; nil for a legacy custom event.
    func unsupportedFormatError(of name: String, for format: AdFormat) -> MediationError? {
        guard case .mediation(let make) = entries[name] else { return nil }
        return .unsupportedFormat(format, adapter: Swift.type(of: make()))
    }

    /// The versions a current-API adapter reports, for a fixture's environment.
    func versions(of name: String?) -> (adapter: String, sdk: String)? {
        name.flatMap { reportedVersions[$0] }
    }
}
