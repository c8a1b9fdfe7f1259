import AdWorld
import Foundation

/// A member of what GMA hands an adapter about a request — its configuration, or the SDK's
/// global state (`MobileAds.shared`) — whose reads a session can note (the host's `ConfigurationReads`).
/// Named as an adapter writes it; declared in the order reports list them.
public enum ConfigurationMember: String, CaseIterable, Codable, Comparable, Sendable {
    case adSize
    case credentials
    case isTestRequest
    case bidResponse
    case watermark
    case extras
    case childDirectedTreatment
    case tagForChildDirectedTreatment = "requestConfiguration.tagForChildDirectedTreatment"
    case tagForUnderAgeOfConsent = "requestConfiguration.tagForUnderAgeOfConsent"
    case ageRestrictedTreatment = "requestConfiguration.ageRestrictedTreatment"
    case maxAdContentRating = "requestConfiguration.maxAdContentRating"
    case testDeviceIdentifiers = "requestConfiguration.testDeviceIdentifiers"
    case isApplicationMuted = "MobileAds.isApplicationMuted"
    case applicationVolume = "MobileAds.applicationVolume"

    /// Declaration order, so a report's members read top to bottom as GMA groups them.
    public static func < (lhs: ConfigurationMember, rhs: ConfigurationMember) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The text a read's value is noted as when the app left the member unset.
    public static let unset = "unset"
}

/// What an adapter read of its configuration and of the SDK's global state in one session: each
/// member, with the values it held when read, as text (`"320×50"`, `"yes"`, `"unset"`).
///
/// The host turns it on for a session by putting one in the world (``World/configurationReads``);
/// a configuration made in that world notes each read of its members, and so do the world's
/// ``MobileAds`` and ``RequestConfiguration`` once the host hands it to them. Off (nil), a
/// getter costs one nil check. Reads may come from any thread, so noting is locked.
///
/// ```swift
/// let reads = ConfigurationReads()
/// reads.note(.adSize, "320×50")
/// reads.values   // [.adSize: ["320×50"]]
/// ```
package final class ConfigurationReads: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [ConfigurationMember: Set<String>] = [:]

    package init() {}

    /// Notes that the adapter read `member` while it held `value`.
    package func note(_ member: ConfigurationMember, _ value: @autoclosure () -> String) {
        let text = value()
        lock.lock()
        noted[member, default: []].insert(text)
        lock.unlock()
    }

    /// Every member read, with the distinct values it was read with, sorted.
    package var values: [ConfigurationMember: [String]] {
        lock.lock()
        defer { lock.unlock() }
        return noted.mapValues { $0.sorted() }
    }
}

extension ConfigurationReads {
    /// `yes`, `no`, or ``ConfigurationMember/unset`` for nil: how a tag (a Bool in an `NSNumber`) reads.
    static func text(_ tag: NSNumber?) -> String {
        tag.map { $0.boolValue ? "yes" : "no" } ?? ConfigurationMember.unset
    }

    static func text(_ flag: Bool) -> String { flag ? "yes" : "no" }

    /// `320×50`; a fluid or adaptive size says so (`390×59 anchored adaptive`).
    static func text(_ size: AdSize) -> String {
        if isAdSizeFluid(size: size) { return "fluid" }
        if size.flags & AdSize.anchoredAdaptiveFlag != 0 { return "\(size) anchored adaptive" }
        if size.flags & AdSize.inlineAdaptiveFlag != 0 { return "\(size) inline adaptive" }
        return size.description
    }

    /// A volume as the scenario states it: `1`, `0.5`.
    static func text(volume: Float) -> String {
        let value = Double(volume)
        // Whole numbers without a fraction; `Int(_:)` traps past its range (an app may set any
        // Float, infinity included), so only a value it can hold is converted.
        guard value.rounded() == value, let whole = Int(exactly: value) else { return String(value) }
        return String(whole)
    }

    /// Extras as a bid request hands them over: GMA's ``Extras`` by their keys, the network's own
    /// class as `network extras`, nil as ``ConfigurationMember/unset``.
    static func text(extras: (any AdNetworkExtras)?) -> String {
        guard let extras else { return ConfigurationMember.unset }
        guard let pairs = (extras as? Extras)?.additionalParameters else { return "network extras" }
        return text(keys: pairs.keys.map { String(describing: $0.base) })
    }

    /// The keys of a dictionary of settings or extras, sorted: `keys application_id, parameter`;
    /// `no keys` when empty.
    static func text(keys: [String]) -> String {
        keys.isEmpty ? "no keys" : "keys " + keys.sorted().joined(separator: ", ")
    }
}

private enum ConfigurationReadsKey: WorldKey {
    static func defaultValue(in world: World) -> ConfigurationReads? { nil }
}

extension World {
    /// Where this world's configurations note what the adapter reads; nil (the default) notes
    /// nothing. The host's, not the adapter's: package access, so an adapter cannot clear it.
    package var configurationReads: ConfigurationReads? {
        get { self[ConfigurationReadsKey.self] }
        set { self[ConfigurationReadsKey.self] = newValue }
    }
}
