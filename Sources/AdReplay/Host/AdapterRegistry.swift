import Mediation

/// What a build can record and replay: the adapters, by the class names written in fixtures, and
/// the network plug-ins their SDKs talk to. A fixture replays against whatever adapter is
/// registered under its name, so a changed adapter registered under the same name is checked
/// against the old recordings.
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SamplePlugin())
/// registry.register(SampleCustomEvent.self)
/// registry.register(MyPatchedAdapter.self, as: "SampleCustomEvent")   // replaces it
/// ```
///
/// The host's own ad server (``HostAdServerPlugin``) is always there.
public struct AdapterRegistry: Sendable {
    /// A registered class: the host makes a new instance of it for each load, as GMA does.
    enum Entry: Sendable {
        case mediation(any MediationAdapter.Type)
        case customEvent(any CustomEventNativeAd.Type)
    }

    private var entries: [String: Entry] = [:]
    /// The plug-ins registered, in order; the host's ad server follows them.
    private var plugins: [any NetworkPlugin] = []
    /// Every network this registry knows, in registration order, the host's ad server last
    /// (kept with `plugins`, not rebuilt: every replay asks for it).
    public private(set) var networks: [any NetworkPlugin] = [HostAdServerPlugin()]
    /// The network each adapter talks to, when it was said at registration.
    private var adapterNetworks: [String: String] = [:]
    /// The formats each adapter was registered as implementing, when its registration said.
    private var declaredFormats: [String: [Scenario.Format]] = [:]
    /// How to read what each current-API adapter reports. Read when a session asks, where the
    /// host calls the adapter anyway, never at registration: an adapter isolated to the main
    /// actor (a `@MainActor` class) may be registered from any thread, as Swift Testing does.
    private var reportedVersions: [String: @Sendable () -> (adapter: String, sdk: String)] = [:]
    private var extrasFactories: [String: @Sendable ([String: String]) -> (any AdNetworkExtras)?] = [:]

    public init() {}

    /// Registers a current-API adapter under `name` (default: its type name). `network` names
    /// the plug-in of the network it talks to; by default, the first one registered. `formats`
    /// says which formats it implements, as its author knows (help and `--format` list them,
    /// and recording any other is refused before the adapter runs); without it, help lists every
    /// format of its API, and a recording of one it leaves to the protocol's default is refused
    /// once the session shows it. `extras` makes the adapter's own extras class (its
    /// `networkExtrasClass()`) from the scenario's key-value pairs, as an app builds one, so the
    /// adapter's configuration hands it over as `extras`; without it the adapter gets GMA's
    /// `Extras` holding the pairs:
    ///
    /// ```swift
    /// registry.register(SASGMABannerAdapter.self, extras: { pairs in
    ///     SASGMAAdNetworkExtras(keywords: pairs["keywords"].map { $0.split(separator: ",").map(String.init) } ?? [])
    /// })
    /// ```
    public mutating func register<Adapter: MediationAdapter>(
        _ type: Adapter.Type, as name: String? = nil, network: String? = nil,
        formats: [Scenario.Format]? = nil,
        extras: (@Sendable ([String: String]) -> (any AdNetworkExtras)?)? = nil
    ) {
        let name = name ?? Self.typeName(type)
        entries[name] = .mediation(type)
        extrasFactories[name] = extras
        declaredFormats[name] = formats
        reportedVersions[name] = { (type.adapterVersion().description, type.adSDKVersion().description) }
        adapterNetworks[name] = network
    }

    /// Registers a legacy custom-event native adapter under `name` (default: its type name).
    public mutating func register<CustomEvent: CustomEventNativeAd>(
        customEvent type: CustomEvent.Type, as name: String? = nil,
        network: String? = nil
    ) {
        let name = name ?? Self.typeName(type)
        entries[name] = .customEvent(type)
        declaredFormats[name] = nil
        reportedVersions[name] = nil
        adapterNetworks[name] = network
    }

