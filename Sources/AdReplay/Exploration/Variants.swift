/// Every answer of the network one recording's format can meet, each as a ``Variant`` of that
/// recording: the same adapter and script, only the network's answer changed. The answers come
/// from the scenario's network plug-in, so any network's recordings have variants. Deterministic:
/// the same recording always gives the same variants, in the same order, and the same fixtures.
///
/// In order:
/// - a fill for each of the network's content variants (native formats; ``RecordingOptions/variantNames``),
///   with video and without where video applies (``RecordingOptions/videoApplies(to:)``), named
///   `VARIANT-video-yes-I` (`fill` when the network has no variants; no `video-` part where video
///   does not apply; `-I`, `images` or `urls`, only for native formats whose SDK request says
///   whether images are downloaded (``RecordingOptions/imageLoadingApplies(to:)``), as the recorded
///   request asks: the request decides, not the network, so it is kept);
/// - `failure-NAME` for each failure the network answers (its ``RecordingOptions/failures``);
/// - `missing-ad-unit`: the request without its ad unit;
/// - `late-fill`: the first fill, ``lateAnswerDelay`` ms after the request.
///
/// For the Sample network: `fill`, `failure-unknown`, `failure-network-error`,
/// `failure-no-inventory`, `missing-ad-unit`, `late-fill` (native: `content-video-yes-I`,
/// `content-video-no-I`, `app-video-yes-I`, `app-video-no-I` in place of `fill`); for custom native
/// ads (the host's ad server): `fill-video-yes`, `fill-video-no`, then its six failures. The names
/// are those of `scripts/record-all`, so a variant and the committed fixture of that name match.
///
/// ```swift
/// let fixture = try FixtureStore.read("recordings/banner/fill.fixture.gz", networks: registry.networks)
/// for variant in try Variants.of(fixture, registry: registry) {
///     let recording = try Variants.record(variant, registry: registry)
///     try FixtureStore.write(recording.fixture, to: "/tmp/banner/\(variant.name).fixture.gz", overwrite: false)
/// }
/// // fill, failure-unknown, failure-network-error, failure-no-inventory, missing-ad-unit, late-fill
/// ```
public enum Variants {
    /// How late `late-fill`'s answer arrives: after the default scripts' first step past the load
    /// (`+1000 present`, `+1000 render`), so the host acts before the ad has loaded.
    public static let lateAnswerDelay = 2_000

    /// The variants of `fixture`, in the order above, with the answers of its scenario's network
    /// in `registry`. Throws when the recording has no ad unit (every variant would be the missing
    /// ad unit); `path` names it in the error.
    public static func of(_ fixture: Fixture, registry: AdapterRegistry, path: String? = nil) throws(VariantError) -> [Variant] {
        let scenario = fixture.scenario
        guard let parameter = scenario.parameter, !parameter.isEmpty else {
            throw VariantError(path: path ?? fixture.name, problem: .noAdUnit)
        }
        let plugin = registry.network(of: scenario)
        let images: Bool? =
            scenario.format.isNative && plugin.recording.imageLoadingApplies(to: scenario.format)
            ? scenario.loaderOptions?.disableImageLoading != true : nil
        return kinds(for: scenario.format, network: plugin).map { kind in
            var variantScenario = scenario
            if kind == .missingAdUnit { variantScenario.parameter = nil }
            return Variant(
                name: kind.name(images: images), summary: kind.summary(images: images, network: plugin),
                scenario: variantScenario, network: kind.live(network: plugin.name))
        }
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

    /// Every kind of answer `format` can meet from `network`, in the documented order.
    static func kinds(for format: Scenario.Format, network: any NetworkPlugin) -> [Variant.Kind] {
        let recording = network.recording
        let variants: [String?] = format.isNative && !recording.variantNames.isEmpty ? recording.variantNames : [nil]
        let videos: [Bool?] = recording.videoApplies(to: format) ? [true, false] : [nil]
        let fills = variants.flatMap { variant in videos.map { Variant.Kind.Fill(variant: variant, video: $0) } }
        let failures = recording.failures(for: format).map(Variant.Kind.failure)
        return fills.map { Variant.Kind.fill(variant: $0.variant, video: $0.video) } + failures
            + [.missingAdUnit, .late(fills[0])]
    }
}
