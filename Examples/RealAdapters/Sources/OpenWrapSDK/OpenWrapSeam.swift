import AdWorld

/// Where a world keeps the OpenWrap SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md).
public enum OpenWrapSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<OpenWrapRequest, OpenWrapAnswer, OpenWrapCallback, OpenWrapEffect> {
        SDKSeam(network: OpenWrapNetwork.seeded())
    }
}
