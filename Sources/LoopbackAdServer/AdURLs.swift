/// Every URL a seeded server writes into a payload, on the public hosts, so that the paths the
/// server routes on (`/openrtb2/`, `/vast/`, `/t/`, `/cdn/`) and the URLs it hands out are
/// spelled in one place.
///
/// A tracker URL names its bid and its layer (`banner`, `native`, `inline`, `wrapper-2`) in the
/// query, so a ledger of fired URLs says which document each came from. The OpenRTB macros
/// (`${AUCTION_PRICE}`, `${AUCTION_LOSS}`) and VAST's macros are left for the SDK to replace.
/// VAST's are written with their brackets percent-encoded (`%5BERRORCODE%5D`): VAST 4.2's schema
/// types these URLs `xs:anyURI`, which cannot hold a bare `[`, and the documents validate.
struct AdURLs: Sendable {
    let hosts: LoopbackAdServer.Hosts

    private var track: String { "https://\(hosts.track)/t" }
    private var cdn: String { "https://\(hosts.cdn)/cdn" }

    func win(_ bid: String) -> String { "\(track)/win?bid=\(bid)&price=${AUCTION_PRICE}" }
    func billing(_ bid: String) -> String { "\(track)/bill?bid=\(bid)&price=${AUCTION_PRICE}" }
    func loss(_ bid: String) -> String { "\(track)/loss?bid=\(bid)&price=${AUCTION_PRICE}&reason=${AUCTION_LOSS}" }
    func impression(_ bid: String, layer: String) -> String { "\(track)/imp?bid=\(bid)&layer=\(layer)" }
    /// A JavaScript tracker's script (Native `eventtrackers` method 2): served by the CDN, never a GET an SDK without JavaScript sends.
    func script(_ bid: String, layer: String) -> String { "\(cdn)/js/\(bid)-\(layer).js" }
    func event(_ name: String, _ bid: String, layer: String) -> String { "\(track)/event?bid=\(bid)&layer=\(layer)&e=\(name)" }
    func click(_ bid: String, layer: String) -> String { "\(track)/click?bid=\(bid)&layer=\(layer)" }
    func error(_ bid: String, layer: String) -> String { "\(track)/error?bid=\(bid)&layer=\(layer)&code=%5BERRORCODE%5D" }

    func image(_ bid: String, _ width: Int, _ height: Int) -> String { "\(cdn)/img/\(bid)-\(width)x\(height).gif" }
    func media(_ bid: String, _ width: Int, _ height: Int) -> String { "\(cdn)/media/\(bid)-\(width)x\(height).mp4" }

    /// The VAST document `depth` wrappers before the InLine (0: the InLine itself), with a
    /// `[CACHEBUSTING]` macro (VAST 4.3 §1.5: a player replaces macros in tag URIs too).
    func vast(_ bid: String, depth: Int, expires: Int? = nil, loop: Bool = false) -> String {
        var url = "https://\(hosts.ads)/vast/\(bid)?depth=\(depth)"
        if let expires { url += "&expires=\(expires)" }
        if loop { url += "&loop=1" }
        return url + "&cb=%5BCACHEBUSTING%5D"
    }

    /// The advertiser's landing page a click-through opens (never fetched by the server).
    func landing(_ advertiser: String, _ bid: String) -> String { "https://\(advertiser)/?bid=\(bid)" }
}
