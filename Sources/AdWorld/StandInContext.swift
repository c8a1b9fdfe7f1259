/// How one object of a stand-in SDK reaches its world: the world running when it was made (or a
/// detached one of its own), whose ``StandInSeam`` carries every load, call into the app and
/// effect. It looks the seam up each time, so a seam a recorder sets after the object was made
/// is the one used. NeutralUI adds what reaches the app's screen (`click()`, `show(_:on:in:)`).
///
/// ```swift
/// typealias PebbleContext = StandInContext<PebbleNetwork>
/// let context = PebbleContext(for: "PebbleBannerView")
/// context.load(request) { creative in … } failed: { code, message in … }
/// context.call(delegate, .bannerDidLoad) { $0.bannerDidLoad(banner) }
/// ```
public struct StandInContext<Network: StandInNetwork> {
    public let world: World

    public init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    @inlinable
    public var seam: SDKSeam<Network.Request, Network.Answer, Network.Callback, StandInEffect> {
        world[StandInSeam<Network>.self]
    }

    /// Asks the server through the seam (``SDKSeam/fetch(_:in:then:)``).
    @inlinable
    public func fetch(_ request: Network.Request, then handle: @escaping (Network.Answer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    /// Fetches `request` and hands over the ad (`loaded`) or the error's code and message (`failed`).
    @inlinable
    public func load<Creative>(
        _ request: Network.Request, loaded: @escaping (Creative) -> Void, failed: @escaping (_ code: Int, _ message: String) -> Void
    ) where Network.Answer == StandInAnswer<Creative> {
        fetch(request) { answer in
            switch answer {
            case .fill(let creative): loaded(creative)
            case .failure(let code, let message): failed(code, message)
            }
        }
    }

    /// Calls `method` on `delegate` if it is still there, telling the seam first (``SDKSeam/call(_:_:in:_:)``).
    @inlinable
    public func call<Delegate>(_ delegate: Delegate?, _ callback: Network.Callback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    @inlinable
    public func perform(_ effect: StandInEffect) {
        seam.perform(effect, in: world)
    }

    /// Tells the seam the SDK logged `line`, after its ``StandInNetwork/logPrefix``.
    @inlinable
    public func log(_ line: String) {
        perform(.log(Network.logPrefix + line))
    }

    /// Runs `action` `milliseconds` later on the world's clock.
    @inlinable
    public func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
