/// Why the variants of a recording could not be derived: one sentence naming the file and the fix.
public struct VariantError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// The recording's request has no ad unit, so every variant would be the missing ad unit.
        case noAdUnit
    }

    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .noAdUnit:
            ("\(path): records a request without an ad unit, so every variant would be the missing ad unit; "
                + "derive the variants from a recording with one.").escapingControlCharacters
        }
    }
}
