import AdWorld

/// The host's own ad server as seen by ``CustomNativeAdLoader``: the network seam for custom
/// native ad formats.
///
/// The built-in servers are ``SeededHostAdServer`` (the default, `.seeded(0)`) and
/// ``ScriptedHostAdServer``; a replay or a real HTTP server fits behind the same protocol. Install
/// one with `world.hostAdServer = .seeded(42)`.
public protocol HostAdServer: AnyObject {
    /// Answers one request. Called once per load, inside the app's `load` call.
    func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer
}

/// What the loader sends the host's ad server.
public struct CustomNativeAdRequest: Codable, Equatable, Hashable, Sendable {
    public var adUnitID: String
    /// The formats the app can render, as its loader delegate listed them.
    public var formatIDs: [String]
    public var isTestRequest: Bool

    public init(adUnitID: String, formatIDs: [String], isTestRequest: Bool = false) {
        self.adUnitID = adUnitID
        self.formatIDs = formatIDs
        self.isTestRequest = isTestRequest
    }
}

/// Where a world keeps its host ad server (package-wide: a replay sets it up on first use).
package enum HostAdServerKey: WorldKey {
    package static func defaultValue(in world: World) -> any HostAdServer { SeededHostAdServer(seed: 0) }
}

extension World {
    /// The server custom native ad loaders in this world ask; `.seeded(0)` until set.
    public var hostAdServer: any HostAdServer {
        get { self[HostAdServerKey.self] }
        set { self[HostAdServerKey.self] = newValue }
    }
}
