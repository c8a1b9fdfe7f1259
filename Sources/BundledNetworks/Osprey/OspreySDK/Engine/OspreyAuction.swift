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
            imp.video = BidRequest.Video(mimes: OspreySDK.videoMIMETypes, protocols: OspreySDK.vastProtocols, w: 320, h: 480)
            imp.instl = 1
            if format == .rewarded { imp.rwdd = 1 }
        case .native:
            // The fixed request always encodes; an empty string would only make the server refuse it.
            imp.native = BidRequest.Native(request: (try? NativeRequest.osprey.jsonString()) ?? "")
        }
        return BidRequest(
            id: id, imp: [imp], tmax: OspreySDK.auctionTimeout, app: BidRequest.App(bundle: bundle),
            device: BidRequest.Device(), regs: ad.childDirected.map { BidRequest.Regs(coppa: $0 ? 1 : 0) },
            test: ad.isTest ? 1 : nil)
    }

    /// Why `bid` cannot be shown as `format` (nil when it can): a price that is not a positive
    /// number, a markup type (`mtype`) of another format, a banner whose markup is VAST.
    static func problem(with bid: BidResponse.Bid, format: OspreyFormat) -> String? {
        guard bid.price.isFinite, bid.price > 0 else { return "its price \(bid.price) is not a positive number" }
        let expected =
            switch format {
            case .banner: 1
            case .interstitial, .rewarded: 2
            case .native: 4
            }
        if let mtype = bid.mtype, mtype != expected { return "its mtype \(mtype) is not \(expected), the \(format) the request asked for" }
        if format == .banner, let adm = bid.adm, looksLikeVAST(adm) { return "its banner markup is VAST, not HTML" }
        return nil
    }

    /// Whether `markup` is a VAST document: after an XML declaration or comments, `<VAST`.
    static func looksLikeVAST(_ markup: String) -> Bool {
        var rest = markup.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        while rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
            let close = rest.hasPrefix("<?") ? "?>" : "-->"
            guard let end = rest.range(of: close) else { return false }
            rest = rest[end.upperBound...].drop { $0.isWhitespace }
        }
        return rest.hasPrefix("<VAST")
    }

    /// The POST that carries `request` to ``OspreySDK/auctionURL``.
    static func call(for request: BidRequest) throws -> HTTPCall {
        var head = HTTPRequest(method: .post, scheme: "https", authority: OspreySDK.auctionHost, path: OspreySDK.auctionPath)
        head.headerFields[.contentType] = "application/json"
        if let version = HTTPField.Name("x-openrtb-version") { head.headerFields[version] = "2.6" }
        return HTTPCall(head, body: try request.jsonData())
    }

    /// What the auction's outcome (nil: no answer within `tmax`) comes to: the response and the
    /// first bid for the request's imp, with its seat. A response that answers another request
    /// (`id`) is invalid; bids for another imp are passed over.
    static func interpret(_ outcome: HTTPOutcome?, request: BidRequest) -> Result<(BidResponse, BidResponse.Bid, String?), OspreyError> {
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
            guard response.id == request.id else { return .failure(.invalidResponse) }
            guard response.firstBid != nil else { return .failure(.noFill) }
            let imps = Set(request.imp.map(\.id))
            for seat in response.seatbid ?? [] {
                if let bid = seat.bid.first(where: { imps.contains($0.impid) }) { return .success((response, bid, seat.seat)) }
            }
            return .failure(.invalidResponse)
        }
    }
}
