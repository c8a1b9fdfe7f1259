/// A resolved VAST ad: the wrappers followed, outermost first, and the InLine they led to.
/// Every tracker of the ad is the wrappers' and the InLine's together, in that order.
struct VASTChain: Hashable, Sendable {
    var wrappers: [VASTWrapper]
    var inLine: VASTInLine
    var linear: VASTLinear
    /// When the InLine's `Expires` runs out on the world's clock, if it has one.
    var expiresAt: Int?

    var impressions: [String] {
        wrappers.flatMap(\.impressions) + inLine.impressions
    }

    func tracking(_ event: String) -> [String] {
        wrappers.flatMap { $0.linear?.urls(for: event) ?? [] } + linear.urls(for: event)
    }

    var clickTracking: [String] {
        wrappers.flatMap { $0.linear?.clickTracking ?? [] } + linear.clickTracking
    }

    var errors: [String] {
        wrappers.flatMap(\.errors) + inLine.errors
    }
}
