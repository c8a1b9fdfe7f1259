/// A stand-in server's answer to one load: an ad, or an error with the SDK's code and message.
/// A fixture stores a fill's creative under `creative`.
///
/// ```swift
/// StandInAnswer<String>.failure(code: 2, message: "No fill.").description   // "failure 2 \"No fill.\""
/// ```
public enum StandInAnswer<Creative: Codable & Hashable & Sendable & CustomStringConvertible>: Codable, Hashable, Sendable,
    CustomStringConvertible, StandInFailing
{
    private enum FillCodingKeys: String, CodingKey { case _0 = "creative" }

    case fill(Creative)
    case failure(code: Int, message: String)

    public var description: String {
        switch self {
        case .fill(let creative): "fill \(creative)"
        case .failure(let code, let message): "failure \(code) \"\(message)\""
        }
    }
}
