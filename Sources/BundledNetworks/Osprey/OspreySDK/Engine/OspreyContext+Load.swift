import AdWorldHTTP
import Foundation
import HTTPTypes

/// What a load asks for, besides the format.
struct OspreyAdRequest {
    var placementID: String
    var isTest: Bool
    var childDirected: Bool?
    /// The banner's size in points; ignored by the other formats.
    var size: (width: Int, height: Int) = (320, 50)
}

extension OspreyContext {
    /// Loads one ad: the auction, then its markup (following VAST wrappers), then the win notice.
    /// Calls `completion` once, with the ad or why there is none. An empty placement fails on
    /// the next turn of the clock, without a request.
    func load(_ format: OspreyFormat, _ ad: OspreyAdRequest, completion: @escaping (Result<OspreyLoadedAd, OspreyError>) -> Void) {
        guard !ad.placementID.isEmpty else {
            log("\(format) load failed: \(OspreyError.invalidPlacement.message)")
            return after(0) { completion(.failure(.invalidPlacement)) }
        }
        let request = OspreyAuction.bidRequest(
            format, ad, id: "osprey-\(world.nextSerial("OspreyBidRequest"))", bundle: configuration.appBundle)
        let call: HTTPCall
        do { call = try OspreyAuction.call(for: request) } catch {
            log("The bid request could not be encoded: \(error)")
            return after(0) { completion(.failure(.invalidResponse)) }
        }
        log("Requesting a \(format) ad for \(ad.placementID)")
        let requestedAt = now
        fetch(call, timeout: request.tmax) { outcome in
            switch OspreyAuction.interpret(outcome, request: request) {
            case .failure(let error):
                log("The auction came to \(error): \(outcome.map(\.description) ?? "no answer within \(request.tmax) ms").")
                completion(.failure(error))
            case .success(let (response, bid, seat)):
                let macros = TrackerMacros(request: request, response: response, bid: bid, seat: seat)
                let delivery = MarkupDelivery()
                readMarkup(format, request: request, bid: bid, macros: macros, requestedAt: requestedAt, delivery: delivery) { result in
                    completion(
                        result.map { markup in
                            accept(
                                request: request, bid: bid, macros: macros, markup: markup, requestedAt: requestedAt,
                                winSent: delivery.byWinNotice)
                        })
                }
            }
        }
    }

    /// The bid's markup read as `format` needs it; a bid without usable markup fires its loss
    /// notice. A bid without `adm` whose markup the win notice delivers (OpenRTB 2.6 §4.3: the
    /// `nurl` may answer with the markup) has it fetched there: that GET is the win notice, sent
    /// once, before the markup is read.
    private func readMarkup(
        _ format: OspreyFormat, request: BidRequest, bid: BidResponse.Bid, macros: TrackerMacros, requestedAt: Int,
        delivery: MarkupDelivery, completion: @escaping (Result<OspreyLoadedAd.Markup, OspreyError>) -> Void
    ) {
        let reject = { (reason: Int, why: String) in
            log("Rejected the bid: \(why).")
            fire(.loss, (bid.lurl.map { [$0] } ?? []).map { macros.expand($0, loss: reason, cacheBuster: nextCacheBuster()) })
            completion(.failure(.invalidResponse))
        }
        if let problem = OspreyAuction.problem(with: bid, format: format) {
            return reject(TrackerMacros.LossReason.invalidBidResponse, problem)
        }
        guard let adm = bid.adm, !adm.isEmpty else {
            guard let nurl = bid.nurl, let call = WireURL.call(macros.expand(nurl, cacheBuster: nextCacheBuster())),
                call.head.scheme == "https"
            else {
                return reject(TrackerMacros.LossReason.missingMarkup, "it has no markup")
            }
            log("The bid has no adm: its markup comes from the win notice.")
            delivery.byWinNotice = true
            perform(.tracker(.win, url: call.url))
            fetch(call, timeout: OspreySDK.wrapperTimeout) { outcome in
                guard case .response(let head, let body)? = outcome, head.status.code == 200, !body.isEmpty,
                    let markup = String(data: body, encoding: .utf8)
                else {
                    return reject(
                        TrackerMacros.LossReason.missingMarkup,
                        "its win notice answered \(outcome.map(\.description) ?? "nothing in time"), not markup")
                }
                read(format, markup, request: request, macros: macros, requestedAt: requestedAt, reject: reject, completion)
            }
            return
        }
        read(format, adm, request: request, macros: macros, requestedAt: requestedAt, reject: reject, completion)
    }

