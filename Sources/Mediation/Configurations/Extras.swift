/// GMA's `Extras` (`GADExtras`): key-value pairs an app registers with its request, handed to an
/// adapter as its configuration's `extras`.
public final class Extras: AdNetworkExtras {
    /// The pairs, as GMA declares them (`[AnyHashable: Any]`); here every key and value is a
    /// `String`, as a scenario stores them.
    public var additionalParameters: [AnyHashable: Any]?

    public init() {}

    /// Extras holding `parameters`.
    public init(parameters: [String: String]) {
        additionalParameters = parameters
    }
}
