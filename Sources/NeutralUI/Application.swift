import AdWorld

/// The running app as SDK code sees it (a stand-in for `UIApplication`): the key window's root
/// view controller, and the URLs the app was asked to open. One per world.
public final class Application {
    /// The key window's root view controller; SDKs that present without being handed a
    /// controller present from here.
    public var rootViewController: ViewController {
        didSet { window.rootViewController = rootViewController }
    }

    /// The app's one window, its key window.
    private let window: Window

    /// Every URL opened so far, in order.
    public private(set) var openedURLs: [String] = []

    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
        window = Window(rootViewController: rootViewController)
        scene = WindowScene(window: window)
    }

    /// The key window, holding ``rootViewController`` (`UIApplication.shared.keyWindow`).
    public var keyWindow: Window? { window }

    /// The app's connected scenes: one window scene, foreground and active.
    public var connectedScenes: Set<Scene> { [scene] }
    private let scene: WindowScene

    /// `UIApplication.shared`: the current world's application.
    public static var shared: Application { current }

    /// Opens `url` (records it; nothing leaves the world).
    public func open(_ url: String) {
        openedURLs.append(url)
    }

    /// The application of the current world (of a detached world of its own when none is bound:
    /// `World/currentOrDetached(for:)`).
    public static var current: Application {
        World.currentOrDetached(for: "Application").application
    }
}

private enum ApplicationKey: WorldKey {
    static func defaultValue(in world: World) -> Application {
        world.run { Application(rootViewController: ViewController()) }
    }
}

extension World {
    /// This world's application.
    public var application: Application {
        get { self[ApplicationKey.self] }
        set { self[ApplicationKey.self] = newValue }
    }
}
