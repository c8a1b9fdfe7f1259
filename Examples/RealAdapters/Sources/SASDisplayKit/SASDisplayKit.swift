import AdWorld
import Foundation
import NeutralUI

// A stand-in for Equativ's Display SDK 8 (SASDisplayKit), written from the call sites of
// Equativ's displaysdk8 adapter. No I/O and no seam: a placement with positive IDs loads on the
// world's clock (format 0 or a negative ID fails, as an invalid placement does); ads count their
// impression when shown and their click when tapped. Native ads carry no image URLs, so the
// adapter's own downloads (URLSession) never run against this stand-in.

/// `SASFrameworkInfo`.
public final class SASFrameworkInfo: Sendable {
    public static let shared = SASFrameworkInfo()
    public let frameworkVersionString = "8.1.0"
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
    public private(set) var isConfigured = false
    public var secondaryImplementationInfo: SASSecondaryImplementationInfo?

    public static var shared: SASConfiguration {
        World.currentOrDetached(for: "SASConfiguration")[SharedKey.self]
    }

    private enum SharedKey: WorldKey {
        static func defaultValue(in world: World) -> SASConfiguration { SASConfiguration() }
    }

    public func configure() {
        isConfigured = true
    }
}

/// `SASAdPlacement`: where an ad shows, by Equativ's IDs.
public final class SASAdPlacement {
    public let siteId: Int
    public let pageId: Int
    public let formatId: Int
    public let keywordTargeting: String?

    public init(siteId: Int, pageId: Int, formatId: Int, keywordTargeting: String? = nil) {
        self.siteId = siteId
        self.pageId = pageId
        self.formatId = formatId
        self.keywordTargeting = keywordTargeting
    }

    var isValid: Bool { siteId > 0 && pageId > 0 && formatId > 0 }
}

/// What a loaded ad was.
public final class SASAdInfo {
    public let insertionId: Int

    init(insertionId: Int) {
        self.insertionId = insertionId
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
    let world = World.currentOrDetached(for: "SASAd")

    func load(_ placement: SASAdPlacement, loaded: @escaping (SASAdInfo) -> Void, failed: @escaping (NSError) -> Void) {
        world.schedule(after: 100) { [world] in
            if placement.isValid {
                loaded(SASAdInfo(insertionId: world.nextSerial("SASInsertion")))
            } else {
                failed(SASError.make(code: 1, "The placement is invalid."))
            }
        }
    }

    func click() {
        world.application.open("https://equativ.example/click")
    }
}
