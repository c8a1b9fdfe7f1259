/// A network that gives the answers it was handed, in order.
///
/// When they run out it answers `networkError` and remembers the requests it could not answer,
/// so a test can tell a short script from a real failure.
public final class ScriptedSampleNetwork: SampleImmediateNetwork {
    private var remaining: ArraySlice<SampleNetworkAnswer>
    public private(set) var unanswered: [SampleNetworkRequest] = []

    public init(_ answers: [SampleNetworkAnswer]) {
        self.remaining = answers[...]
    }

    /// Answers not yet given.
    public var unusedAnswers: [SampleNetworkAnswer] { Array(remaining) }

    public func decide(_ request: SampleNetworkRequest) -> SampleNetworkAnswer {
        if let next = remaining.popFirst() { return next }
        unanswered.append(request)
        return .failure(.networkError)
    }
}
