import AdWorld
import NeutralUI

/// How one Bigo object reaches its world: the world running when it was made (or a detached one
/// of its own), whose ``BigoSeam`` carries every load, call into the app and effect.
struct BigoContext {
    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<BigoRequest, BigoAnswer, BigoCallback, BigoEffect> {
        world[BigoSeam.self]
    }

    func fetch(_ request: BigoRequest, then handle: @escaping (BigoAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: BigoCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: BigoEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log("[BigoADS] " + line))
    }

    func show(_ text: String, on label: Label, in view: String) {
        label.text = text
        perform(.text(view: view, text: text))
    }

    func openClickURL() {
        perform(.openedURL(BigoAdSdk.clickURL))
        world.application.open(BigoAdSdk.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
