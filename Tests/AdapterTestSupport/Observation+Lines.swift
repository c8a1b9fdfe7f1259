import AdReplay
import AdReplaySample
import Mediation
import SampleAdSDK

/// Which entries of an observation a test compares, line by line.
package enum TimelineSelection: Sendable {
    /// The Sample SDK's delegate calls to the adapter.
    case callbacks
    /// The adapter's calls to the host, with their payloads.
    case hostEvents
    /// What the Sample SDK did besides calling its delegate and logging: URLs, texts, screens.
    case effects
    /// The Sample SDK's log lines.
    case logs

    func includes(_ entry: TimelineEntry) -> Bool {
        switch entry.event {
        case .host: return self == .hostEvents
        case .step: return false
        case .sdk(let sdk):
            switch sdk.entry(as: SeamEntry<Sample>.self) {
            case .callback?: return self == .callbacks
            case .effect(.log)?: return self == .logs
            case .effect?: return self == .effects
            case .exchange?, nil: return false
            }
        }
    }
}

extension Observation {
    /// The entries `selection` picks, each as the engine renders it (`TimelineEntry.line`, the
    /// line `adreplay inspect` prints without its column padding), e.g.
    /// `"0 ms  sample callback banner:didFailToLoadAdWithErrorCode: 3"` or
    /// `"1000 ms  host willPresentFullScreenView"`.
    package func lines(_ selection: TimelineSelection) -> [String] {
        entries.filter(selection.includes).map(\.line)
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
