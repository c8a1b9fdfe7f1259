/// One SDK port's boundary in a world: the network its requests go to, and who hears what it
/// does. An SDK port keeps one in its world under a ``WorldKey`` of its own, and routes every
/// network request, delegate call and visible effect through it; a recording or a replay swaps
/// the network and sets the observer, and the SDK's code stays the same.
///
/// ```swift
/// enum PebbleSeam: WorldKey {
///     static func defaultValue(in world: World) -> SDKSeam<PebbleRequest, PebbleAnswer, PebbleCallback, PebbleEffect> {
///         SDKSeam(network: PebbleNetwork.seeded())
///     }
/// }
/// // inside the SDK, when the app loads an ad:
/// world[PebbleSeam.self].fetch(request, in: world) { answer in … }
/// ```
public final class SDKSeam<Request, Answer, Callback, Effect> {
    // Inlinable: compiled in the SDK port, where its types are concrete. Generic, every request
    // and answer the seam captured for later, and every call it passed on, went through the
    // runtime's metadata for their types.

    // Unchecked: read on every SDK call, set once per session; never accessed overlapping.
    /// Where requests go.
    @exclusivity(unchecked) public var network: any AdNetwork<Request, Answer>
    /// Who hears the SDK (held strongly); nobody by default.
    @exclusivity(unchecked) public var observer: (any SDKObserver<Request, Answer, Callback, Effect>)?

    @inlinable
    public init(
        network: any AdNetwork<Request, Answer>,
        observer: (any SDKObserver<Request, Answer, Callback, Effect>)? = nil
    ) {
        self.network = network
        self.observer = observer
    }

    /// Asks the network, tells the observer what it answered, then hands the answer over:
    /// inside this call when it has no latency, otherwise that much later on the world's clock.
    @inlinable
    public func fetch(_ request: Request, in world: World, then handle: @escaping (Answer) -> Void) {
        guard world.noteUse() else { return }
        let requestedAt = world.now
        let reply = network.answer(request)
        world.deliver(after: reply.latency) { [self] in
            observer?.sdk(exchanged: request, answer: reply.answer, requestedAt: requestedAt, answeredAt: world.now)
            handle(reply.answer)
        }
    }

    /// Calls `method` on `delegate` if it is still there, telling the observer first.
    @inlinable
    public func call<Delegate>(_ delegate: Delegate?, _ callback: Callback, in world: World, _ method: (Delegate) -> Void) {
        guard let delegate else { world.noteUse(); return }
        call(callback, in: world) { method(delegate) }
    }

    /// Tells the observer the SDK calls its delegate, then calls it (`method`): ``call(_:_:in:_:)``
    /// for a delegate the SDK port has already found there, which spares the generic code
    /// asking the runtime for the type of an optional delegate on every call.
    @inlinable
    public func call(_ callback: Callback, in world: World, _ method: () -> Void) {
        guard world.noteUse() else { return }
        observer?.sdk(called: callback, at: world.now)
        method()
    }

    /// Tells the observer the SDK did something visible.
    @inlinable
    public func perform(_ effect: Effect, in world: World) {
        guard world.noteUse() else { return }
        observer?.sdk(performed: effect, at: world.now)
    }
}
