import AdReplay
import AdReplaySample
import AdapterTestSupport
import NeutralUI
import SampleAdSDK
import SampleCustomEventSwift

/// Runs one scenario through AdReplay's host harness with the two Swift-family adapters
/// registered under their own type names, against a network that gives `answers` in order.
///
/// ```swift
/// let session = try SwiftSession.run(.swift(.banner, script: [(0, .load)]), answers: [.fill])
/// session.observation.lines(.hostEvents)   // ["0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \""]
/// ```
struct SwiftSession {
    var observation: Observation
    /// Requests the network had no answer left for (a too-short answer list, not an adapter fault).
    var unanswered: [SampleNetworkRequest]

    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(SampleCustomEventSwift.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAdSwift.self)
        return registry
    }

    static func run(_ scenario: Scenario, answers: [SampleNetworkAnswer]) throws -> SwiftSession {
        let network = ScriptedSampleNetwork(answers)
        let observation = try Recorder(registry: registry).run(scenario, sampleNetwork: network)
        return SwiftSession(observation: observation, unanswered: network.unanswered)
    }
}

extension Scenario {
    /// A scenario for the Swift-family adapter that serves `format`, with the script written as
    /// (time, action) pairs. Banners default to 320×50.
    static func swift(
        _ format: Format, parameter: String? = "unit", isTestRequest: Bool = false, adSize: Size? = nil,
        loaderOptions: LoaderOptions? = nil, script: [(Int, HostAction)]
    ) -> Scenario {
        Scenario(
            format: format,
            adapterClassName: format == .nativeLegacy ? "SampleLegacyCustomEventNativeAdSwift" : "SampleCustomEventSwift",
            parameter: parameter, isTestRequest: isTestRequest,
            adSize: adSize ?? (format == .banner ? Size(width: 320, height: 50) : nil),
            loaderOptions: loaderOptions, script: script.map { ScriptStep(at: $0.0, $0.1) })
    }
}
