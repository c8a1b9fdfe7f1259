import AdWorld

/// Where a world keeps the Moloco SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public enum MolocoSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<MolocoRequest, MolocoAnswer, MolocoCallback, MolocoEffect> {
        SDKSeam(network: MolocoNetwork.seeded())
    }
}
