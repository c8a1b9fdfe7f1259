import Foundation
import NeutralUI

// GMA's members of `MediationAdConfiguration` beyond the credentials. What the scenario sets
// (``MediationAdConfiguration/request``: bid response, extras, child-directed tag) reaches the
// adapter here; the rest is what an app's plain request gives: no watermark, no location, no view
// controller at request time.
extension MediationAdConfiguration {
    /// The bid response of a bidding line (the scenario's); nil for a waterfall line.
    public var bidResponse: String? { request.bidResponse }
    /// The ad's watermark image data; nil.
    public var watermark: Data? { nil }
    /// The publisher's extras: GMA's ``Extras`` holding the scenario's key-value pairs, nil when
    /// it has none. (An app may register its own extras class, the adapter's
    /// ``MediationAdapter/networkExtrasClass()``; a scenario holds key-value pairs only.)
    public var extras: (any AdNetworkExtras)? { request.extras.map(Extras.init(parameters:)) }
    /// The view controller an ad would present from at request time; nil (the host passes one
    /// to `present(from:)`).
    public var topViewController: ViewController? { nil }
    /// The app's child-directed tag, an `NSNumber` of a Bool (the scenario's); nil when unset.
    public var childDirectedTreatment: NSNumber? { request.childDirectedTreatment.map { NSNumber(value: $0) } }
    /// Whether the request carries the user's location; false.
    public var hasUserLocation: Bool { false }
    public var userLatitude: CGFloat { 0 }
    public var userLongitude: CGFloat { 0 }
    public var userLocationAccuracyInMeters: CGFloat { 0 }
}
