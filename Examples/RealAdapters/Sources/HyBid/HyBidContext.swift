import AdWorld

/// How one HyBid object reaches its world and its ``HyBidSeam``.
struct HyBidContext {
    static let clickURL = "https://verve.example/click"

    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<HyBidRequest, HyBidAnswer, HyBidCallback, HyBidEffect> {
        world[HyBidSeam.self]
    }

    func fetch(_ request: HyBidRequest, then handle: @escaping (HyBidAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: HyBidCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: HyBidEffect) {
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
