import Mediation
import SampleAdSDK

/// How the adapter reports its own and its SDK's versions to the host.
enum SampleCustomEventVersions {
    /// "1.0.0.0" → 1.0.0: major and minor from the first two parts, patch = third × 100 + fourth.
    /// Anything but exactly four numeric parts gives 0.0.0.
    static func adapter(_ string: String = SampleCustomEventConstants.adapterVersion) -> VersionNumber {
        let parts = string.split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard parts.count == 4, string.split(separator: ".", omittingEmptySubsequences: false).count == 4 else {
            return VersionNumber()
        }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
    }

    /// "1.0.0" → 1.0.0 from the first three parts; fewer than three gives 0.0.0.
    static func sdk(_ string: String = SampleSDKVersion) -> VersionNumber {
        let parts = string.split(separator: ".").map { Int($0) }
        guard parts.count >= 3, let major = parts[0], let minor = parts[1], let patch = parts[2] else {
            return VersionNumber()
        }
        return VersionNumber(majorVersion: major, minorVersion: minor, patchVersion: patch)
    }
}
