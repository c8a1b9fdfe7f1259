import AdWorld
import Foundation
import NeutralUI

// A stand-in for Smart AdServer's Display SDK 7 (SASDisplayKit), written from the call sites of
// Equativ's displaysdk7 adapter. Every load, delegate call and visible effect goes through
// ``SASSeam``; a placement without a positive site and format ID and a page name fails without
// a request. Native ads carry no image URLs, so the adapter's own downloads (URLSession) never
// run against this stand-in.

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

    public static var shared: SASConfiguration { StandInShared.current { SASConfiguration() } }

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

/// A load every format shares: an invalid placement fails on the next turn of the clock without
/// a request (the SDK refuses it itself); a valid one asks the network through ``SASSeam``.
typealias SASLoad = StandInLoad<SASNetwork, SASCreative>

extension StandInLoad where Network == SASNetwork {
    func load(
        _ format: SASFormat, _ placement: SASAdPlacement, loaded: @escaping (SASAd, SASCreative) -> Void,
        failed: @escaping (Int, NSError) -> Void
    ) {
        guard placement.isValid else {
            context.log("Invalid placement \(placement.siteId)/\(placement.pageName)/\(placement.formatId)")
            // The code of a placement the SDK refuses without asking the network.
            let invalidPlacement = 1
            context.after(0) { failed(invalidPlacement, SASNetwork.error(code: invalidPlacement, "The placement is invalid.")) }
            return
        }
        let request = SASRequest(
            format: format, siteId: placement.siteId, pageName: placement.pageName, formatId: placement.formatId,
            keywords: placement.keywordTargeting)
        load(request, loaded: { loaded(SASAd(insertionId: $0.insertionId), $0) }, failed: failed)
    }
}
