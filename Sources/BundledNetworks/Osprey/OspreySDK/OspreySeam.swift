import AdWorld
import AdWorldHTTP

/// Where a world keeps the Osprey SDK's boundary: every HTTP request it sends (auction, VAST
/// wrappers, trackers), every delegate call and visible effect. Every world starts with a live
/// ``TransportNetwork`` over `URLSession`; a test, a recording or a replay sets its own network
/// and observer.
///
/// ```swift
/// let world = World(clock: VirtualClock())
/// world[OspreySeam.self].network = TransportNetwork(RoutedTransport(URLSessionTransport(),
///     routes: ["ads.osprey.example": "http://127.0.0.1:53124"]))
/// ```
public enum OspreySeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<HTTPCall, HTTPOutcome, OspreyCallback, OspreyEffect> {
        SDKSeam(network: TransportNetwork(URLSessionTransport()))
    }
}

/// What the app tells the SDK about itself, kept in the world: its bundle, put in every bid request.
///
/// ```swift
/// world[OspreyConfiguration.Key.self] = OspreyConfiguration(appBundle: "com.example.birds")
/// ```
public struct OspreyConfiguration: Hashable, Sendable {
    public var appBundle: String

    public init(appBundle: String = "com.example.app") {
        self.appBundle = appBundle
    }

    public enum Key: WorldKey {
        public static func defaultValue(in world: World) -> OspreyConfiguration { OspreyConfiguration() }
    }
}
