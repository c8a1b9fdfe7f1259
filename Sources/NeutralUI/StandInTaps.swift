/// The tap handlers a stand-in's ad added to the app's views (a native ad's registered views, a
/// banner's own), kept so that registering again, or unregistering, removes them all.
///
/// ```swift
/// taps.removeAll()
/// for view in clickableViews { taps.add(view) { [weak self] in self?.clicked() } }
/// taps.contains(titleView)   // true
/// ```
public struct StandInTaps {
    private var entries: [(view: View, token: Int)] = []

    public init() {}

    /// Adds `action` as a tap handler of `view`.
    public mutating func add(_ view: View, _ action: @escaping () -> Void) {
        entries.append((view, view.addTapHandler(action)))
    }

    /// Removes every handler added, from its view.
    public mutating func removeAll() {
        for (view, token) in entries { view.removeTapHandler(token) }
        entries = []
    }

    /// Whether a handler was added to `view` and not removed since.
    public func contains(_ view: View) -> Bool {
        entries.contains { $0.view === view }
    }
}
