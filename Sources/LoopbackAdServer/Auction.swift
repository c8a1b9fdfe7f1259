import Foundation

/// The answer to one `POST /openrtb2/auction`: the mode forced or drawn, then a bid for the
/// first imp in the format it asks for.
struct Auction: Sendable {
    let answers: LoopbackAdServer.Answers
    let urls: AdURLs

    enum Format {
        case banner, video, native

        /// OpenRTB 2.6's markup type (§3.2.17): 1 banner, 2 video, 4 native.
        var mtype: Int {
            switch self {
            case .banner: 1
            case .video: 2
            case .native: 4
            }
        }
    }

    /// `bid.exp` of a fill, in seconds.
    static let lifetime = 1800

    /// The InLine's `Expires` of a fill, in seconds: sooner than the bid's `exp`, as real chains
    /// often are, so that an SDK that reads only `exp` shows an ad past its VAST expiry.
    static let vastLifetime = 900

    /// `refusalLatency`: the latency of a 400 for a body that is not a bid request.
    func answer(_ body: Data, refusalLatency: Int) -> Response {
        guard let request = try? JSONDecoder().decode(OpenRTB.BidRequest.self, from: body), let imp = request.imp.first else {
            return .text(400, "The body is not an OpenRTB 2.6 bid request with an id and at least one imp.", latency: refusalLatency)
        }
        var draw = SplitMix64(seed: answers.seed, subject: "auction \(request.id)")
        var format = self.format(for: imp, &draw)
        let mode = answers.forced ?? Self.odds(video: format == .video, &draw)
        if mode == .wrapperLoop { format = .video }
        let latency = answers.latency ?? draw.draw(40...300)
        let bidID = "b" + draw.hex()
        let wrappers = answers.wrappers ?? draw.draw(0...2)
        var cents = draw.draw(50...500)
        if let floor = imp.bidfloor, Double(cents) / 100 < floor { cents = Int((floor * 100).rounded(.up)) + 1 }

        // The server writes VAST 4.2 only: a video imp that does not offer it gets no bid.
        let versionRefused = format == .video && !(imp.video?.protocols.map { !VASTMarkup.protocols.isDisjoint(with: $0) } ?? true)
        switch versionRefused ? .noBid : mode {
        case .noBid:
            return .answer(204, latency: latency)
        case .noBidReason:
            return json(OpenRTB.BidResponse(id: request.id, nbr: 2), latency: latency)
        case .serverError:
            return .answer(503, "text/plain; charset=utf-8", Array("The ad server is unavailable.\n".utf8), latency: latency)
        case .fill, .timeout, .malformed, .expired, .wrapperLoop:
            let lifetime = mode == .expired ? 1 : Self.lifetime
            let creative = Creative(bid: bidID, seed: answers.seed)
            let markup = self.markup(format, creative, imp: imp, wrappers: wrappers, lifetime: lifetime, loop: mode == .wrapperLoop)
            let size = format == .banner ? bannerSize(imp) : nil
            let response = OpenRTB.BidResponse(
                id: request.id,
                seatbid: [
                    OpenRTB.SeatBid(
                        bid: [bid(creative, imp: imp, cents: cents, adm: markup, format: format, size: size, lifetime: lifetime)],
                        seat: "osprey")
                ],
                cur: request.cur?.first ?? "USD"
            )
            switch mode {
            case .timeout: return json(response, latency: (request.tmax ?? 1000) + 10_000)
            case .malformed:
                let whole = JSONText.data(response)
                return .answer(200, "application/json", Array(whole.prefix(whole.count / 2)), latency: latency)
            default: return json(response, latency: latency)
            }
        }
    }

    /// Video when forced or rewarded; otherwise what the imp offers, drawn when it offers several.
    private func format(for imp: OpenRTB.Imp, _ draw: inout SplitMix64) -> Format {
        if answers.video == true || (imp.rwdd == 1 && answers.video != false) { return .video }
        var offered: [Format] = []
        if imp.video != nil, answers.video != false { offered.append(.video) }
        if imp.banner != nil { offered.append(.banner) }
        if imp.native != nil { offered.append(.native) }
        guard offered.count > 1 else { return offered.first ?? .banner }
        return offered[draw.draw(0...(offered.count - 1))]
    }

    /// Fill about seven times in ten; a wrapper loop only for video (its share goes to fill).
    private static func odds(video: Bool, _ draw: inout SplitMix64) -> LoopbackAdServer.Mode {
        let weights: [(LoopbackAdServer.Mode, weight: Int)] = [
            (.fill, video ? 70 : 73), (.noBid, 8), (.noBidReason, 5), (.serverError, 4),
            (.timeout, 4), (.malformed, 3), (.expired, 3), (.wrapperLoop, video ? 3 : 0),
        ]
        return draw.pick(weights) ?? .fill
    }

    private func markup(_ format: Format, _ creative: Creative, imp: OpenRTB.Imp, wrappers: Int, lifetime: Int, loop: Bool) -> String {
        switch format {
        case .banner:
            let size = bannerSize(imp)
            return BannerMarkup.html(creative, width: size.w, height: size.h, urls: urls)
        case .native:
            return NativeMarkup.json(creative, requestJSON: imp.native?.request, urls: urls, variant: answers.native ?? .echo)
        case .video:
            let expires = lifetime == Self.lifetime ? nil : lifetime
            if loop {
                return VASTMarkup.wrapper(bid: creative.bid, depth: 1, next: urls.vast(creative.bid, depth: 1, loop: true), urls: urls)
            }
            guard wrappers > 0 else { return VASTMarkup.inline(creative, expires: expires ?? Self.vastLifetime, urls: urls) }
            return VASTMarkup.wrapper(
                bid: creative.bid, depth: wrappers, next: urls.vast(creative.bid, depth: wrappers - 1, expires: expires), urls: urls)
        }
    }

    private func bid(
        _ creative: Creative, imp: OpenRTB.Imp, cents: Int, adm: String, format: Format, size: (w: Int, h: Int)?, lifetime: Int
    ) -> OpenRTB.Bid {
        let bid = creative.bid
        return OpenRTB.Bid(
            id: bid, impid: imp.id, price: Double(cents) / 100, adm: adm,
            nurl: urls.win(bid), burl: urls.billing(bid), lurl: urls.loss(bid),
            adomain: [creative.advertiser], crid: creative.creativeID, w: size?.w, h: size?.h, exp: lifetime,
            mtype: format.mtype
        )
    }

    /// The banner's `w`×`h`, else its first format, else 320×50.
    private func bannerSize(_ imp: OpenRTB.Imp) -> (w: Int, h: Int) {
        if let w = imp.banner?.w, let h = imp.banner?.h { return (w, h) }
        if let first = imp.banner?.format?.first, let w = first.w, let h = first.h { return (w, h) }
        return (320, 50)
    }

    private func json(_ response: OpenRTB.BidResponse, latency: Int) -> Response {
        .answer(200, "application/json", Array(JSONText.data(response)), latency: latency)
    }
}
