import Mediation
import NeutralUI

// The legacy (pre-v9) native custom event as GMA's Swift interface declares it: a
// `request(withParameter:request:adTypes:options:rootViewController:)` taking a non-optional
// parameter, GMA's request class, untyped arrays and a non-optional view controller. The host
// speaks `Mediation`'s typed `CustomEventNativeAd.requestNativeAd(withParameter:…)`; the
// default below converts once, at this door.

/// `GADCustomEventNativeAd`: a legacy native custom event written against Google Mobile Ads.
///
/// ```swift
/// final class MyCustomEvent: NSObject, GADCustomEventNativeAd {
///     weak var delegate: GADCustomEventNativeAdDelegate?
///     required override init() { super.init() }
///     func request(withParameter serverParameter: String, request: GADCustomEventRequest, adTypes: [Any],
///                  options: [Any], rootViewController: UIViewController) { … }
/// }
/// ```
public protocol GADCustomEventNativeAd: CustomEventNativeAd {
    /// Starts a load, as GMA calls it.
    /// - Parameters:
    ///   - serverParameter: the custom event's "Parameter" setting; "" when the host has none
    ///     (an Objective-C nil reaching Swift's non-optional `String`).
    ///   - request: the app's targeting.
    ///   - adTypes: the ad types the app accepts, `GADAdLoaderAdType` values.
    ///   - options: the app's loader options, `GADAdLoaderOptions` values in order.
    ///   - rootViewController: where the ad's screens present from.
    func request(
        withParameter serverParameter: String, request: GADCustomEventRequest, adTypes: [Any], options: [Any],
        rootViewController: UIViewController)
}

extension GADCustomEventNativeAd {
    public func requestNativeAd(
        withParameter serverParameter: String?, request: CustomEventRequest, adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions], rootViewController: ViewController?
    ) {
        self.request(
            withParameter: serverParameter ?? "", request: GADCustomEventRequest(request), adTypes: adTypes,
            options: options, rootViewController: rootViewController ?? ViewController())
    }
}

/// `GADCustomEventRequest`: the app's targeting, as GMA's legacy API hands it over. Location is
/// never set (a scenario does not carry one).
public final class GADCustomEventRequest {
    /// Whether the app asked for test ads.
    public let isTesting: Bool
    /// The app's keywords (`String`s), nil when it gave none.
    public let userKeywords: [Any]?
    /// The extras the app registered (`String` keys and values), nil when none.
    public let additionalParameters: [AnyHashable: Any]?
    public let userHasLocation = false
    public let userLatitude: CGFloat = 0
    public let userLongitude: CGFloat = 0
    public let userLocationAccuracyInMeters: CGFloat = 0
    public let userLocationDescription: String? = nil

    /// GMA's request for the host's.
    public init(_ request: CustomEventRequest) {
        isTesting = request.isTesting
        userKeywords = request.userKeywords.isEmpty ? nil : request.userKeywords
        additionalParameters = request.additionalParameters
    }
}

/// `GADAdLoaderAdType`.
public typealias GADAdLoaderAdType = AdLoaderAdType