    private func read(
        _ format: OspreyFormat, _ adm: String, request: BidRequest, macros: TrackerMacros, requestedAt: Int,
        reject: @escaping (Int, String) -> Void, _ completion: @escaping (Result<OspreyLoadedAd.Markup, OspreyError>) -> Void
    ) {
        if format == .banner, OspreyAuction.looksLikeVAST(adm) {
            return reject(TrackerMacros.LossReason.invalidBidResponse, "its banner markup is VAST, not HTML")
        }
        switch format {
        case .banner:
            completion(.success(.html(adm)))
        case .native:
            let native: NativeResponse
            do { native = try NativeResponse.parse(adm) } catch {
                return reject(TrackerMacros.LossReason.invalidBidResponse, "its native markup is not Native 1.2 JSON")
            }
            guard let assetsURL = native.assetsurl else { return acceptNative(native, reject: reject, completion) }
            guard let call = WireURL.call(assetsURL) else {
                return reject(TrackerMacros.LossReason.invalidBidResponse, "its assetsurl is not a URL")
            }
            log("Fetching the native assets from \(call.url)")
            fetch(call, timeout: OspreySDK.wrapperTimeout) { outcome in
                guard case .response(let head, let body)? = outcome, head.status.code == 200,
                    let assets = try? NativeResponse.assets(from: body)
                else {
                    return reject(
                        TrackerMacros.LossReason.invalidBidResponse,
                        "its assetsurl answered \(outcome.map(\.description) ?? "nothing in time"), not native assets")
                }
                var fetched = native
                fetched.assets = assets
                acceptNative(fetched, reject: reject, completion)
            }
        case .interstitial, .rewarded:
            let document: VASTDocument
            do throws(VASTParseError) { document = try VASTDocument.parse(Data(adm.utf8)) } catch {
                return reject(TrackerMacros.LossReason.invalidBidResponse, "its markup is not VAST (\(error))")
            }
            VASTResolver(context: self, macros: macros, mimes: request.imp.first?.video?.mimes ?? OspreySDK.videoMIMETypes).resolve(
                document, requestedAt: requestedAt
            ) { result in
                completion(result.map { .video($0) })
            }
        }
    }

    /// A native response whose every required asset is there, else the bid rejected.
    private func acceptNative(
        _ native: NativeResponse, reject: (Int, String) -> Void,
        _ completion: (Result<OspreyLoadedAd.Markup, OspreyError>) -> Void
    ) {
        if let missing = native.missingRequiredAsset(of: NativeRequest.osprey) {
            return reject(TrackerMacros.LossReason.invalidBidResponse, "its native markup lacks the required asset \(missing)")
        }
        completion(.success(.native(native)))
    }

    /// Fires the win notice and computes the expiry of an ad whose markup was read.
    private func accept(
        request: BidRequest, bid: BidResponse.Bid, macros: TrackerMacros, markup: OspreyLoadedAd.Markup,
        requestedAt: Int, winSent: Bool
    ) -> OspreyLoadedAd {
        var expiresAt = OspreySDK.expiry(bid.exp ?? OspreySDK.defaultExpiry, after: requestedAt)
        if case .video(let chain) = markup, let vastExpiry = chain.expiresAt { expiresAt = min(expiresAt, vastExpiry) }
        let ad = OspreyLoadedAd(request: request, bid: bid, macros: macros, markup: markup, expiresAt: expiresAt)
        if !winSent { ad.fire(.win, bid.nurl.map { [$0] } ?? [], in: self) }
        return ad
    }
}

/// Whether the bid's markup came from its win notice (which is then not sent again).
final class MarkupDelivery {
    var byWinNotice = false
}
