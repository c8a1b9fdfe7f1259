import AdReplay
import Mediation
import SampleAdSDK

/// Every answer of the network one recording's format can meet, each as a ``Variant`` of that
/// recording: the same adapter and script, only the network's answer changed. Deterministic: the
/// same recording always gives the same variants, in the same order, and the same fixtures.
///
/// | format | variants, in order |
/// |---|---|
/// | banner, interstitial, rewarded, rewardedInterstitial, appOpen | `fill`, `failure-unknown`, `failure-network-error`, `failure-no-inventory`, `missing-ad-unit`, `late-fill` |
/// | native, nativeLegacy, nativeSelfTracking | `content-video-yes-I`, `content-video-no-I`, `app-video-yes-I`, `app-video-no-I`, then the five above after `fill` |
/// | customNative | `fill-video-yes`, `fill-video-no`, `failure-invalid-request`, `failure-no-fill`, `failure-network-error`, `failure-server-error`, `failure-timeout`, `failure-internal-error`, `missing-ad-unit`, `late-fill` (the host's ad server's answers) |
///
/// `I` is `images` when the recorded request lets the SDK download images, `urls` when it
/// disables image loading: the request decides, not the network, so it is kept. `…-video-no-…` is
/// AdReplay's network variant — Google's Sample SDK always attaches video. `missing-ad-unit` also
/// drops the scenario's ad unit; `late-fill` is the fill ``lateAnswerDelay`` ms late. The names
/// are those of `scripts/record-all`, so a variant and the committed fixture of that name match.
///
/// ```swift
/// let fixture = try FixtureStore.read("recordings/banner/fill.fixture.gz")
/// for variant in try Variants.of(fixture) {
///     let recording = try Variants.record(variant, registry: registry)
///     try FixtureStore.write(recording.fixture, to: "/tmp/banner/\(variant.name).fixture.gz", overwrite: false)
/// }
/// // fill, failure-unknown, failure-network-error, failure-no-inventory, missing-ad-unit, late-fill
/// ```
public enum Variants {
    /// How late `late-fill`'s answer arrives: after the default scripts' first step past the load
    /// (`+1000 present`, `+1000 render`), so the host acts before the ad has loaded.
    public static let lateAnswerDelay = 2_000

    /// The variants of `fixture`, in the order of the table above. Throws when the recording has
    /// no ad unit (every variant would be the missing ad unit); `path` names it in the error.
    public static func of(_ fixture: Fixture, path: String? = nil) throws(VariantError) -> [Variant] {
        let scenario = fixture.scenario
        guard let parameter = scenario.parameter, !parameter.isEmpty else {
            throw VariantError(path: path ?? fixture.name, problem: .noAdUnit)
        }
        let downloadsImages = scenario.loaderOptions?.disableImageLoading != true
        return kinds(for: scenario.format).compactMap { kind in
            guard let network = kind.network(for: scenario.format) else { return nil }
            var variantScenario = scenario
            if kind == .missingAdUnit { variantScenario.parameter = nil }
            return Variant(name: kind.name(downloadsImages: downloadsImages), summary: kind.summary(downloadsImages: downloadsImages),
                           scenario: variantScenario, network: network)
        }
    }

    /// The names of the variants `format` has in the table but ``LiveNetwork`` cannot force yet.
    public static func notYetDerivable(for format: Scenario.Format) -> [String] {
        kinds(for: format).filter { $0.network(for: format) == nil }.map { $0.name(downloadsImages: true) }
    }

    /// Records `variant` live (deterministically: its network is forced, never drawn).
    public static func record(_ variant: Variant, registry: AdapterRegistry) throws -> Recorder.Recording {
        try Recorder(registry: registry).record(variant.scenario, name: variant.name, network: variant.network)
    }

    /// How `derived` (a variant recorded now) drifted from `stored` (its file): the headline of
    /// the first difference, the scenario first, then the timeline; nil when they record the same
    /// session.
    public static func drift(of derived: Fixture, from stored: Fixture) -> String? {
        let scenarioChanges = FixtureDiff.scenarioChanges(expected: stored.scenario, actual: derived.scenario)
        if let first = scenarioChanges.first {
            let more = scenarioChanges.count > 1 ? " (\(scenarioChanges.count) differences)" : ""
            return "the scenario differs: \(first)\(more)"
        }
        return FixtureDiff.between(expected: stored.observation, actual: derived.observation, fidelity: stored.fidelity)?.headline
    }

    /// Every kind of answer `format` can meet, in the documented order.
    static func kinds(for format: Scenario.Format) -> [Variant.Kind] {
        let failures: [Variant.Kind] = [.failure(.unknown), .failure(.networkError), .failure(.noInventory)]
        switch format {
        case .customNative:
            let hostFailures: [MediationError.HostCode] = [.invalidRequest, .noFill, .networkError, .serverError, .timeout, .internalError]
            return [.hostFill(video: true), .hostFill(video: false)] + hostFailures.map(Variant.Kind.hostFailure)
                + [.missingAdUnit, .late]
        case .native, .nativeLegacy, .nativeSelfTracking:
            let fills = SampleNativeVariant.allCases.flatMap { variant in
                [true, false].map { Variant.Kind.nativeFill(variant, video: $0) }
            }
            return fills + failures + [.missingAdUnit, .late]
        case .banner, .interstitial, .rewarded, .rewardedInterstitial, .appOpen:
            return [.fill] + failures + [.missingAdUnit, .late]
        }
    }
}
