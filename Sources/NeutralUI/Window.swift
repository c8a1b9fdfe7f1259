import Foundation

/// A stand-in for `UIWindow`: the app's key window, holding the root view controller.
public final class Window: View {
    /// The window's root view controller.
    public var rootViewController: ViewController?
    /// Whether this is the app's key window (the one window the host's app has).
    public let isKeyWindow: Bool

    public init(rootViewController: ViewController?, isKeyWindow: Bool = true) {
        self.rootViewController = rootViewController
        self.isKeyWindow = isKeyWindow
        super.init(frame: CGRect(width: 390, height: 844))
    }
}

/// A stand-in for `UIScene`: one of the app's connected scenes.
open class Scene: NSObject {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// The host's app is always in the foreground, active.
    public var activationState: ActivationState { .foregroundActive }
}

/// A stand-in for `UIWindowScene`: the app's one scene, with its key window.
public final class WindowScene: Scene {
    public let windows: [Window]

    init(window: Window) {
        windows = [window]
    }

    /// The scene's key window.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }
}
