/// The host's ad server's answer to one ``CustomNativeAdRequest``: an ad or a failure code, and
/// how long it took.
///
/// Stored in a fixture as `{"latency": 0, "fill": {…}}` or `{"latency": 0, "failure": {"code": 1}}`.
///
/// ```swift
/// CustomNativeAdAnswer.failure(code: MediationError.HostCode.noFill.rawValue, latency: 120)
/// ```
public struct CustomNativeAdAnswer: Codable, Equatable, Hashable, Sendable {
    public enum Outcome: Equatable, Hashable, Sendable {
        case fill(CustomNativeAdPayload)
        /// A code in ``MediationError/hostDomain`` (see ``MediationError/HostCode``).
        case failure(code: Int)
    }

    public var outcome: Outcome
    /// Virtual milliseconds until the answer arrives; 0 answers inside the load call.
    public var latency: Int

    public init(outcome: Outcome, latency: Int = 0) {
        self.outcome = outcome
        self.latency = latency
    }

    /// An ad.
    public static func fill(_ payload: CustomNativeAdPayload, latency: Int = 0) -> CustomNativeAdAnswer {
        CustomNativeAdAnswer(outcome: .fill(payload), latency: latency)
    }

    /// No ad, for the reason `code` names.
    public static func failure(code: Int, latency: Int = 0) -> CustomNativeAdAnswer {
        CustomNativeAdAnswer(outcome: .failure(code: code), latency: latency)
    }

    private enum CodingKeys: String, CodingKey {
        case latency, fill, failure
    }

    private struct Failure: Codable {
        var code: Int
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latency = try container.decode(Int.self, forKey: .latency)
        if let payload = try container.decodeIfPresent(CustomNativeAdPayload.self, forKey: .fill) {
            outcome = .fill(payload)
        } else if let failure = try container.decodeIfPresent(Failure.self, forKey: .failure) {
            outcome = .failure(code: failure.code)
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .latency, in: container,
                debugDescription: "an answer needs either \"fill\" or \"failure\""
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latency, forKey: .latency)
        switch outcome {
        case .fill(let payload): try container.encode(payload, forKey: .fill)
        case .failure(let code): try container.encode(Failure(code: code), forKey: .failure)
        }
    }
}
