import AdWorld

/// What a legacy native adapter can tell the host about its ad outside any delegate, through
/// ``MediatedUnifiedNativeAdNotificationSource``.
public enum MediatedNativeAdNotification: String, Codable, Sendable, CaseIterable {
    /// The adapter counted an impression (only adapters that handle impressions send this).
    case didRecordImpression
    /// The adapter counted a click (only adapters that handle clicks send this).
    case didRecordClick
    /// An in-app modal is about to open.
    case willPresentScreen
    /// That modal is about to close.
    case willDismissScreen
    /// That modal closed.
    case didDismissScreen
    /// Focus is about to leave the app (for instance to a browser).
    case willLeaveApplication
}

/// The host's end of ``MediatedUnifiedNativeAdNotificationSource``: installed into a world with
/// `world.nativeAdNotificationReceiver = host`.
public protocol NativeAdNotificationReceiver: AnyObject {
    func receive(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd)
}

/// Holds the receiver weakly: the host that installs itself usually owns the world too.
private final class WeakReceiver {
    weak var receiver: (any NativeAdNotificationReceiver)?
    init(_ receiver: (any NativeAdNotificationReceiver)?) { self.receiver = receiver }
}

private enum NativeAdNotificationReceiverKey: WorldKey {
    static func defaultValue(in world: World) -> WeakReceiver { WeakReceiver(nil) }
}

extension World {
    /// Where the static ``MediatedUnifiedNativeAdNotificationSource`` methods called inside this
    /// world's `run` go. Held weakly; nil (the default) drops the notifications.
    public var nativeAdNotificationReceiver: (any NativeAdNotificationReceiver)? {
        get { self[NativeAdNotificationReceiverKey.self].receiver }
        set { self[NativeAdNotificationReceiverKey.self] = WeakReceiver(newValue) }
    }
}
