import AdWorld
import Foundation
import NeutralUI

// A stand-in for Equativ's Display SDK 8 (SASDisplayKit), written from the call sites of
// Equativ's displaysdk8 adapter. Every load, call into the app and visible effect goes through
// ``SASSeam``; a placement without positive IDs fails without a request. Native ads carry no
// image URLs, so the adapter's own downloads (URLSession) never run against this stand-in.

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

    public static var shared: SASConfiguration { StandInShared.current { SASConfiguration() } }

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

/// A load every format shares: an invalid placement fails on the next turn of the clock without
/// a request (as the SDK refuses it itself); a valid one asks the network through ``SASSeam``.
typealias SASLoad = StandInLoad<SASNetwork, SASCreative>

extension StandInLoad where Network == SASNetwork {
    func load(
        _ format: SASFormat, _ placement: SASAdPlacement, loaded: @escaping (SASAdInfo, SASCreative) -> Void,
        failed: @escaping (Int, NSError) -> Void
    ) {
        guard placement.isValid else {
            context.log("Invalid placement \(placement.siteId)/\(placement.pageId)/\(placement.formatId)")
            // The code of a placement the SDK refuses without asking the network.
            let invalidPlacement = 1
            context.after(0) { failed(invalidPlacement, SASNetwork.error(code: invalidPlacement, "The placement is invalid.")) }
            return
        }
        let request = SASRequest(
            format: format, siteId: placement.siteId, pageId: placement.pageId, formatId: placement.formatId,
            keywords: placement.keywordTargeting)
        load(request, loaded: { loaded(SASAdInfo(insertionId: $0.insertionId), $0) }, failed: failed)
    }
}
