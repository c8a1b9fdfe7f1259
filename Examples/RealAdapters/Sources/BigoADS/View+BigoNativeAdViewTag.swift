import AdWorld
import NeutralUI

extension View {
    /// The role this view plays in a Bigo native ad's layout; ``BigoNativeAdViewTag/unknown``
    /// until set. Kept in the world (a view has no room for an SDK's property), keyed by the
    /// view's identity and dropped with the view.
    public var bigoNativeAdViewTag: BigoNativeAdViewTag {
        get { World.currentOrDetached(for: "View")[BigoViewTags.self].tag(of: self) }
        set { World.currentOrDetached(for: "View")[BigoViewTags.self].set(newValue, for: self) }
    }
}

/// The tags set on views, by view. Never iterated, so its order reaches nothing.
final class BigoViewTags {
    private struct Entry {
        weak var view: View?
        var tag: BigoNativeAdViewTag
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func tag(of view: View) -> BigoNativeAdViewTag {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return .unknown }
        return entry.tag
    }

    func set(_ tag: BigoNativeAdViewTag, for view: View) {
        entries[ObjectIdentifier(view)] = Entry(view: view, tag: tag)
    }
}

extension BigoViewTags: WorldKey {
    static func defaultValue(in world: World) -> BigoViewTags { BigoViewTags() }
}
