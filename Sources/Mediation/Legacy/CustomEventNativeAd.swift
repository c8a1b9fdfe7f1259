import NeutralUI

/// A native adapter on the legacy (pre-v9) custom-event API: the host creates it with `init()`,
/// sets ``delegate`` and asks for one ad.
///
/// Declare `delegate` `weak` in the conforming class: the host owns both sides.
public protocol CustomEventNativeAd: AnyObject, SendableMetatype, PreGMANativeAdNames {
    /// Where the adapter reports the loaded ad or the failure.
    var delegate: (any CustomEventNativeAdDelegate)? { get set }

    /// Whether the adapter counts clicks itself (then it reports them through
    /// ``MediatedUnifiedNativeAdNotificationSource``). Default false. A method, as GMA declares it.
    func handlesUserClicks() -> Bool
    /// Whether the adapter counts impressions itself. Default false.
    func handlesUserImpressions() -> Bool

    init()

    /// Starts a load.
    /// - Parameters:
    ///   - serverParameter: the custom event's "Parameter" setting, usually the network's ad unit;
    ///     nil when the host has none, as in Objective-C (Sources/AdReplay/AdReplay.docc/FixtureFormat.md: a `null`
    ///     parameter is a host that sent none).
    ///   - request: the app's targeting.
    ///   - adTypes: the ad types the app accepts; contains ``AdLoaderAdType/native``.
    ///   - options: the app's loader options, in order.
    ///   - rootViewController: where the ad's screens present from.
    func requestNativeAd(
        withParameter serverParameter: String?,
        request: CustomEventRequest,
        adTypes: [AdLoaderAdType],
        options: [AdLoaderOptions],
        rootViewController: ViewController?
    )
}

extension CustomEventNativeAd {
    public func handlesUserClicks() -> Bool { false }
    public func handlesUserImpressions() -> Bool { false }
}

/// The host's side of a legacy native custom event: one of the two calls ends each request.
public protocol CustomEventNativeAdDelegate: AnyObject {
    func customEventNativeAd(
        _ customEventNativeAd: any CustomEventNativeAd,
        didReceive mediatedUnifiedNativeAd: any MediatedUnifiedNativeAd
    )
    func customEventNativeAd(_ customEventNativeAd: any CustomEventNativeAd, didFailToLoadWithError error: any Error)
}
