import AdWorld
import SampleAdSDK

/// Runs `body` in a fresh world on a virtual clock that asks `network` and records everything the
/// Sample SDK does into the trace it hands over; then runs the clock until nothing is left to do.
///
/// SDK objects capture the running world when they are created, so create them inside `body`.
/// Whatever `body` returns stays alive until the clock has settled.
///
/// ```swift
/// try withWorld(network: .scripted([.fill])) { world, trace in
///     let banner = SampleBanner(frame: .zero)
///     // … fetch …
///     trace.lines(.callbacks)   // ["0 ms  sample callback bannerDidLoad:"]
/// }
/// ```
@discardableResult
func withWorld<Network: SampleAdNetwork, Result>(
    network: Network,
    _ body: (World, SampleSDKTrace) throws -> Result
) throws -> Result {
    let world = World(clock: VirtualClock())
    world[SampleSeam.self].network = network
    let trace = SampleSDKTrace()
    world[SampleSeam.self].observer = trace
    let result = try world.run { try body(world, trace) }
    try withExtendedLifetime(result) { try world.settle() }
    return result
}

extension World {
    /// Runs the virtual clock up to `time` milliseconds since the world began.
    func advance(to time: Int) {
        precondition(virtualClock != nil, "tests run on a virtual clock")
        virtualClock?.advance(to: time)
    }

    /// Runs the virtual clock until no scheduled work is left.
    func settle() throws {
        precondition(virtualClock != nil, "tests run on a virtual clock")
        try virtualClock?.runToQuiescence()
    }
}
