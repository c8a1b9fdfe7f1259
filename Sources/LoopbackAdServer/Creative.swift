/// What one ad shows, drawn once per bid from the seed and the bid id, so that an InLine served
/// inside the bid and one served at the end of a wrapper chain are the same.
struct Creative: Sendable {
    let bid: String
    let advertiser: String
    let brand: String
    let tagline: String
    let creativeID: String
    /// Video length in seconds.
    let duration: Int

    private static let catalogue = [
        ("trailshoes.example", "Trail Shoes", "Light shoes for long trails."),
        ("morningcoffee.example", "Morning Coffee", "Fresh beans, roasted this week."),
        ("islandtrips.example", "Island Trips", "Ferries and cabins, one ticket."),
    ]

    init(bid: String, seed: UInt64) {
        var draw = SplitMix64(seed: seed, subject: "creative \(bid)")
        let entry = Self.catalogue[draw.draw(0...(Self.catalogue.count - 1))]
        self.bid = bid
        (advertiser, brand, tagline) = entry
        creativeID = "cr-" + draw.hex().prefix(8)
        duration = draw.draw(0...1) == 0 ? 15 : 30
    }
}
