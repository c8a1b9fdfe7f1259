import AdReplay
import AdReplaySample
import AdapterTestSupport
import NeutralUI
import SampleAdSDK
import SampleCustomEvent

/// Runs one scenario through AdReplay's host harness with the three Sample adapters registered,
/// against a network that gives `answers` in order.
///
/// ```swift
/// let session = try SampleSession.run(.sample(.banner, script: [(0, .load)]), answers: [.fill])
/// session.observation.lines(.hostEvents)   // ["0 ms  host loadCompleted ad banner 320×50 \"Sample Text Ad \""]
/// ```
struct SampleSession {
    var observation: Observation
    /// Requests the network had no answer left for (a too-short answer list, not an adapter fault).
    var unanswered: [SampleNetworkRequest]

    static var registry: AdapterRegistry {
        var registry = AdapterRegistry.withSampleNetwork
        registry.register(SampleCustomEvent.self)
        registry.register(customEvent: SampleLegacyCustomEventNativeAd.self)
        registry.register(customEvent: SampleSelfTrackingCustomEventNativeAd.self)
        return registry
    }

    static func run(_ scenario: Scenario, answers: [SampleNetworkAnswer]) throws -> SampleSession {
        let network = ScriptedSampleNetwork(answers)
        let observation = try Recorder(registry: registry).run(scenario, sampleNetwork: network)
        return SampleSession(observation: observation, unanswered: network.unanswered)
    }
}

extension Scenario {
    /// A scenario for the Sample adapter that serves `format`, with the script written as
    /// (time, action) pairs.
    static func sample(
        _ format: Format, parameter: String? = "unit", isTestRequest: Bool = false, adSize: Size? = nil,
        loaderOptions: LoaderOptions? = nil, script: [(Int, HostAction)]
    ) -> Scenario {
        Scenario(
            format: format, adapterClassName: sampleAdapterName(for: format), parameter: parameter,
            isTestRequest: isTestRequest, adSize: adSize, loaderOptions: loaderOptions,
            script: script.map { ScriptStep(at: $0.0, $0.1) })
    }

    private static func sampleAdapterName(for format: Format) -> String {
        switch format {
        case .nativeLegacy: "SampleLegacyCustomEventNativeAd"
        case .nativeSelfTracking: "SampleSelfTrackingCustomEventNativeAd"
        default: "SampleCustomEvent"
        }
    }
}
