import AdWorld

/// Where a world keeps the OpenWrap SDK's boundary (docs/writing-a-plugin.md).
public enum OpenWrapSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<OpenWrapRequest, OpenWrapAnswer, OpenWrapCallback, OpenWrapEffect> {
        SDKSeam(network: OpenWrapNetwork.seeded())
    }
}
