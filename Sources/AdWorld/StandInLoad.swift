import Foundation

/// One stand-in object's load of its ad: the request goes through the object's
/// ``StandInContext``, the creative is kept once it has loaded, and a failure arrives as the
/// `NSError` the SDK reports (its ``StandInNetwork/errorDomain``, the code, the message). A
/// creative that is ``StandInLoadedTwice`` is handed on as often as the SDK reports it loaded.
///
/// ```swift
/// let loading = StandInLoad<PebbleNetwork, PebbleCreative>(for: "PebbleInterstitial")
/// loading.load(request, log: "Loading \(request)") { creative in … } failed: { code, error in … }
/// loading.isLoaded   // true once a creative arrived
/// ```
public final class StandInLoad<Network: StandInNetwork, Creative> where Network.Answer == StandInAnswer<Creative> {
    public let context: StandInContext<Network>
    /// The creative once loaded.
    public private(set) var creative: Creative?

    public init(for typeName: String) {
        context = StandInContext(for: typeName)
    }

    public var isLoaded: Bool { creative != nil }

    /// Lets go of the creative (an SDK's `destroy`): no longer loaded.
    public func discard() {
        creative = nil
    }

    /// Loads `request`, logging `log` first when given (``StandInContext/log(_:)``); `loaded`
    /// gets the creative (twice for one the SDK reports loaded twice,
    /// ``StandInLoadedTwice/timesLoaded``), `failed` the server's code and the SDK's error for it.
    public func load(
        _ request: Network.Request, log: String? = nil, loaded: @escaping (Creative) -> Void,
        failed: @escaping (_ code: Int, _ error: NSError) -> Void
    ) {
        if let log { context.log(log) }
        context.load(request) { [self] creative in
            self.creative = creative
            for _ in 0..<((creative as? any StandInLoadedTwice)?.timesLoaded ?? 1) {
                loaded(creative)
            }
        } failed: { code, message in
            failed(code, Network.error(code: code, message))
        }
    }
}

extension StandInNetwork {
    /// The error the SDK reports for `code`: in its ``errorDomain``, `message` its localised
    /// description.
    ///
    /// ```swift
    /// PebbleNetwork.error(code: 2, "No fill.").localizedDescription   // "No fill."
    /// ```
    public static func error(code: Int, _ message: String) -> NSError {
        NSError(domain: errorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
