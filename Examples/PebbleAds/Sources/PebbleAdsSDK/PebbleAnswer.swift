/// The Pebble network's answer to one request: an ad, or why there is none.
///
/// ```swift
/// PebbleAnswer.failure(.noFill).description   // "failure noFill"
/// ```
public enum PebbleAnswer: Codable, Hashable, Sendable, CustomStringConvertible {
    // Names for the unlabelled payloads in JSON (instead of "_0").
    private enum FillCodingKeys: String, CodingKey { case _0 = "creative" }
    private enum FailureCodingKeys: String, CodingKey { case _0 = "error" }

    case fill(PebbleCreative)
    case failure(PebbleError)

    public var description: String {
        switch self {
        case .fill(let creative): "fill \(creative)"
        case .failure(let error): "failure \(error)"
        }
    }
}
