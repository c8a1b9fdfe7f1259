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

    /// Adds to `view` a label as large as it showing `text`, as a banner shows its ad's title;
    /// the seam hears the text (``show(_:on:in:)``) when `name` names the view, not otherwise.
    @discardableResult
    public func addTitle(_ text: String, to view: View, tellingAs name: String? = nil) -> Label {
        let label = Label(frame: Rect(width: view.frame.width, height: view.frame.height))
        view.addSubview(label)
        if let name { show(text, on: label, in: name) } else { label.text = text }
        return label
    }
}
