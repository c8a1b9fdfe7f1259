import AdWorld
import NeutralUI

/// How one Pebble object reaches its world: the world running when the object was created (or,
/// outside any, a detached world of its own: `World.currentOrDetached(for:)`). Every network
/// request, delegate call and visible effect goes through the world's ``PebbleSeam``, looked up
/// each time so that a seam set later is the one used.
struct PebbleContext {
    let world: World

    /// - Parameter typeName: the type of the object being made, which a detached world names.
    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<PebbleRequest, PebbleAnswer, PebbleCallback, PebbleEffect> {
        world[PebbleSeam.self]
    }

    func fetch(_ request: PebbleRequest, then handle: @escaping (PebbleAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: PebbleCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: PebbleEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log("[PebbleAds] " + line))
    }

    func show(_ text: String, on label: Label, in view: String) {
        label.text = text
        perform(.text(view: view, text: text))
    }

    func openClickURL() {
        perform(.openedURL(PebbleSDK.clickURL))
        world.application.open(PebbleSDK.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }

    /// The text a creative shows: its headline, marked on a test request.
    static func text(of creative: PebbleCreative, test: Bool) -> String {
        test ? "Test ad: " + creative.headline : creative.headline
    }
}
