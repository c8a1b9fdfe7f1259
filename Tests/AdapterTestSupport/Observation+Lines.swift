import AdReplay
import AdReplaySample
import Mediation
import SampleAdSDK

/// The observation as "time description" lines, the form every sequence assertion compares.
extension Observation {
    /// Sample SDK → adapter calls, e.g. `"0 banner:didFailToLoadAdWithErrorCode: 3"`.
    package var callbackLines: [String] {
        sdkCallbacks.map { "\($0.time) \($0.event)" }
    }

    /// Adapter → host calls, with payloads, e.g. `"1000 willPresentFullScreenView"`.
    package var hostLines: [String] {
        hostEvents.map { "\($0.time) \($0.event)" }
    }

    /// What the SDK did besides calling its delegate and logging: URLs, text changes, screens.
    package var effectLines: [String] {
        sdkEffects.compactMap {
            if case .log = $0.event { return nil }
            return "\($0.time) \($0.event)"
        }
    }

    /// The SDK's log lines, with their times.
    package var logLines: [String] {
        sdkEffects.compactMap {
            guard case .log(let line) = $0.event else { return nil }
            return "\($0.time) \(line)"
        }
    }

    /// Every request the Sample SDK sent its network.
    package var sampleRequests: [SampleNetworkRequest] {
        sampleExchanges.map(\.request)
    }

    /// The assets of every native ad the host received.
    package var nativeAds: [NativeAssets] {
        hostEvents.compactMap { if case .loadCompleted(.ad(.native(let assets))) = $0.event { assets } else { nil } }
    }

    /// The errors of every failed load.
    package var loadErrors: [ErrorSummary] {
        hostEvents.compactMap { if case .loadCompleted(.error(let error)) = $0.event { error } else { nil } }
    }
}
