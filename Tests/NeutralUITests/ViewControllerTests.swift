import AdWorld
import NeutralUI
import Testing

@Suite struct ViewControllerTests {
    /// A screen that notes when its view loads and when it appears.
    private final class Screen: ViewController {
        private(set) var events: [String] = []
        private let world: World

        init(world: World) {
            self.world = world
            super.init()
        }

        override func viewDidLoad() { events.append("\(world.now) load") }
        override func viewDidAppear() { events.append("\(world.now) appear") }
    }

    /// Runs `body` in a world on a virtual clock; the clock is then run out.
    private func inWorld(_ body: (World, VirtualClock) throws -> Void) throws {
        let clock = VirtualClock()
        let world = World(clock: clock)
        try world.run { try body(world, clock) }
        try clock.runToQuiescence()
    }

    @Test func present_loadsAtOnceAndAppearsAfterThePresentationDuration() throws {
        try inWorld { world, clock in
            let root = ViewController()
            let screen = Screen(world: world)
            var completed: [Int] = []

            #expect(root.present(screen) { completed.append(world.now) })

            #expect(root.presentedViewController === screen)
            #expect(screen.presentingViewController === root)
            #expect(screen.events == ["0 load"])
            #expect(!screen.isVisible)
            clock.advance(to: ViewController.presentationDuration - 1)
            #expect(!screen.isVisible)
            clock.advance(to: ViewController.presentationDuration)
            #expect(screen.events == ["0 load", "300 appear"])
            #expect(completed == [300])
            #expect(screen.isVisible)
        }
    }

    /// As UIKit's: a child screen's root view answers its own controller, not the container's
    /// view it sits in, so a banner placed on the app's screen finds that screen up its chain.
    @Test func responderChain_goesFromAChildsRootViewToTheChild_thenToItsContainer() throws {
        try inWorld { _, _ in
            let root = ViewController(), screen = ViewController()
            screen.title = "app screen"
            root.addChild(screen)
            let banner = View()
            screen.view.addSubview(banner)
            var chain: [String] = []
            var responder: Responder? = banner
            while let next = responder?.next {
                chain.append(
                    (next as? ViewController).map { $0.title ?? "root" } ?? ((next as? View) === screen.view ? "screen's view" : "a view"))
                responder = next
            }
            #expect(chain == ["screen's view", "app screen", "root"])
        }
    }

    @Test func presentationDuration_isThreeHundredMilliseconds() {
        #expect(ViewController.presentationDuration == 300)
    }

    @Test func present_whileAlreadyPresenting_isRefusedAndNeverCompletes() throws {
        try inWorld { world, clock in
            let root = ViewController()
            let first = Screen(world: world)
            let second = Screen(world: world)
            var completions: [String] = []
            root.present(first) { completions.append("first") }
            clock.advance(to: 100)

            #expect(!root.present(second) { completions.append("second during the animation") })
            clock.advance(to: 1_000)
            #expect(!root.present(second) { completions.append("second after it") })
            try clock.runToQuiescence()

            #expect(completions == ["first"])
            #expect(root.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            #expect(second.events.isEmpty)
        }
    }

    @Test func present_afterADismissal_isAcceptedAndLoadsOnlyOnce() throws {
        try inWorld { world, clock in
            let root = ViewController()
            let screen = Screen(world: world)
            root.present(screen)
            clock.advance(to: 500)
            screen.dismiss()
            #expect(root.presentedViewController == nil)
            #expect(!screen.isVisible)

            #expect(root.present(screen))
            clock.advance(to: 800)

            #expect(screen.events == ["0 load", "300 appear", "800 appear"])
        }
    }

    @Test func dismiss_beforeTheScreenAppeared_meansItNeverAppears() throws {
        try inWorld { world, clock in
            let root = ViewController()
            let screen = Screen(world: world)
            var completed = false
            root.present(screen) { completed = true }
            clock.advance(to: 100)
            screen.dismiss()
            try clock.runToQuiescence()

            #expect(screen.events == ["0 load"])
            #expect(!screen.isVisible)
            #expect(!completed)
        }
    }

    /// A child of a container presents through it, sees what it presents (UIKit's
    /// `presentedViewController` is "presented by this view controller or its nearest
    /// ancestor"), is refused while the container presents, and dismisses what it presents.
    @Test func child_presentsThroughItsContainer_andSeesWhatItPresents() throws {
        try inWorld { world, clock in
            let root = ViewController()
            let screen = ViewController()
            screen.title = "app screen"
            root.addChild(screen)
            #expect(screen.parent === root)
            let first = ViewController()
            #expect(screen.present(first))
            #expect(root.presentedViewController === first)
            #expect(screen.presentedViewController === first)
            #expect(first.presentingViewController === root)
            #expect(!screen.present(ViewController()))
            screen.dismiss()
            #expect(root.presentedViewController == nil)
            #expect(screen.presentedViewController == nil)
            #expect(screen.present(ViewController()))
        }
    }
}
