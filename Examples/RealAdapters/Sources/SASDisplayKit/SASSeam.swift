import AdWorld

/// Where a world keeps the Display SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public enum SASSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<SASRequest, SASAnswer, SASCallback, SASEffect> {
        SDKSeam(network: SASNetwork.seeded())
    }
}
