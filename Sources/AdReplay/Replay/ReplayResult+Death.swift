extension ReplayResult {
    /// The result for a fixture whose replay never came back, because the process replaying it
    /// died or was stopped, as `sentence` says (`crashed at
    /// SampleCustomEventSwift/SampleMediatedNativeAdSwift.swift:49: Unexpectedly found nil while
    /// unwrapping an Optional value`, `did not finish within 60 s and was stopped …`).
    ///
    /// A bug report of that crash (``Reproduction/crash(_:reproducedBy:)``) reproduces; anything
    /// else could not be replayed, with the sentence as the reason. `recorded` is the fixture as
    /// read, when it could be.
    package static func died(_ path: String, sentence: String, recorded: Fixture?) -> ReplayResult {
        var result = ReplayResult(
            name: recorded?.name ?? path, path: path, diff: nil, requestProblems: [], breaches: [],
            observed: Observation(), failure: nil)
        result.recorded = recorded
        if let recorded, let bug = Reproduction.crash(sentence, reproducedBy: recorded) {
            result.reproducing = [bug]
        } else {
            result.failure = sentence
        }
        return result
    }
}
