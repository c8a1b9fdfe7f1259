import AdWorld

/// A stand-in's full-screen ad on its way to the screen and off it: at most one
/// ``StandInScreen`` up, kept from ``open(_:in:title:closeHidden:tapped:closeTapped:)`` until
/// ``close()``, and whether the ad was ever shown (an SDK shows an ad once).
///
/// ```swift
/// guard !fullScreen.wasOpened else { return }
/// fullScreen.open("PebbleInterstitial", in: context) { [weak self] in self?.clicked() } closeTapped: { [weak self] in self?.closed() }
///     .present(from: viewController) { [weak self] in self?.appeared() }   // effect: present PebbleInterstitial from app screen
/// if fullScreen.close() { dismissed() }                                      // effect: dismiss PebbleInterstitial
/// ```
public final class StandInFullScreen<Network: StandInNetwork> {
    /// The screen up, nil before it opens and once it has closed.
    public private(set) var screen: StandInScreen<Network>?
    /// Whether a screen was ever opened.
    public private(set) var wasOpened = false

    public init() {}

    /// Whether the screen is up.
    public var isOnScreen: Bool { screen != nil }

    /// Builds the screen (``StandInScreen/init(_:in:title:closeHidden:tapped:closeTapped:)``) and
    /// keeps it; the caller presents it.
    @discardableResult
    public func open(
        _ name: String, in context: StandInContext<Network>, title: StandInScreen<Network>.Title = .none, closeHidden: Bool = false,
        tapped: @escaping () -> Void, closeTapped: @escaping () -> Void
    ) -> StandInScreen<Network> {
        let screen = StandInScreen(name, in: context, title: title, closeHidden: closeHidden, tapped: tapped, closeTapped: closeTapped)
        self.screen = screen
        wasOpened = true
        return screen
    }

    /// Dismisses the screen if it is up (the seam hears it); returns whether it was.
    @discardableResult
    public func close() -> Bool {
        guard let screen else { return false }
        self.screen = nil
        screen.dismiss()
        return true
    }
}
