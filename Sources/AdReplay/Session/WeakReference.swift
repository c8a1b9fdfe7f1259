/// An object the host names without keeping it alive: a reference that must not change how long
/// an adapter's or a loader's objects live.
struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
