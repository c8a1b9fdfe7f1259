import AdWorld
import NeutralUI
import Testing

@Suite struct StandInScreenTests {
    /// A stand-in's server: only its effects matter here.
    private enum ScreenNetwork: StandInNetwork {
        typealias Request = String
        typealias Answer = StandInAnswer<String>
        typealias Callback = String
        static let defaultLatency = 0
        static let clickURL = "https://screen.example/click"
        static let failures: [StandInFailure] = []
        static func draw(for request: String, with generator: inout SeededGenerator) -> Answer { .fill(request) }
    }

    /// Hears the effects the seam is told of.
    private final class Effects: SDKObserver {
        var lines: [String] = []
        func sdk(exchanged request: String, answer: StandInAnswer<String>, requestedAt: Int, answeredAt: Int) {}
        func sdk(called callback: String, at time: Int) {}
        func sdk(performed effect: StandInEffect, at time: Int) { lines.append(effect.description) }
    }

    @Test func aScreen_tellsItsTitle_presenter_andDismissal_andClicksOnATap() throws {
        let clock = VirtualClock()
        let world = World(clock: clock)
        let effects = Effects()
        world[StandInSeam<ScreenNetwork>.self].observer = effects
        var events: [String] = []
        try world.run {
            let context = StandInContext<ScreenNetwork>(for: "Screen")
            let screen = StandInScreen("ToyInterstitial", in: context, title: .told("Toy"), closeHidden: true) {
                context.click()
                events.append("tapped")
            } closeTapped: {
                events.append("close")
            }
            let presenter = ViewController()
            presenter.title = "app screen"
            screen.present(from: presenter) { events.append("appeared") }
            try clock.runToQuiescence()
            #expect(screen.controller.view.first(identifiedBy: View.closeButtonIdentifier)?.isHidden == true)
            screen.revealClose()
            #expect(screen.controller.view.first(identifiedBy: View.closeButtonIdentifier)?.isHidden == false)
            screen.controller.view.tap()
            screen.dismiss()
        }
        #expect(
            effects.lines == [
                #"ToyInterstitial text "Toy""#, "present ToyInterstitial from app screen", "open https://screen.example/click",
                "dismiss ToyInterstitial",
            ])
        #expect(events == ["appeared", "tapped"])
        #expect(world.application.openedURLs == ["https://screen.example/click"])
    }

    @Test func aShownTitle_andAnUnnamedPresenter_tellTheSeamNeither() {
        let world = World()
        let effects = Effects()
        world[StandInSeam<ScreenNetwork>.self].observer = effects
        world.run {
            let context = StandInContext<ScreenNetwork>(for: "Screen")
            let screen = StandInScreen("ToyInterstitial", in: context, title: .shown(nil)) {
            } closeTapped: {
            }
            let presenter = ViewController()
            presenter.title = "app screen"
            screen.present(from: presenter, namingPresenter: false) {}
        }
        #expect(effects.lines == ["present ToyInterstitial"])
    }

    @Test func aFullScreen_keepsItsScreenUntilClosed_andClosesOnce() {
        let world = World()
        let effects = Effects()
        world[StandInSeam<ScreenNetwork>.self].observer = effects
        let fullScreen = StandInFullScreen<ScreenNetwork>()
        var closes: [Bool] = []
        world.run {
            let context = StandInContext<ScreenNetwork>(for: "Screen")
            #expect(!fullScreen.wasOpened && !fullScreen.isOnScreen)
            fullScreen.open("ToyInterstitial", in: context) {
            } closeTapped: {
            }.present(from: ViewController()) {}
            #expect(fullScreen.wasOpened && fullScreen.isOnScreen)
            closes = [fullScreen.close(), fullScreen.close()]
        }
        #expect(closes == [true, false])
        #expect(fullScreen.wasOpened && !fullScreen.isOnScreen && fullScreen.screen == nil)
        #expect(effects.lines == ["present ToyInterstitial", "dismiss ToyInterstitial"])
    }

    @Test func taps_addHandlers_andRemoveThemAll() {
        let first = View()
        let second = View()
        var taps = StandInTaps()
        var tapped: [String] = []
        taps.add(first) { tapped.append("first") }
        taps.add(second) { tapped.append("second") }
        #expect(taps.contains(first) && taps.contains(second) && !taps.contains(View()))
        first.tap()
        taps.removeAll()
        #expect(!first.tap() && !second.tap() && !taps.contains(first))
        #expect(tapped == ["first"])
    }

    @Test func aTitle_fillsTheView_andIsToldOnlyWhenTheViewIsNamed() {
        let world = World()
        let effects = Effects()
        world[StandInSeam<ScreenNetwork>.self].observer = effects
        let banner = View(frame: Rect(width: 320, height: 50))
        let labels = world.run {
            let context = StandInContext<ScreenNetwork>(for: "Screen")
            return [context.addTitle("Told", to: banner, tellingAs: "ToyBanner"), context.addTitle("Quiet", to: banner)]
        }
        #expect(labels.map(\.text) == ["Told", "Quiet"] && labels.allSatisfy { $0.superview === banner && $0.frame == banner.frame })
        #expect(effects.lines == [#"ToyBanner text "Told""#])
    }
}
