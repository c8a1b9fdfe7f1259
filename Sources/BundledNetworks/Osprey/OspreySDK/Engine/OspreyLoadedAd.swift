/// A bid the SDK accepted: the auction it came from, its markup read, and when it expires.
struct OspreyLoadedAd {
    enum Markup {
        case html(String)
        case video(VASTChain)
        case native(NativeResponse)
    }

    let request: BidRequest
    let bid: BidResponse.Bid
    let macros: TrackerMacros
    let markup: Markup
    /// The world time from which the ad may no longer be shown: the bid's `exp` (or
    /// ``OspreySDK/defaultExpiry``) after the auction request, or the VAST `Expires`, whichever is sooner.
    let expiresAt: Int

    /// What effects call the creative: its `crid`, else the bid's id.
    var creativeName: String { bid.crid ?? bid.id }

    func isExpired(at now: Int) -> Bool { now >= expiresAt }

    /// Fires `urls` for `event` with the macros replaced.
    func fire(_ event: OspreyTracker, _ urls: [String], playhead: Int? = nil, in context: OspreyContext) {
        context.fire(event, urls.map { macros.expand($0, playhead: playhead, cacheBuster: context.nextCacheBuster()) })
    }

    /// The billing notice, fired with the impression.
    func fireBilling(in context: OspreyContext) {
        fire(.billing, bid.burl.map { [$0] } ?? [], in: context)
    }
}
