/// Where an adapter trapped, as much as the build that ran it could say: the place
/// (`SampleCustomEventNativeAdSwift.swift:77`) and Swift's message when the build kept them, and
/// the function that trapped when a backtrace named it.
///
/// A debug build says all three; an optimised build often keeps only the function (an inlined
/// trap has no line and no message). Two sites are the same crash when they agree on everything
/// both know and share the place or the function (``isSame(as:)``), so a bug report recorded with
/// one build reproduces with the other, while a trap in another function or at another line does
/// not. What it cannot tell apart: with only the function in common, two traps in one function.
///
/// ```swift
/// let debug = CrashSite(place: "SampleCustomEventNativeAdSwift.swift:77",
///                       function: "SampleCustomEventNativeAdSwift.didRender(in:…)",
///                       message: "Unexpectedly found nil while implicitly unwrapping an Optional value")
/// debug.isSame(as: CrashSite(function: "SampleCustomEventNativeAdSwift.didRender(in:…)"))   // true
/// debug.description   // "SampleCustomEventNativeAdSwift.swift:77"
/// ```
public struct CrashSite: Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The file and line, `File.swift:49` (the file's name only, as every build names it alike).
    public var place: String?
    /// The function, as a backtrace names it without `specialized` (`Type.method(_:)`).
    public var function: String?
    /// Swift's message for the trap, when the build printed one.
    public var message: String?

    public init(place: String? = nil, function: String? = nil, message: String? = nil) {
        self.place = place
        self.function = function
        self.message = message
    }

    /// A site as a bug report stores it under `"crash"` and a sentence says it: a place
    /// (`File.swift:49`, or `File.swift` when the build kept no line) or else a function.
    public init(_ said: String) {
        if Self.isPlace(said) { place = said } else { function = said }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A crash whose place nothing said (a trap in Swift's libraries without a backtrace, a death
    /// by a signal): no evidence of any one bug.
    public static let unknown = CrashSite()

    /// Whether it names a place or a function.
    public var isKnown: Bool { place != nil || function != nil }

    /// The place when known, else the function: `File.swift:49`, `Type.method(_:)`, `unknown`.
    public var description: String { place ?? function ?? "unknown" }

    /// Whether `other` is the same crash as far as both can tell: equal in the place, the
    /// function and the message wherever both have one, and both naming the place or the
    /// function (a message alone identifies no code).
    public func isSame(as other: CrashSite) -> Bool {
        var common = false
        for (mine, theirs) in [(place, other.place), (function, other.function)] {
            guard let mine, let theirs else { continue }
            guard mine == theirs else { return false }
            common = true
        }
        if let message, let theirs = other.message, message != theirs { return false }
        return common
    }

    /// `File.swift:49` or `File.swift`: a Swift file's name, then a line if any.
    static func isPlace(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let file = parts.first, file.hasSuffix(".swift"), !file.contains("("), parts.count <= 2 else { return false }
        return parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isNumber))
    }
}
