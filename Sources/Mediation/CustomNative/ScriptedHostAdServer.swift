/// A host ad server that gives the answers it was handed, in order, whatever is asked: for tests,
/// and for replaying recorded answers.
///
/// It keeps every request it received, so a caller can compare them with what it expected. Asked
/// once more than it has answers, it answers `failure(code: 11)` (internal error) at once and sets
/// ``wasExhausted``, so the mistake can be reported instead of passing unnoticed.
///
/// ```swift
/// let server = ScriptedHostAdServer([.failure(code: 1)])
/// world.hostAdServer = server
/// ```
public final class ScriptedHostAdServer: HostAdServer {
    /// The answers not given yet.
    public private(set) var remainingAnswers: [CustomNativeAdAnswer]
    /// Every request received, in order (including those answered after exhaustion).
    public private(set) var requests: [CustomNativeAdRequest] = []
    /// Whether a request arrived after the last answer was given.
    public private(set) var wasExhausted = false

    public init(_ answers: [CustomNativeAdAnswer]) {
        self.remainingAnswers = answers
    }

    public func answer(_ request: CustomNativeAdRequest) -> CustomNativeAdAnswer {
        requests.append(request)
        guard !remainingAnswers.isEmpty else {
            wasExhausted = true
            return .failure(code: MediationError.HostCode.internalError.rawValue)
        }
        return remainingAnswers.removeFirst()
    }
}

extension HostAdServer where Self == ScriptedHostAdServer {
    /// A server that gives `answers` in order.
    public static func scripted(_ answers: [CustomNativeAdAnswer]) -> ScriptedHostAdServer {
        ScriptedHostAdServer(answers)
    }
}
