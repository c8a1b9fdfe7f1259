import AdWorld

/// How one Moloco object reaches its world and its ``MolocoSeam``.
struct MolocoContext {
    static let clickURL = "https://moloco.example/click"

    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<MolocoRequest, MolocoAnswer, MolocoCallback, MolocoEffect> {
        world[MolocoSeam.self]
    }

    func fetch(_ request: MolocoRequest, then handle: @escaping (MolocoAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: MolocoCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: MolocoEffect) {
        seam.perform(effect, in: world)
    }

    func click() {
        perform(.openedURL(Self.clickURL))
        world.application.open(Self.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
