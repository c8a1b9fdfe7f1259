/// The Heron network's answer to one request: an ad of the format asked for, or why there is none.
///
/// ```swift
/// HeronAnswer.failure(.throttled).description   // "failure throttled"
/// ```
public enum HeronAnswer: Codable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum RewardedCodingKeys: String, CodingKey { case _0 = "creative" }
    private enum NativeCodingKeys: String, CodingKey { case _0 = "creative" }
    private enum FailureCodingKeys: String, CodingKey { case _0 = "error" }

    case rewarded(HeronRewardedCreative)
    case native(HeronNativeCreative)
    case failure(HeronError)

    public var description: String {
        switch self {
        case .rewarded(let creative): "rewarded \(creative)"
        case .native(let creative): "native \(creative)"
        case .failure(let error): "failure \(error)"
        }
    }
}
