import AdWorldHTTP
import Foundation
import HTTPTypes

/// The auction's request and the reading of its answer.
enum OspreyAuction {
    /// The bid request for one ad of `format`.
    static func bidRequest(_ format: OspreyFormat, _ ad: OspreyAdRequest, id: String, bundle: String) -> BidRequest {
        var imp = BidRequest.Imp(id: "1", tagid: ad.placementID)
        switch format {
        case .banner:
            imp.banner = BidRequest.Banner(w: ad.size.width, h: ad.size.height)
        case .interstitial, .rewarded:
            imp.video = BidRequest.Video(mimes: ["video/mp4"], protocols: [7, 8], w: 320, h: 480)
            imp.instl = 1
            if format == .rewarded { imp.rwdd = 1 }
        case .native:
            // The fixed request always encodes; an empty string would only make the server refuse it.
            imp.native = BidRequest.Native(request: (try? NativeRequest.osprey.jsonString()) ?? "")
        }
        return BidRequest(id: id, imp: [imp], tmax: OspreySDK.auctionTimeout, app: BidRequest.App(bundle: bundle),
                          device: BidRequest.Device(), regs: ad.childDirected.map { BidRequest.Regs(coppa: $0 ? 1 : 0) },
                          test: ad.isTest ? 1 : nil)
    }

    /// The POST that carries `request` to ``OspreySDK/auctionURL``.
    static func call(for request: BidRequest) throws -> HTTPCall {
        var head = HTTPRequest(method: .post, scheme: "https", authority: OspreySDK.auctionHost, path: OspreySDK.auctionPath)
        head.headerFields[.contentType] = "application/json"
        if let version = HTTPField.Name("x-openrtb-version") { head.headerFields[version] = "2.6" }
        return HTTPCall(head, body: try request.jsonData())
    }

    /// What the auction's outcome (nil: no answer within `tmax`) comes to.
    static func interpret(_ outcome: HTTPOutcome?) -> Result<(BidResponse, BidResponse.Bid, String?), OspreyError> {
        guard let outcome else { return .failure(.timeout) }
        switch outcome {
        case .failure(.timedOut):
            return .failure(.timeout)
        case .failure:
            return .failure(.networkError)
        case .response(let head, let body):
            switch head.status.code {
            case 204: return .failure(.noFill)
            case 200: break
            default: return .failure(.serverError)
            }
            guard let response = try? BidResponse.parse(body) else { return .failure(.invalidResponse) }
            guard let (bid, seat) = response.firstBid else { return .failure(.noFill) }
            return .success((response, bid, seat))
        }
    }
}
