import AdWorld

/// Where a world keeps the HyBid SDK's boundary (Sources/AdReplay/AdReplay.docc/WritingAPlugin.md): the network its
/// renders go to, and who hears its calls into the app and its effects.
public enum HyBidSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<HyBidRequest, HyBidAnswer, HyBidCallback, HyBidEffect> {
        SDKSeam(network: HyBidNetwork.seeded())
    }
}
