/// A named slot in a ``World`` holding one service (a network, an observer, …), in the style of
/// SwiftUI's environment keys. Each SDK port declares its own keys; the world knows none of them.
///
/// ```swift
/// enum GreetingKey: WorldKey { static func defaultValue(in world: World) -> String { "hello" } }
/// World()[GreetingKey.self]   // "hello"
/// ```
public protocol WorldKey {
    associatedtype Value
    /// The value a world holds until one is set; asked once, on first read.
    static func defaultValue(in world: World) -> Value
}
