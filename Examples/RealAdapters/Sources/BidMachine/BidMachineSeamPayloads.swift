import AdWorld

/// What the SDK asks BidMachine's auction for.
///
/// ```swift
/// BidMachineRequest(kind: .auction, format: .interstitial, placementId: "p1", payload: "bid").description
/// // "auction interstitial placement p1 payload \"bid\""
/// ```
public struct BidMachineRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A bid token for a bidding request (`token(placement:completion:)`).
        case token
        /// An ad (`banner(request:)` and the others): a waterfall auction without a payload,
        /// the bid the payload names with one.
        case auction
    }

    public var kind: Kind
    public var format: PlacementFormat
    public var placementId: String?
    public var payload: String?

    public init(kind: Kind, format: PlacementFormat, placementId: String? = nil, payload: String? = nil) {
        self.kind = kind
        self.format = format
        self.placementId = placementId
        self.payload = payload
    }

    public var description: String {
        var text = "\(kind.rawValue) \(format)"
        if let placementId { text += " placement \(placementId)" }
        if let payload { text += " payload \"\(payload)\"" }
        return text
    }
}

/// An ad BidMachine serves.
public struct BidMachineCreative: Codable, Hashable, Sendable, CustomStringConvertible, StandInLoadedTwice {
    public var title: String
    public var body: String
    public var cta: String
    public var iconURL: String?
    public var mainImageURL: String?
    public var isVideo: Bool
    /// Nil (left out of the fixture) for an ad that renders and shows.
    public var failure: BidMachineCreativeFailure?
    /// True for an ad the SDK reports rendered twice: the ad's delegate hears `didLoadAd` a
    /// second time, at once (an SDK that retries its callback). Nil (left out of the fixture) for
    /// one reported once.
    public var loadedTwice: Bool?

    public init(
        title: String, body: String = "", cta: String = "Open", iconURL: String? = nil, mainImageURL: String? = nil, isVideo: Bool = false
    ) {
        self.title = title
        self.body = body
        self.cta = cta
        self.iconURL = iconURL
        self.mainImageURL = mainImageURL
        self.isVideo = isVideo
    }

    public var description: String {
        "\(isVideo ? "video" : "static") \"\(title)\"" + (failure.map { " (\($0.rawValue) fails)" } ?? "")
            + (loadedTwice == true ? ", reported loaded twice" : "")
    }
}

/// BidMachine's answer: a token, an ad, or an error with BidMachine's code.
public enum BidMachineAnswer: Codable, Hashable, Sendable, CustomStringConvertible, StandInFailing {
    private enum TokenCodingKeys: String, CodingKey { case _0 = "token" }
    private enum FillCodingKeys: String, CodingKey { case _0 = "creative" }

    case token(String)
    case fill(BidMachineCreative)
    case failure(code: Int, message: String)

    public var description: String {
        switch self {
        case .token(let token): "token \(token)"
        case .fill(let creative): "fill \(creative)"
        case .failure(let code, let message): "failure \(code) \"\(message)\""
        }
    }
}

/// One call the BidMachine SDK makes into the app: a completion block, or a
/// `BidMachineAdDelegate` method, named after it.
public enum BidMachineCallback: StandInCallback, Codable, Hashable, Sendable, CustomStringConvertible {
    case tokenCompletion(hasToken: Bool)
    /// The completion of `banner(request:)`, `interstitial(request:)`, …: the ad object, or the error.
    case requestCompletion(format: PlacementFormat, code: Int?)
    case didLoadAd
    case didFailLoadAd(code: Int)
    case didPresentAd
    case didFailPresentAd(code: Int)
    case didDismissAd
    case willPresentScreen
    case didDismissScreen
    case didUserInteraction
    case didTrackInteraction
    case didTrackImpression
    case didReceiveReward

    public var description: String {
        switch self {
        case .tokenCompletion(let hasToken): "token completion (\(hasToken ? "token" : "nil"))"
        case .requestCompletion(let format, let code): "\(format) request completion (\(code.map { "error \($0)" } ?? "ad"))"
        case .didFailLoadAd(let code): "didFailLoadAd(\(code))"
        case .didFailPresentAd(let code): "didFailPresentAd(\(code))"
        default: name
        }
    }
}
