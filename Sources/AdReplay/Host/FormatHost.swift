import NeutralUI

/// The host of one format family (``FormatProfile/Family``): loads its ads through the API the
/// format uses, and does what the host or the user does with them. Actions on the screen on top
/// (closing it, choosing an alert's button) are the harness's, whatever the format.
protocol FormatHost: AnyObject {
    func load(_ number: Int)
    /// Performs an ad-level action; one the format has no use for does nothing, as on a device.
    func perform(_ action: HostAction)
    /// Takes the user's tap before any screen on top does (a banner on the page); false when it
    /// has nothing to tap.
    func tapAd() -> Bool
    /// The view the app laid the ad out in, which takes a tap when nothing else does.
    var renderedView: View? { get }
    /// Lets go of everything the host holds.
    func end()
}

extension FormatHost {
    func tapAd() -> Bool { false }
    var renderedView: View? { nil }
}
