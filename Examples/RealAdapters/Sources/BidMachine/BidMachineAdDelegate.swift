/// What every BidMachine ad is.
public protocol BidMachineAdProtocol: AnyObject {
    var canShow: Bool { get }
}

/// Told what an ad does. Every method has an empty default (they are optional in the SDK).
public protocol BidMachineAdDelegate: AnyObject {
    func didLoadAd(_ ad: any BidMachineAdProtocol)
    func didFailLoadAd(_ ad: any BidMachineAdProtocol, _ error: any Error)
    func didPresentAd(_ ad: any BidMachineAdProtocol)
    func didFailPresentAd(_ ad: any BidMachineAdProtocol, _ error: any Error)
    func didDismissAd(_ ad: any BidMachineAdProtocol)
    func willPresentScreen(_ ad: any BidMachineAdProtocol)
    func didDismissScreen(_ ad: any BidMachineAdProtocol)
    func didUserInteraction(_ ad: any BidMachineAdProtocol)
    func didTrackInteraction(_ ad: any BidMachineAdProtocol)
    func didTrackImpression(_ ad: any BidMachineAdProtocol)
    func didReceiveReward(_ ad: any BidMachineAdProtocol)
}

extension BidMachineAdDelegate {
    public func didLoadAd(_ ad: any BidMachineAdProtocol) {}
    public func didFailLoadAd(_ ad: any BidMachineAdProtocol, _ error: any Error) {}
    public func didPresentAd(_ ad: any BidMachineAdProtocol) {}
    public func didFailPresentAd(_ ad: any BidMachineAdProtocol, _ error: any Error) {}
    public func didDismissAd(_ ad: any BidMachineAdProtocol) {}
    public func willPresentScreen(_ ad: any BidMachineAdProtocol) {}
    public func didDismissScreen(_ ad: any BidMachineAdProtocol) {}
    public func didUserInteraction(_ ad: any BidMachineAdProtocol) {}
    public func didTrackInteraction(_ ad: any BidMachineAdProtocol) {}
    public func didTrackImpression(_ ad: any BidMachineAdProtocol) {}
    public func didReceiveReward(_ ad: any BidMachineAdProtocol) {}
}
