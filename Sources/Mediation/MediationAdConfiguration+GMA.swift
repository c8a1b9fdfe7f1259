import Foundation
import NeutralUI

// The members GMA's `MediationAdConfiguration` has and AdReplay's scenarios do not vary yet, so
// an adapter that reads them compiles and sees what an app's plain waterfall request gives it:
// no bid response (not a bidding line), no watermark, no extras, no location, no child-directed
// tag. A fixture cannot record a run with other values until a scenario carries them.
extension MediationAdConfiguration {
    /// The bid response of a bidding line; nil: AdReplay serves waterfall lines only.
    public var bidResponse: String? { nil }
    /// The ad's watermark image data; nil.
    public var watermark: Data? { nil }
    /// The publisher's extras for this network (the ``MediationAdapter/networkExtrasClass()``
    /// instance); nil.
    public var extras: (any AdNetworkExtras)? { nil }
    /// The view controller an ad would present from at request time; nil (the host passes one
    /// to `present(from:)`).
    public var topViewController: ViewController? { nil }
    /// The app's child-directed tag (`NSNumber` of a Bool, nil when unset); nil.
    public var childDirectedTreatment: NSNumber? { nil }
    /// Whether the request carries the user's location; false.
    public var hasUserLocation: Bool { false }
    public var userLatitude: CGFloat { 0 }
    public var userLongitude: CGFloat { 0 }
    public var userLocationAccuracyInMeters: CGFloat { 0 }
}
