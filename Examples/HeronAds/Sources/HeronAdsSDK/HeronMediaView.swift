import NeutralUI

/// The view a native video ad plays in. The ad starts it when it is registered to a view and
/// stops it when it is unregistered; the app only places it.
public final class HeronMediaView: View {
    /// Playing now.
    public internal(set) var isPlaying = false

    public init() {
        super.init(frame: Rect(width: 320, height: 180))
    }
}
