import AdWorld
import Foundation

/// `BidMachineSdk`: the SDK's entry point. `shared` is one per world, never one per process.
public final class BidMachineSdk {
    /// The stand-in's version (Google's adapter 3.7.1.0 was built against 3.7.1).
    public static let sdkVersion = "3.7.1"
    /// Where every BidMachine ad takes the user when clicked.
    public static let clickURL = "https://bidmachine.example/click"
    /// The domain of the errors the SDK reports.
    public static let errorDomain = "com.bidmachine.error"

    let context: BidMachineContext
    public let regulationInfo = BidMachineRegulationInfo()
    public private(set) var sourceId: String?

    init(context: BidMachineContext) {
        self.context = context
    }

    /// The world's SDK.
    public static var shared: BidMachineSdk {
        StandInShared.current { BidMachineSdk(context: BidMachineContext(for: "BidMachineSdk")) }
    }

    public var isInitialized: Bool { sourceId != nil }

    public func initializeSdk(_ sourceId: String) {
        self.sourceId = sourceId
        context.log("Initialized with source \(sourceId)\(regulationInfo.coppa.map { ", COPPA \($0)" } ?? "")")
    }

    /// A placement of `format`. Throws for an empty placement ID.
    public func placement(from format: PlacementFormat, builder: (BidMachinePlacementBuilder) -> Void) throws -> BidMachinePlacement {
        let placementBuilder = BidMachinePlacementBuilder()
        builder(placementBuilder)
        if placementBuilder.placementId?.isEmpty == true {
            throw BidMachineNetwork.error(code: 100, "The placement ID is empty.")
        }
        return BidMachinePlacement(format: format, placementId: placementBuilder.placementId)
    }

    /// A bid token for `placement`; nil before the SDK is initialised.
    public func token(placement: BidMachinePlacement, completion: @escaping (String?) -> Void) {
        guard isInitialized else {
            context.call(completion, .tokenCompletion(hasToken: false)) { $0(nil) }
            return
        }
        context.fetch(BidMachineRequest(kind: .token, format: placement.format, placementId: placement.placementId)) { [context] answer in
            let token: String? = if case .token(let token) = answer { token } else { nil }
            context.call(completion, .tokenCompletion(hasToken: token != nil)) { $0(token) }
        }
    }

    public func auctionRequest(
        placement: BidMachinePlacement, builder: (BidMachineAuctionRequestBuilder) -> Void
    ) -> BidMachineAuctionRequest {
        let requestBuilder = BidMachineAuctionRequestBuilder()
        builder(requestBuilder)
        return BidMachineAuctionRequest(placement: placement, payload: requestBuilder.payload)
    }

    public func banner(request: BidMachineAuctionRequest, completion: @escaping (BidMachineBanner?, (any Error)?) -> Void) {
        auction(request, completion) { BidMachineBanner(creative: $0, format: $1, context: $2) }
    }

    public func interstitial(request: BidMachineAuctionRequest, completion: @escaping (BidMachineInterstitial?, (any Error)?) -> Void) {
        auction(request, completion) { BidMachineInterstitial(creative: $0, format: $1, context: $2) }
    }

    public func rewarded(request: BidMachineAuctionRequest, completion: @escaping (BidMachineRewarded?, (any Error)?) -> Void) {
        auction(request, completion) { BidMachineRewarded(creative: $0, format: $1, context: $2) }
    }

    public func native(request: BidMachineAuctionRequest, completion: @escaping (BidMachineNative?, (any Error)?) -> Void) {
        auction(request, completion) { BidMachineNative(creative: $0, format: $1, context: $2) }
    }

    /// Runs the auction for `request`; hands `completion` the ad `make` builds from the winning
    /// creative, or BidMachine's error.
    private func auction<Ad>(
        _ request: BidMachineAuctionRequest, _ completion: @escaping (Ad?, (any Error)?) -> Void,
        make: @escaping (BidMachineCreative, PlacementFormat, BidMachineContext) -> Ad
    ) {
        let format = request.placement.format
        let auction = BidMachineRequest(
            kind: .auction, format: format, placementId: request.placement.placementId, payload: request.payload)
        context.log("Auction \(auction)")
        context.fetch(auction) { [context] answer in
            switch answer {
            case .fill(let creative):
                let ad = make(creative, format, context)
                context.call(completion, .requestCompletion(format: format, code: nil)) { $0(ad, nil) }
            case .failure(let code, let message):
                let error = BidMachineNetwork.error(code: code, message)
                context.call(completion, .requestCompletion(format: format, code: code)) { $0(nil, error) }
            case .token:
                let error = BidMachineNetwork.error(code: 108, "The auction answered with a token.")
                context.call(completion, .requestCompletion(format: format, code: 108)) { $0(nil, error) }
            }
        }
    }
}

/// The privacy settings the app reports.
public final class BidMachineRegulationInfo {
    public private(set) var coppa: Bool?

    public func populate(_ builder: (BidMachineRegulationInfoBuilder) -> Void) {
        let regulationBuilder = BidMachineRegulationInfoBuilder()
        builder(regulationBuilder)
        if let coppa = regulationBuilder.coppa { self.coppa = coppa }
    }
}

public final class BidMachineRegulationInfoBuilder {
    var coppa: Bool?

    @discardableResult
    public func withCOPPA(_ coppa: Bool) -> Self {
        self.coppa = coppa
        return self
    }
}

/// `BidMachinePlacement`: a format, and the publisher's placement ID if any.
public final class BidMachinePlacement {
    public let format: PlacementFormat
    public let placementId: String?

    init(format: PlacementFormat, placementId: String?) {
        self.format = format
        self.placementId = placementId
    }
}

public final class BidMachinePlacementBuilder {
    var placementId: String?

    @discardableResult
    public func withPlacementId(_ placementId: String) -> Self {
        self.placementId = placementId
        return self
    }
}

/// An auction's request: a placement, and for a bidding load the bid's payload.
public final class BidMachineAuctionRequest {
    public let placement: BidMachinePlacement
    public let payload: String?

    init(placement: BidMachinePlacement, payload: String?) {
        self.placement = placement
        self.payload = payload
    }
}

public final class BidMachineAuctionRequestBuilder {
    var payload: String?

    @discardableResult
    public func withPayload(_ payload: String) -> Self {
        self.payload = payload
        return self
    }
}

/// How an ad renders; the adapter puts GMA's watermark in its extras.
public final class BidMachineRendererConfiguration {
    public var extras: [String: String] = [:]
}
