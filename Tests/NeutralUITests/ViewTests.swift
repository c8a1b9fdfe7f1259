import NeutralUI
import Testing

@Suite struct ViewTests {
    /// An ad view holding a headline label, each tap of either noted by name.
    private func adView(_ taps: Taps) -> (adView: View, headline: Label) {
        let adView = View()
        let headline = Label()
        adView.addSubview(headline)
        adView.addTapHandler { taps.names.append("adView") }
        return (adView, headline)
    }

    private final class Taps {
        var names: [String] = []
    }

    @Test func deliverTap_onAViewWithoutHandlers_reachesTheNearestAncestorWithSome() {
        let taps = Taps()
        let (adView, headline) = adView(taps)
        #expect(headline.deliverTap() === adView)
        #expect(taps.names == ["adView"])
        // `tap()` is the view's own recognizers only.
        #expect(!headline.tap())
        #expect(taps.names == ["adView"])
    }

    @Test func deliverTap_onAViewWithHandlers_goesToItsOwnAlone() {
        let taps = Taps()
        let (adView, headline) = adView(taps)
        headline.addTapHandler { taps.names.append("headline") }
        #expect(headline.deliverTap() === headline)
        #expect(taps.names == ["headline"])
        _ = adView
    }

    @Test func deliverTap_onAHiddenOrInertView_landsOnWhatIsBelowIt() {
        let taps = Taps()
        let (adView, headline) = adView(taps)
        headline.addTapHandler { taps.names.append("headline") }
        headline.isHidden = true
        #expect(headline.deliverTap() === adView)
        headline.isHidden = false
        headline.isUserInteractionEnabled = false
        #expect(headline.deliverTap() === adView)
        #expect(taps.names == ["adView", "adView"])
    }

    @Test func deliverTap_insideAHiddenOrInertAncestor_reachesNothingOfIt() {
        let taps = Taps()
        let (adView, headline) = adView(taps)
        adView.isHidden = true
        #expect(headline.deliverTap() == nil)
        adView.isHidden = false
        adView.isUserInteractionEnabled = false
        #expect(headline.deliverTap() == nil)
        #expect(taps.names == [])
        // Inside a screen that takes touches, the tap lands on the screen around the inert view.
        let screen = View()
        screen.addSubview(adView)
        screen.addTapHandler { taps.names.append("screen") }
        #expect(headline.deliverTap() === screen)
        #expect(taps.names == ["screen"])
    }
}
