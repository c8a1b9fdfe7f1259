import AdWorld

/// Where a world keeps the BidMachine SDK's boundary (see `BigoSeam` in the Bigo stand-in, and
/// Sources/AdReplay/AdReplay.docc/WritingAPlugin.md): the auction its requests go to, and who hears its calls and effects.
public enum BidMachineSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<BidMachineRequest, BidMachineAnswer, BidMachineCallback, BidMachineEffect> {
        SDKSeam(network: BidMachineNetwork.seeded())
    }
}
