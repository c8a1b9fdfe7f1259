import AdWorld

/// The device as SDK and adapter code asks about it (a stand-in for `UIDevice`): an iPhone unless
/// the world says otherwise, so that an adapter's "is this an iPad?" branch is a fact of the
/// scenario, not of the machine. One per world.
///
/// ```swift
/// Device.current.userInterfaceIdiom == .pad   // false: a phone by default
/// world.device.userInterfaceIdiom = .pad
/// world.run { Device.current.model }          // "iPad"
/// ```
public final class Device {
    /// `UIUserInterfaceIdiom`, with UIKit's raw values.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    }

    /// The kind of device; `.phone` unless set.
    public var userInterfaceIdiom: UserInterfaceIdiom

    public init(userInterfaceIdiom: UserInterfaceIdiom = .phone) {
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The operating system's name, as UIKit gives it on an iPhone or iPad.
    public var systemName: String { "iOS" }

    /// The model's generic name, from the idiom: "iPad" for a pad, "iPhone" otherwise.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// `UIDevice.current`: the current world's device (a detached world's when none is bound:
    /// `World/currentOrDetached(for:)`).
    public static var current: Device {
        World.currentOrDetached(for: "Device").device
    }
}

private enum DeviceKey: WorldKey {
    static func defaultValue(in world: World) -> Device { Device() }
}

extension World {
    /// This world's device: a phone until told otherwise.
    public var device: Device {
        get { self[DeviceKey.self] }
        set { self[DeviceKey.self] = newValue }
    }
}
