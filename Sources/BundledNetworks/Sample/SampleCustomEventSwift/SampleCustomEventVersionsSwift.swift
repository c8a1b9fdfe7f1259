#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif
import SampleAdSDK

/// How the Swift adapter reports its own and its SDK's versions to the host.
enum SampleCustomEventVersionsSwift {
    /// The Swift sample has no adapter version string: it splits the text of the SDK
    /// framework's version *number* (a double) and wants exactly four parts, major.minor.patch×100
    /// + fourth. A double prints with at most one dot ("1.0"), so this is always 0.0.0.
    static func adapter(_ frameworkVersion: Double = SampleAdSDKVersionNumber) -> VersionNumber {
        let parts = String(frameworkVersion).components(separatedBy: ".")
        guard parts.count == 4 else { return VersionNumber() }
        return VersionNumber(majorVersion: Int(parts[0]) ?? 0, minorVersion: Int(parts[1]) ?? 0,
                             patchVersion: (Int(parts[2]) ?? 0) * 100 + (Int(parts[3]) ?? 0))
    }

    /// "1.0.0" → 1.0.0 from the first three parts, a part that is not a number counting as 0;
    /// fewer than three parts gives 0.0.0.
    static func sdk(_ string: String = SampleSDKVersion) -> VersionNumber {
        let parts = string.components(separatedBy: ".")
        guard parts.count >= 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: Int(parts[0]) ?? 0, minorVersion: Int(parts[1]) ?? 0,
                             patchVersion: Int(parts[2]) ?? 0)
    }
}
