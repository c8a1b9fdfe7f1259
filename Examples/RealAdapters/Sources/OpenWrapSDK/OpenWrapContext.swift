import AdWorld

/// How one OpenWrap object reaches its world and its ``OpenWrapSeam``.
struct OpenWrapContext {
    static let clickURL = "https://pubmatic.example/click"

    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<OpenWrapRequest, OpenWrapAnswer, OpenWrapCallback, OpenWrapEffect> {
        world[OpenWrapSeam.self]
    }

    func fetch(_ request: OpenWrapRequest, then handle: @escaping (OpenWrapAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: OpenWrapCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: OpenWrapEffect) {
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
