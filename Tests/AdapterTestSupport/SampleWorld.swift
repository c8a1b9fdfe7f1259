import AdWorld
import Mediation
import SampleAdSDK

/// Runs `body` in a fresh world on a virtual clock whose Sample network gives `answers` in
/// order, tracing what the SDK does; then runs the clock until nothing is left to do. For tests
/// that drive an adapter directly, without the host harness in between.
///
/// Adapters create their SDK objects while loading, and those objects belong to the world
/// running at that moment: load inside `body`. Whatever `body` returns stays alive until the
/// clock has settled.
@discardableResult
package func inSampleWorld<Result>(
    answers: [SampleNetworkAnswer], _ body: (World, SampleSDKTrace) throws -> Result
) throws -> Result {
    let world = World(clock: VirtualClock())
    world[SampleSeam.self].network = ScriptedSampleNetwork(answers)
    let trace = SampleSDKTrace()
    world[SampleSeam.self].observer = trace
    let result = try world.run { try body(world, trace) }
    try withExtendedLifetime(result) { _ = try world.virtualClock?.runToQuiescence() }
    return result
}

extension World {
    /// Runs the virtual clock up to `time` milliseconds since the world began.
    package func advance(to time: Int) {
        virtualClock?.advance(to: time)
    }
}

extension MediationCredentials {
    /// The custom event's server parameter, as the host hands it over.
    package static func sample(_ parameter: String?, format: AdFormat) -> MediationCredentials {
        MediationCredentials(settings: parameter.map { ["parameter": $0] } ?? [:], format: format)
    }
}
