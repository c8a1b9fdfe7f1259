import AdWorld

/// The Sample network's random behaviour, reproduced from a seed.
///
/// Each request takes one draw r in 0…99 from ``SeededGenerator`` (SplitMix64, rejection-sampled,
/// so unbiased): r < 85 fill, r < 90 `unknown`, r < 95 `networkError`, else `noInventory` — the
/// SDK's table. A native fill takes two more draws: r2 > 50 gives the "content" variant (49 %),
/// else "app" (51 %); r3 < 50 gives an ad with video (a media view).
///
/// The video draw r3 is **AdReplay's network variant, not the Sample SDK's behaviour**: Google's
/// Sample SDK attaches a media view to every native ad (`createFakeNativeAdForRequest:` in
/// Google's googleads-mobile-ios-mediation example/SDK/SampleNativeAdLoader.m gives both kinds of
/// fake ad a `SampleMediaView`). A network that serves ads without video is a legitimate case to
/// test an adapter against (Google's Swift legacy mapper force-unwraps the media view and would
/// crash on one), so AdReplay offers it; a fixture with `"video": false` in its native answer
/// records this variant, never Google's SDK.
/// Answers arrive synchronously (latency 0) unless `latency` is set.
public final class SeededSampleNetwork: SampleImmediateNetwork {
    public let seed: UInt64
    public var latency: Int
    private var generator: SeededGenerator

    public init(seed: UInt64, latency: Int = 0) {
        self.seed = seed
        self.latency = latency
        self.generator = SeededGenerator(seed: seed)
    }

    public func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        let r = generator.draw(below: 100)
        let outcome: SampleNetworkAnswer.Outcome
        switch r {
        case ..<85:
            outcome = .fill(native: request.format == .native ? nativeFill() : nil)
        case ..<90: outcome = .failure(code: .unknown)
        case ..<95: outcome = .failure(code: .networkError)
        default: outcome = .failure(code: .noInventory)
        }
        return SampleNetworkAnswer(outcome, latency: latency)
    }

    /// The variant draw is the Sample SDK's; the video draw is AdReplay's variant (see above).
    private func nativeFill() -> SampleNativeFill {
        let variant: SampleNativeVariant = generator.draw(below: 100) > 50 ? .content : .app
        let hasVideo = generator.draw(below: 100) < 50
        return SampleNativeFill(variant: variant, hasVideo: hasVideo)
    }
}
