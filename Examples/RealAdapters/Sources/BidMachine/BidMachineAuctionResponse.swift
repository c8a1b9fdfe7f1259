/// `BidMachineAuctionResponseProtocol`: what the SDK tells of the auction an ad won (in the SDK,
/// an ad's `auctionInfo`). The stand-in declares none of its members: no adapter reads them, and
/// a test's fake ad (Google's BidMachine suite's `MockView`) declares one of this type.
public protocol BidMachineAuctionResponseProtocol: AnyObject {}
