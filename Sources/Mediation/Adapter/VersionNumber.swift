/// A three-part version, as the host reads an adapter's and its SDK's versions.
public struct VersionNumber: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var majorVersion: Int
    public var minorVersion: Int
    public var patchVersion: Int

    public init(majorVersion: Int = 0, minorVersion: Int = 0, patchVersion: Int = 0) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }

    public var description: String { "\(majorVersion).\(minorVersion).\(patchVersion)" }
}

/// `version` as GMA 12 writes it out, "1.2.3" (GMA 11 and earlier: `GADGetStringFromVersionNumber`).
public func string(for version: VersionNumber) -> String {
    version.description
}
