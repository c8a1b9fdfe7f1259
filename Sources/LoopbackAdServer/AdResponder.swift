import Foundation

/// A seeded server's routing: auction, VAST documents, trackers, CDN files, else 404.
struct AdResponder: Sendable {
    let answers: LoopbackAdServer.Answers
    let urls: AdURLs

    init(answers: LoopbackAdServer.Answers, hosts: LoopbackAdServer.Hosts) {
        self.answers = answers
        urls = AdURLs(hosts: hosts)
    }

    func respond(to request: LoopbackAdServer.Request) -> Response {
        let path = request.path
        let known = path == "/openrtb2/auction" || ["/vast/", "/t/", "/cdn/"].contains { path.hasPrefix($0) }
        switch (request.method, path) {
        case ("POST", "/openrtb2/auction"):
            return Auction(answers: answers, urls: urls).answer(request.body, refusalLatency: latency(of: request))
        case ("GET", _) where path.hasPrefix("/vast/"): return vast(request)
        case ("GET", _) where path.hasPrefix("/t/"): return .answer(204, latency: latency(of: request))
        case ("GET", _) where path.hasPrefix("/cdn/"): return cdn(request)
        case (_, _) where known: return .text(405, "\(request.method) is not answered on \(path).", latency: latency(of: request))
        default: return .text(404, "Nothing is served at \(path).", latency: latency(of: request))
        }
    }

    /// A tracker's, a VAST fetch's, a file's or a refusal's latency: overridden, or 5–60 ms drawn
    /// from the method and URL.
    func latency(of request: LoopbackAdServer.Request) -> Int {
        var draw = SplitMix64(seed: answers.seed, subject: "\(request.method) \(request.target)")
        return answers.latency ?? draw.draw(5...60)
    }

    /// `/vast/<bid>?depth=N[&expires=S][&loop=1]`: the Wrapper N documents before the InLine, the
    /// InLine at 0; with `loop`, a Wrapper pointing at this very URL.
    private func vast(_ request: LoopbackAdServer.Request) -> Response {
        let bid = String(request.path.dropFirst("/vast/".count))
        let query = Self.query(of: request.target)
        guard !bid.isEmpty, bid.count <= 64, bid.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }),
            let depth = query["depth"].flatMap({ Int($0) }), depth >= 0
        else { return .text(404, "No VAST document at \(request.target): expected /vast/<bid id>?depth=N.", latency: latency(of: request)) }
        let expires = query["expires"].flatMap { Int($0) }
        let xml: String
        if query["loop"] == "1" {
            xml = VASTMarkup.wrapper(bid: bid, depth: depth, next: urls.vast(bid, depth: depth, loop: true), urls: urls)
        } else if depth > 0 {
            xml = VASTMarkup.wrapper(bid: bid, depth: depth, next: urls.vast(bid, depth: depth - 1, expires: expires), urls: urls)
        } else {
            xml = VASTMarkup.inline(Creative(bid: bid, seed: answers.seed), expires: expires ?? Auction.vastLifetime, urls: urls)
        }
        return .answer(200, "application/xml; charset=utf-8", Array(xml.utf8), latency: latency(of: request))
    }

    /// `….gif`: a 1×1 transparent GIF; `….mp4`: an MP4 `ftyp` box and nothing to play.
    private func cdn(_ request: LoopbackAdServer.Request) -> Response {
        if request.path.hasSuffix(".gif") {
            return .answer(200, "image/gif", CDNFiles.gif, latency: latency(of: request))
        }
        if request.path.hasSuffix(".mp4") {
            return .answer(200, "video/mp4", CDNFiles.mp4, latency: latency(of: request))
        }
        return .text(404, "Nothing is served at \(request.path).", latency: latency(of: request))
    }

    /// The query's names and values (the last of a repeated name), undecoded.
    static func query(of target: String) -> [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var values: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return values
    }
}

/// The CDN's files: the smallest valid bytes of each type.
enum CDNFiles {
    /// GIF89a, 1×1, a two-colour table, a graphic control extension making colour 0 transparent,
    /// one LZW-coded pixel, trailer.
    static let gif: [UInt8] =
        Array("GIF89a".utf8) + [
            0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00,
            0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF,
            0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00,
            0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
            0x02, 0x02, 0x44, 0x01, 0x00,
            0x3B,
        ]

    /// An ISO BMFF `ftyp` box: size 24, brand `isom`, minor version 512, compatible `isom`, `mp41`.
    static let mp4: [UInt8] = [0x00, 0x00, 0x00, 0x18] + Array("ftypisom".utf8) + [0x00, 0x00, 0x02, 0x00] + Array("isommp41".utf8)
}
