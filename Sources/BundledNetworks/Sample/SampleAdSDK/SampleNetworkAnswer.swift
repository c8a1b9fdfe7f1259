/// The variant of a fake native ad: "content" (headline "Sample Content!") or "app".
public enum SampleNativeVariant: String, Codable, CaseIterable, Sendable {
    case content, app
}

/// What a native fill carries beyond "filled": the content variant and whether the ad has video
/// (a media view). Images or URLs follow the request's `shouldDownloadImages`.
public struct SampleNativeFill: Codable, Equatable, Hashable, Sendable {
    public var variant: SampleNativeVariant
    /// True is Google's Sample SDK (every fake ad has a media view). False is AdReplay's network
    /// variant — an ad without video, which Google's SDK never serves — offered so adapters can
    /// be tested against networks that do (see ``SeededSampleNetwork``).
    public var hasVideo: Bool

    public init(variant: SampleNativeVariant, hasVideo: Bool) {
        self.variant = variant
        self.hasVideo = hasVideo
    }
}

/// The network's answer to one request, and how long it took on the world's clock.
///
/// `latency` 0 means the answer arrives synchronously, inside `fetchAd`, as Google's sample SDK
/// does; a positive latency delivers it that many milliseconds later.
public struct SampleNetworkAnswer: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Outcome: Codable, Equatable, Hashable, Sendable {
        /// Filled. `native` is the native payload; nil for the other formats.
        case fill(native: SampleNativeFill?)
        case failure(code: SampleErrorCode)
    }

    public var outcome: Outcome
    public var latency: Int

    public init(_ outcome: Outcome, latency: Int = 0) {
        self.outcome = outcome
        self.latency = latency
    }

    /// A fill for a non-native format.
    public static let fill = SampleNetworkAnswer(.fill(native: nil))

    /// A native fill.
    public static func nativeFill(_ variant: SampleNativeVariant, video: Bool, latency: Int = 0) -> SampleNetworkAnswer {
        SampleNetworkAnswer(.fill(native: SampleNativeFill(variant: variant, hasVideo: video)), latency: latency)
    }

    public static func failure(_ code: SampleErrorCode, latency: Int = 0) -> SampleNetworkAnswer {
        SampleNetworkAnswer(.failure(code: code), latency: latency)
    }

    /// The same answer, arriving `latency` milliseconds after the request.
    public func delayed(by latency: Int) -> SampleNetworkAnswer {
        SampleNetworkAnswer(outcome, latency: latency)
    }

    public var description: String {
        let text: String
        switch outcome {
        case .fill(native: nil): text = "fill"
        case .fill(native: let native?): text = "fill \(native.variant)\(native.hasVideo ? " video" : " no-video")"
        case .failure(let code): text = "failure \(code) (\(code.rawValue))"
        }
        return latency == 0 ? text : "\(text) after \(latency) ms"
    }
}
