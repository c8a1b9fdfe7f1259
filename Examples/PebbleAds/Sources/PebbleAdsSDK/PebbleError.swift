/// Why a Pebble ad did not load. Raw values are the SDK's published error codes.
public enum PebbleError: Int, Error, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The placement ID is empty; the SDK says so without asking the network.
    case invalidPlacement = 1
    /// The network had no ad for the placement.
    case noFill = 2
    /// The network gave up waiting for its demand sources.
    case timeout = 3

    public var description: String {
        switch self {
        case .invalidPlacement: "invalidPlacement"
        case .noFill: "noFill"
        case .timeout: "timeout"
        }
    }

    /// The sentence the SDK's documentation gives for the code.
    public var message: String {
        switch self {
        case .invalidPlacement: "The placement ID is missing or empty."
        case .noFill: "No ad is available for this placement."
        case .timeout: "The ad request timed out."
        }
    }
}
