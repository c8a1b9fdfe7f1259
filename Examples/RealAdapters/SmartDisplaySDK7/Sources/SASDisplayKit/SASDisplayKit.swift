import AdWorld
import Foundation
import NeutralUI

// A stand-in for Smart AdServer's Display SDK 7 (SASDisplayKit), written from the call sites of
// Equativ's displaysdk7 adapter. No I/O and no seam: a placement with a positive site and format
// ID and a page name loads on the world's clock; ads count their impression when shown and their
// click when tapped. Native ads carry no image URLs, so the adapter's own downloads (URLSession)
// never run against this stand-in.

/// `SASFrameworkInfo`.
public final class SASFrameworkInfo: Sendable {
    public static let shared = SASFrameworkInfo()
    public let frameworkVersionString = "7.25.0"
}

/// How the mediation describes itself.
public final class SASSecondaryImplementationInfo {
    public let primarySDKName: String
    public let primarySDKVersion: String
    public let mediationAdapterVersion: String

    public init(primarySDKName: String, primarySDKVersion: String, mediationAdapterVersion: String) {
        self.primarySDKName = primarySDKName
        self.primarySDKVersion = primarySDKVersion
        self.mediationAdapterVersion = mediationAdapterVersion
    }
}

/// `SASConfiguration`: one per world.
public final class SASConfiguration {
    public private(set) var siteId: Int?
    public var primarySDK = true
    public var secondaryImplementationInfo: SASSecondaryImplementationInfo?

    public static var shared: SASConfiguration {
        World.currentOrDetached(for: "SASConfiguration")[SharedKey.self]
    }

    private enum SharedKey: WorldKey {
        static func defaultValue(in world: World) -> SASConfiguration { SASConfiguration() }
    }

    public func configure(siteId: Int) {
        self.siteId = siteId
    }
}

/// `SASAdPlacement`: where an ad shows, by Smart's IDs and page name.
public final class SASAdPlacement {
    public let siteId: Int
    public let pageName: String
    public let formatId: Int
    public let keywordTargeting: String?

    public init(siteId: Int, pageName: String, formatId: Int, keywordTargeting: String? = nil) {
        self.siteId = siteId
        self.pageName = pageName
        self.formatId = formatId
        self.keywordTargeting = keywordTargeting
    }

    var isValid: Bool { siteId > 0 && !pageName.isEmpty && formatId > 0 }
}

/// A loaded ad.
public class SASAd {
    public let insertionId: Int

    init(insertionId: Int) {
        self.insertionId = insertionId
    }
}

/// A rewarded video's reward.
public final class SASReward {
    public let currency: String
    public let amount: NSNumber

    init(currency: String, amount: NSNumber) {
        self.currency = currency
        self.amount = amount
    }
}

public enum SASAdStatus: Int, Sendable {
    case notAvailable, loading, ready, showing, expired
}

enum SASError {
    static func make(code: Int, _ message: String) -> NSError {
        NSError(domain: "SASDisplayKit", code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// A load every format shares, after 100 ms of the world's clock.
final class SASLoad {
    static let clickURL = URL(string: "https://smartadserver.example/click")

    let world = World.currentOrDetached(for: "SASAd")

    func load(_ placement: SASAdPlacement, loaded: @escaping (SASAd) -> Void, failed: @escaping (NSError) -> Void) {
        world.schedule(after: 100) { [world] in
            if placement.isValid {
                loaded(SASAd(insertionId: world.nextSerial("SASInsertion")))
            } else {
                failed(SASError.make(code: 1, "The placement is invalid."))
            }
        }
    }

    /// Opens the click URL; returns it for the delegate.
    func click() -> URL? {
        world.application.open("https://smartadserver.example/click")
        return Self.clickURL
    }
}
