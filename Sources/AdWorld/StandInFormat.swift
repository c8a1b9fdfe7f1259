/// The kinds of ad a stand-in SDK loads: an enum of strings, each case described by its raw
/// value, as requests and fixtures name it.
///
/// ```swift
/// public enum PebbleFormat: String, StandInFormat { case banner, interstitial }
/// PebbleFormat.banner.description   // "banner"
/// ```
public protocol StandInFormat: RawRepresentable, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible
where RawValue == String {}

extension StandInFormat {
    public var description: String { rawValue }
}
