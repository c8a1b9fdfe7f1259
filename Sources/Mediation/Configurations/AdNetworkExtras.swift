/// Publisher-supplied extras for one ad network, handed to its adapter with a request.
///
/// An adapter names its extras class through `MediationAdapter/networkExtrasClass`; a network
/// without extras (such as the Sample network) answers nil.
public protocol AdNetworkExtras: AnyObject {}
