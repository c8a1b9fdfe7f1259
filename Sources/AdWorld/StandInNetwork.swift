/// The ad server of a stand-in: an SDK port written to stand in for a real network's SDK, so
/// that the adapters built on it compile and run in a world. The stand-in describes its server
/// (the seam's payload types, its latency, the errors it gives, how a seeded load draws its
/// answer) on a type of its own; the kit gives it the rest: the network (``StandInServer``,
/// seeded or always answering one way), the world key of its seam (``StandInSeam``) and what
/// its objects reach the world through (``StandInContext``).
///
/// ```swift
/// public enum PebbleNetwork: StandInNetwork {
///     public typealias Request = PebbleRequest
///     public typealias Answer = StandInAnswer<PebbleCreative>
///     public typealias Callback = PebbleCallback
///     public static let defaultLatency = 100
///     public static let clickURL = "https://pebble.example/click"
///     public static let failures = [StandInFailure("noFill", 2, "No fill.")]
///     public static func draw(for request: PebbleRequest, with generator: inout SeededGenerator) -> Answer {
///         generator.draw(below: 100) < 80 ? .fill(PebbleCreative(title: "Pebble")) : .failure(code: 2, message: "No fill.")
///     }
/// }
/// PebbleNetwork.failure(named: "noFill")?.description   // "failure 2 \"No fill.\""
/// ```
public protocol StandInNetwork {
    associatedtype Request
    associatedtype Answer: StandInFailing
    associatedtype Callback
    /// How many virtual milliseconds after its request an answer arrives, unless told otherwise.
    static var defaultLatency: Int { get }
    /// The landing page an ad opens when clicked (``StandInContext/click()``).
    static var clickURL: String { get }
    /// The errors the server gives, by the names a recording forces them with.
    static var failures: [StandInFailure] { get }
    /// The domain of the `NSError`s the SDK reports (``error(code:_:)``). Default: the type's name.
    static var errorDomain: String { get }
    /// What starts each of the SDK's log lines (``StandInContext/log(_:)``), such as `"[Pebble] "`.
    /// Default: nothing.
    static var logPrefix: String { get }
    /// The reply to `request` whatever the server's source: a request the real server refuses
    /// (an empty bid), or one it always answers the same way (a bid token). Nil: the source
    /// answers. Default: nil for every request.
    static func reply(overriding request: Request, latency: Int) -> NetworkReply<Answer>?
    /// What a seeded server answers `request`, drawing from `generator`.
    static func draw(for request: Request, with generator: inout SeededGenerator) -> Answer
}

/// An error a stand-in's server gives: the name a recording forces it with, the SDK's code, and
/// its message.
public struct StandInFailure: Hashable, Sendable {
    public var name: String
    public var code: Int
    public var message: String

    public init(_ name: String, _ code: Int, _ message: String) {
        self.name = name
        self.code = code
        self.message = message
    }
}

/// An answer that can be a stand-in server's error (``StandInAnswer``'s `failure` case is one).
public protocol StandInFailing {
    static func failure(code: Int, message: String) -> Self
}

extension StandInNetwork {
    public static func reply(overriding request: Request, latency: Int) -> NetworkReply<Answer>? { nil }

    public static var errorDomain: String { "\(Self.self)" }

    public static var logPrefix: String { "" }

    /// The seed of the network every world starts with.
    public static var defaultSeed: UInt64 { 1 }

    /// A server drawing its answers from `seed`: the same answers for the same seed on every machine.
    public static func seeded(_ seed: UInt64 = 1, latency: Int? = nil) -> StandInServer<Self> {
        StandInServer(.seeded(SeededGenerator(seed: seed)), latency: latency ?? defaultLatency)
    }

    /// A server giving `answer` to every request (but those ``reply(overriding:latency:)`` answers).
    public static func always(_ answer: Answer, latency: Int? = nil) -> StandInServer<Self> {
        StandInServer(.always(answer), latency: latency ?? defaultLatency)
    }

    /// The failure answer named `name` (one of ``failures``), nil for another name.
    public static func failure(named name: String) -> Answer? {
        failures.first { $0.name == name }.map { .failure(code: $0.code, message: $0.message) }
    }
}

/// A stand-in's ad server as its SDK reaches it: seeded, or answering one way every time
/// (``StandInNetwork/seeded(_:latency:)``, ``StandInNetwork/always(_:latency:)``).
public final class StandInServer<Network: StandInNetwork>: AdNetwork {
    fileprivate enum Source {
        case seeded(SeededGenerator)
        case always(Network.Answer)
    }

    private var source: Source
    public var latency: Int

    fileprivate init(_ source: Source, latency: Int) {
        self.source = source
        self.latency = latency
    }

    public func answer(_ request: Network.Request) -> NetworkReply<Network.Answer> {
        if let reply = Network.reply(overriding: request, latency: latency) { return reply }
        switch source {
        case .always(let answer):
            return NetworkReply(answer, latency: latency)
        case .seeded(var generator):
            let answer = Network.draw(for: request, with: &generator)
            source = .seeded(generator)
            return NetworkReply(answer, latency: latency)
        }
    }
}

/// Where a world keeps a stand-in's ``SDKSeam``: every world starts with the seeded server
/// (``StandInNetwork/seeded(_:latency:)``); a recorder or a replayer sets its own.
///
/// ```swift
/// public typealias PebbleSeam = StandInSeam<PebbleNetwork>
/// world[PebbleSeam.self].network = PebbleNetwork.always(.failure(code: 2, message: "No fill."))
/// ```
public enum StandInSeam<Network: StandInNetwork>: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<Network.Request, Network.Answer, Network.Callback, StandInEffect> {
        SDKSeam(network: Network.seeded())
    }
}
