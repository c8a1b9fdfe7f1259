import AdWorld
import AdWorldHTTP
import NeutralUI
import OspreySDK

/// A virtual-clock world whose Osprey seam talks to a ``FakeAdServer`` and reports to a
/// ``Transcript``.
final class OspreyWorld {
    let world = World(clock: VirtualClock())
    let server: FakeAdServer
    let transcript: Transcript

    init(_ server: FakeAdServer) {
        self.server = server
        transcript = Transcript(world: world)
        world[OspreySeam.self].network = server
        world[OspreySeam.self].observer = transcript
    }

    deinit {
        world.end()
    }

    /// Runs `body` in the world, as the app's code runs.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        try world.run(body)
    }

    /// Moves the clock to `time`, running everything due.
    func advance(to time: Int) {
        world.virtualClock?.advance(to: time)
    }

    /// The screen the app presents ads from: a child of the root view controller.
    lazy var appScreen: ViewController = run {
        let screen = ViewController()
        screen.title = "app screen"
        world.application.rootViewController.addChild(screen)
        return screen
    }

    /// The screen on top of the app, if one is presented.
    var topScreen: ViewController? { world.application.rootViewController.presentedViewController }

    /// Taps the close button of the screen on top.
    func close() {
        run { _ = topScreen?.view.first(identifiedBy: View.closeButtonIdentifier)?.tap() }
    }

    /// Taps the screen on top.
    func tapScreen() {
        run { _ = topScreen?.view.tap() }
    }
}
