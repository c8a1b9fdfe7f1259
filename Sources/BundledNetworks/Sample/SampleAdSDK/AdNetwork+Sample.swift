import AdWorld

extension AdNetwork where Self == SeededSampleNetwork {
    /// The embedded default: the Sample SDK's own random draws, from a seeded generator.
    public static func seeded(_ seed: UInt64) -> SeededSampleNetwork { SeededSampleNetwork(seed: seed) }
}

extension AdNetwork where Self == ScriptedSampleNetwork {
    /// Answers given in order; for tests and for forcing an outcome.
    public static func scripted(_ answers: [SampleNetworkAnswer]) -> ScriptedSampleNetwork {
        ScriptedSampleNetwork(answers)
    }
}
