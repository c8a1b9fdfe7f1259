/// A stand-in creative the SDK can report loaded twice for one load: the SDK's load callback
/// (a loader's delegate, a completion) arrives a second time, and a fixture records what the
/// adapter then tells GMA. GMA's load completion handler may be called once only.
///
/// ```swift
/// struct PebbleCreative: Codable, StandInLoadedTwice { var title: String; var loadedTwice: Bool? }
/// PebbleCreative(title: "Pebble", loadedTwice: true).timesLoaded   // 2
/// ```
public protocol StandInLoadedTwice {
    /// True when the SDK reports this creative loaded twice; nil (left out of a fixture) otherwise.
    var loadedTwice: Bool? { get }
}

extension StandInLoadedTwice {
    /// How often the SDK reports the creative loaded: 2 when ``loadedTwice``, 1 otherwise.
    public var timesLoaded: Int { loadedTwice == true ? 2 : 1 }
}
