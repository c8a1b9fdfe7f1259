import AdWorld

extension StandInContext {
    /// A click on an ad: the seam hears the landing page open (``StandInNetwork/clickURL``), and
    /// the app opens it.
    public func click() {
        perform(.openedURL(Network.clickURL))
        world.application.open(Network.clickURL)
    }

    /// Shows `text` on `label`, in the view named `view`, and tells the seam.
    public func show(_ text: String, on label: Label, in view: String) {
        label.text = text
        perform(.text(view: view, text: text))
    }
}