    /// A type's name as `String(describing:)` spells it (`SampleCustomEvent`). Asked of the
    /// runtime directly: `String(describing:)` first tries casting the type to four printing
    /// protocols, and each failed cast scans every conformance record of the process (over a
    /// million instructions per adapter, at every start of a worker).
    private static func typeName(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// Registers a network plug-in; one with the same name is replaced.
    public mutating func register(network plugin: some NetworkPlugin) {
        if let index = plugins.firstIndex(where: { $0.name == plugin.name }) {
            plugins[index] = plugin
        } else {
            plugins.append(plugin)
        }
        networks = plugins.contains { $0.name == HostAdServerPlugin.name } ? plugins : plugins + [HostAdServerPlugin()]
    }

    /// The plug-in named `name`.
    public func network(named name: String) -> (any NetworkPlugin)? {
        networks.first { $0.name == name }
    }

    /// Why the network a scenario's adapter talks to is not known for sure, or nil: no network
    /// plug-in is registered at all, the network it was registered with has no plug-in here, or
    /// several plug-ins are registered and it was registered without saying which.
    func networkProblem(of scenario: Scenario) -> String? {
        guard scenario.format.profile.api != .hostAdServer, let adapter = scenario.adapterClassName else { return nil }
        if let declared = adapterNetworks[adapter] {
            return network(named: declared) == nil
                ? "adapter \(adapter) talks to the network \(declared), and no plug-in is registered as \(declared)" : nil
        }
        let names = plugins.map(\.name).filter { $0 != HostAdServerPlugin.name }
        if names.isEmpty {
            return
                "adapter \(adapter) talks to a network no plug-in is registered for, so nothing its SDK does would be recorded; register the network's plug-in with register(network:)"
        }
        guard names.count > 1 else { return nil }
        return
            "adapter \(adapter) could talk to any of the networks \(names.joined(separator: ", ")); register it with network: to say which"
    }

    /// The network whose answers a scenario is about: the host's ad server for custom native
    /// formats, otherwise the one its adapter talks to.
    public func network(of scenario: Scenario) -> any NetworkPlugin {
        if scenario.format == .customNative { return network(named: HostAdServerPlugin.name) ?? HostAdServerPlugin() }
        if let name = scenario.adapterClassName.flatMap({ adapterNetworks[$0] }), let plugin = network(named: name) { return plugin }
        return plugins.first ?? HostAdServerPlugin()
    }

    /// Every registered name, sorted.
    public var names: [String] { entries.keys.sorted() }

    func entry(named name: String) -> Entry? { entries[name] }

    /// The adapter's own extras for a request whose scenario sets `pairs`, made by the factory
    /// its registration gave; nil when it gave none (the adapter then gets GMA's `Extras`).
    func networkExtras(of name: String?, _ pairs: [String: String]?) -> (any AdNetworkExtras)? {
        guard let name, let pairs, let make = extrasFactories[name] else { return nil }
        return make(pairs)
    }

    /// The formats the adapter registered as `name` was declared to implement, nil when its
    /// registration did not say.
    /// The formats `name`'s registration declared it implements; nil when it declared none.
    public func declaredFormats(of name: String) -> [Scenario.Format]? { declaredFormats[name] }

    /// The formats help and `--format` list for the adapter registered as `name`, without
    /// running it: those its registration declared, else every format of the API it speaks.
    public func listedFormats(of name: String) -> [Scenario.Format] {
        let speaks = Scenario.Format.allCases.filter { implementsAPI(of: $0, adapter: name) }
        guard let declared = declaredFormats[name] else { return speaks }
        return speaks.filter(declared.contains)
    }

    /// Whether the adapter registered as `name` speaks the API `format` is loaded through (the
    /// current API, or the legacy custom-event native API); false for a name not registered.
    public func implementsAPI(of format: Scenario.Format, adapter name: String) -> Bool {
        switch entries[name] {
        case .mediation?: format.usesMediationAdapter
        case .customEvent?: !format.usesMediationAdapter && format != .customNative
        case nil: false
        }
    }

    /// What the mediation protocol's default load method answers when the adapter registered as
    /// `name` does not implement `format`; nil for a legacy custom event.
    func unsupportedFormatError(of name: String, for format: AdFormat) -> MediationError? {
        guard case .mediation(let type) = entries[name] else { return nil }
        return .unsupportedFormat(format, adapter: type)
    }

    /// The versions a current-API adapter reports, for a fixture's environment: asked of the
    /// adapter now, so call it where its sessions run (on the main thread, for an adapter
    /// isolated to the main actor).
    public func versions(of name: String?) -> (adapter: String, sdk: String)? {
        name.flatMap { reportedVersions[$0] }.map { $0() }
    }
}
