import Foundation

/// `BigoAdRequest`: what one load asks for: a slot, and for a bidding load the server's bid
/// payload and GMA's watermark (`encodedImageData`).
public class BigoAdRequest {
    public let slotId: String
    public var encodedImageData: Data?
    private(set) var serverBidPayload: String?

    public init(slotId: String) {
        self.slotId = slotId
    }

    public func setServerBidPayload(_ payload: String?) {
        serverBidPayload = payload
    }

    func request(_ format: BigoFormat, ext: String, adSizes: [BigoAdSize] = []) -> BigoRequest {
        BigoRequest(
            format: format, slotId: slotId, bidPayload: serverBidPayload,
            watermark: encodedImageData?.base64EncodedString(), adSizes: adSizes.map(\.text), ext: Self.canonical(ext))
    }

    /// `ext` with its JSON object's keys sorted, or as it is when it is not JSON. The order of a
    /// JSON object's keys means nothing, and an adapter that builds `ext` from a dictionary
    /// (Google's does, with `JSONSerialization`) gets a different order in every process: the
    /// request a recording stores must not depend on it.
    static func canonical(_ ext: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(ext.utf8)),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return ext }
        return text
    }
}

public final class BigoInterstitialAdRequest: BigoAdRequest {}
public final class BigoRewardVideoAdRequest: BigoAdRequest {}
public final class BigoSplashAdRequest: BigoAdRequest {}
public final class BigoNativeAdRequest: BigoAdRequest {}

public final class BigoBannerAdRequest: BigoAdRequest {
    public let adSizes: [BigoAdSize]

    public init(slotId: String, adSizes: [BigoAdSize]) {
        self.adSizes = adSizes
        super.init(slotId: slotId)
    }
}
