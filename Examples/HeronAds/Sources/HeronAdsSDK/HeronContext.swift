import AdWorld
import NeutralUI

/// How one Heron object reaches its world: the world running when the object was created (or,
/// outside any, a detached world of its own: `World.currentOrDetached(for:)`). Every network
/// request, closure call and visible effect goes through the world's ``HeronSeam``, looked up each
/// time so that a seam set later is the one used.
struct HeronContext {
    let world: World

    /// - Parameter typeName: the type of the object being made, which a detached world names.
    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<HeronRequest, HeronAnswer, HeronCallback, HeronEffect> {
        world[HeronSeam.self]
    }

    func fetch(_ request: HeronRequest, then handle: @escaping (HeronAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    /// Calls `closure` with `argument` if the app set it, telling the observer first. A closure
    /// left nil is not called, and nothing is recorded.
    func call<Argument>(_ closure: ((Argument) -> Void)?, _ callback: HeronCallback, with argument: Argument) {
        seam.call(closure, callback, in: world) { $0(argument) }
    }

    func call(_ closure: (() -> Void)?, _ callback: HeronCallback) {
        seam.call(closure, callback, in: world) { $0() }
    }

    func perform(_ effect: HeronEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log("[Heron] " + line))
    }

    func openClickURL() {
        perform(.openedURL(HeronSDK.clickURL))
        world.application.open(HeronSDK.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
