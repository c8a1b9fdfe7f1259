extension LoopbackAdServer {
    /// The public host names a seeded server writes into its payloads (always `https`). The SDK
    /// keeps asking these names; a recording routes them to ``LoopbackAdServer/origin``.
    ///
    /// ```swift
    /// LoopbackAdServer.Hosts.osprey.track   // "track.osprey.example"
    /// ```
    public struct Hosts: Codable, Sendable, Hashable {
        /// The auction (`/openrtb2/auction`) and VAST (`/vast/…`) host.
        public var ads: String
        /// The trackers' host (`/t/…`): win, billing, loss, impression, quartiles, clicks, errors.
        public var track: String
        /// Images and media files (`/cdn/…`).
        public var cdn: String

        /// Host names without scheme or port.
        public init(ads: String, track: String, cdn: String) {
            self.ads = ads
            self.track = track
            self.cdn = cdn
        }

        /// `ads.osprey.example`, `track.osprey.example`, `cdn.osprey.example`.
        public static let osprey = Hosts(ads: "ads.osprey.example", track: "track.osprey.example", cdn: "cdn.osprey.example")

        /// The three names, in the order ads, track, cdn.
        public var all: [String] { [ads, track, cdn] }
    }
}
