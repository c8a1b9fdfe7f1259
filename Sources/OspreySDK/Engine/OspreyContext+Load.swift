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
        let request = OspreyAuction.bidRequest(format, ad, id: "osprey-\(world.nextSerial("OspreyBidRequest"))", bundle: configuration.appBundle)
        let call: HTTPCall
        do { call = try OspreyAuction.call(for: request) } catch {
            log("The bid request could not be encoded: \(error)")
            return after(0) { completion(.failure(.invalidResponse)) }
        }
        log("Requesting a \(format) ad for \(ad.placementID)")
        let requestedAt = now
        fetch(call, timeout: request.tmax) { outcome in
            switch OspreyAuction.interpret(outcome) {
            case .failure(let error):
                log("The auction came to \(error): \(outcome.map(\.description) ?? "no answer within \(request.tmax) ms").")
                completion(.failure(error))
            case .success(let (response, bid, seat)):
                let macros = TrackerMacros(request: request, response: response, bid: bid, seat: seat)
                readMarkup(format, bid: bid, macros: macros, requestedAt: requestedAt) { result in
                    completion(result.map { markup in
                        accept(request: request, bid: bid, macros: macros, markup: markup, requestedAt: requestedAt)
                    })
                }
            }
        }
    }

    /// The bid's markup read as `format` needs it; a bid without usable markup fires its loss notice.
    private func readMarkup(_ format: OspreyFormat, bid: BidResponse.Bid, macros: TrackerMacros, requestedAt: Int,
                            completion: @escaping (Result<OspreyLoadedAd.Markup, OspreyError>) -> Void) {
        let reject = { (reason: Int, why: String) in
            log("Rejected the bid: \(why).")
            fire(.loss, (bid.lurl.map { [$0] } ?? []).map { macros.expand($0, loss: reason, cacheBuster: nextCacheBuster()) })
            completion(.failure(.invalidResponse))
        }
        guard let adm = bid.adm, !adm.isEmpty else { return reject(TrackerMacros.LossReason.missingMarkup, "it has no markup") }
        switch format {
        case .banner:
            completion(.success(.html(adm)))
        case .native:
            do { completion(.success(.native(try NativeResponse.parse(adm)))) } catch {
                reject(TrackerMacros.LossReason.invalidBidResponse, "its native markup is not Native 1.2 JSON")
            }
        case .interstitial, .rewarded:
            let document: VASTDocument
            do throws(VASTParseError) { document = try VASTDocument.parse(Data(adm.utf8)) } catch {
                return reject(TrackerMacros.LossReason.invalidBidResponse, "its markup is not VAST (\(error))")
            }
            VASTResolver(context: self, macros: macros).resolve(document, requestedAt: requestedAt) { result in
                completion(result.map { .video($0) })
            }
        }
    }

    /// Fires the win notice and computes the expiry of an ad whose markup was read.
    private func accept(request: BidRequest, bid: BidResponse.Bid, macros: TrackerMacros, markup: OspreyLoadedAd.Markup,
                        requestedAt: Int) -> OspreyLoadedAd {
        var expiresAt = OspreySDK.expiry(bid.exp ?? OspreySDK.defaultExpiry, after: requestedAt)
        if case .video(let chain) = markup, let vastExpiry = chain.expiresAt { expiresAt = min(expiresAt, vastExpiry) }
        let ad = OspreyLoadedAd(request: request, bid: bid, macros: macros, markup: markup, expiresAt: expiresAt)
        ad.fire(.win, bid.nurl.map { [$0] } ?? [], in: self)
        return ad
    }
}
