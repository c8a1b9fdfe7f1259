import AdWorld
import Foundation

/// The device the host runs on, as far as ad clicks care: which apps are installed (by the URL
/// schemes they handle) and which URLs were opened.
///
/// Part of the world, so that a click's path (deep link or browser) is a fact of the scenario,
/// not of the machine. By default no app is installed, so deep links are never taken.
///
/// ```swift
/// world.hostDevice.installedAppSchemes = ["examplestore"]
/// world.hostDevice.canOpenInInstalledApp("examplestore://product/1")   // true
/// ```
public final class HostDevice {
    /// The URL schemes of installed apps (compared without regard to case).
    public var installedAppSchemes: Set<String>
    /// Every URL opened, in order.
    public private(set) var openedURLs: [String] = []
    private weak var world: World?

    public init(world: World?, installedAppSchemes: Set<String> = []) {
        self.world = world
        self.installedAppSchemes = installedAppSchemes
    }

    /// Whether an installed app handles `url`'s scheme.
    public func canOpenInInstalledApp(_ url: String) -> Bool {
        guard let scheme = URL(string: url)?.scheme?.lowercased() else { return false }
        return installedAppSchemes.contains { $0.lowercased() == scheme }
    }

    /// Opens `url` (in its app or the browser) and tells the world's observer.
    public func open(_ url: String) {
        openedURLs.append(url)
        world?.report(.urlOpened(url: url))
    }
}

private enum HostDeviceKey: WorldKey {
    static func defaultValue(in world: World) -> HostDevice { HostDevice(world: world) }
}

extension World {
    /// This world's device; no apps installed until told otherwise.
    public var hostDevice: HostDevice {
        get { self[HostDeviceKey.self] }
        set { self[HostDeviceKey.self] = newValue }
    }
}
