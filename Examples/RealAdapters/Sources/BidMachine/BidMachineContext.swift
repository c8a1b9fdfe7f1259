import AdWorld
import NeutralUI

/// How one BidMachine object reaches its world and its ``BidMachineSeam``.
struct BidMachineContext {
    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<BidMachineRequest, BidMachineAnswer, BidMachineCallback, BidMachineEffect> {
        world[BidMachineSeam.self]
    }

    func fetch(_ request: BidMachineRequest, then handle: @escaping (BidMachineAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: BidMachineCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: BidMachineEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log("[BidMachine] " + line))
    }

    func show(_ text: String, on label: Label, in view: String) {
        label.text = text
        perform(.text(view: view, text: text))
    }

    func openClickURL() {
        perform(.openedURL(BidMachineSdk.clickURL))
        world.application.open(BidMachineSdk.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
