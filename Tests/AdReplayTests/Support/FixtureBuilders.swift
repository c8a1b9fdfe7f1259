import AdReplay
import AdReplaySample
import Foundation
import NeutralUI

/// Small builders for hand-made scenarios, events and fixtures.
extension Scenario {
    /// A scenario with the given format and script, the Sample adapter and ad unit.
    static func sample(_ format: Format, script: String? = nil, parameter: String? = "sample-ad-unit") -> Scenario {
        let steps = script.map { (try? Script.parse($0)) ?? [] } ?? Script.defaultSteps(for: format)
        let adapter: String? =
            switch format {
            case .nativeLegacy: "SampleLegacyCustomEventNativeAd"
            case .nativeSelfTracking: "SampleSelfTrackingCustomEventNativeAd"
            case .customNative: nil
            default: "SampleCustomEvent"
            }
        return Scenario(
            format: format, adapterClassName: adapter, parameter: parameter,
            adSize: format == .banner ? Size(width: 320, height: 50) : nil, script: steps)
    }

    /// A scenario whose script loads `loads` times at 0 ms and does nothing else.
    static func loading(_ loads: Int = 1, format: Format = .banner) -> Scenario {
        sample(format, script: Array(repeating: "load", count: loads).joined(separator: "; "))
    }
}

extension ErrorSummary {
    /// The error the Sample adapters report when the Sample SDK fails with `code` (its text is
    /// both the description and the failure reason).
    static func sampleLoadFailure(_ code: Int) -> ErrorSummary {
        let text = "Sample SDK returned an ad load failure callback with error code: \(code)"
        return ErrorSummary(domain: "com.google.customevent.samplenetwork", code: 101, description: text, failureReason: text)
    }
}

extension NativeAssets {
    /// A native ad's assets with only the fields the contract checks read.
    static func stub(hasVideoContent: Bool, hasMediaView: Bool) -> NativeAssets {
        NativeAssets(
            headline: "Sample Content!", body: nil, callToAction: nil, advertiser: nil, price: nil,
            store: nil, starRating: nil, images: nil, icon: nil, extraAssets: nil,
            hasVideoContent: hasVideoContent, hasMediaView: hasMediaView, hasAdChoicesView: false,
            handlesUserClicks: false, handlesUserImpressions: false)
    }
}

/// `Timed(time, event)` for lists of host events written as `[(0, .reportClick), …]`.
func events(_ list: [(Int, HostEvent)]) -> [Timed<HostEvent>] {
    list.map { Timed($0.0, $0.1) }
}

/// A completed load with an ad, as a host event.
let loadedBanner = HostEvent.loadCompleted(.ad(.banner(BannerSummary(size: Size(width: 320, height: 50), text: "Sample Text Ad "))))
/// A failed load, as a host event.
let failedLoad = HostEvent.loadCompleted(.error(.sampleLoadFailure(3)))

/// Reads a committed fixture, failing the test with the error's text if it cannot.
func committedFixture(_ name: String) throws -> Fixture {
    try FixtureStore.read(recording(name), networks: Registry.sample.networks)
}

/// The canonical JSON of a fixture, as text.
func jsonText(_ fixture: Fixture) throws -> String {
    String(decoding: try FixtureCodec.json(fixture), as: UTF8.self)
}

/// Gzips a text (as a fixture file would hold it).
func gzipped(_ text: String) -> [UInt8] {
    Gzip.compress(Array(text.utf8))
}

extension Fixture {
    /// Drops the last recorded host event from the timeline.
    mutating func removeLastHostEvent() {
        if let index = timeline.lastIndex(where: { if case .host = $0.event { true } else { false } }) {
            timeline.remove(at: index)
        }
    }

    /// Drops every recorded host event from the timeline.
    mutating func removeHostEvents() {
        timeline.removeAll { if case .host = $0.event { true } else { false } }
    }

    /// Records the first network exchange once more, at the end: an answer no request asks for.
    mutating func appendCopyOfFirstExchange() {
        if let exchange = timeline.first(where: { if case .sdk(let entry) = $0.event { entry.isExchange } else { false } }) {
            timeline.append(exchange)
        }
    }
}

/// A timeline of host events only, for contract and diff tests.
func hostTimeline(_ list: [(Int, HostEvent)]) -> Observation {
    Observation(list.map { TimelineEntry(at: $0.0, .host($0.1)) })
}

extension Fixture {
    /// A banner fixture holding just `entries`, for codec and diff tests.
    static func holding(_ entries: [TimelineEntry], name: String = "entries") -> Fixture {
        Fixture(
            name: name, scenario: .sample(.banner), observation: Observation(entries),
            environment: Environment(
                sdkVersion: "1.0.0", adapterVersion: "1.0.0", adSDKVersion: "1.0.0",
                toolVersion: "0.1.0", network: "answer fill"))
    }
}
