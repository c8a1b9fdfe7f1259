import AdWorld
import Foundation

/// How one SDK object reaches its world and its ``SASSeam``.
struct SASContext {
    static let clickURL = "https://smartadserver.example/click"

    let world: World

    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<SASRequest, SASAnswer, SASCallback, SASEffect> {
        world[SASSeam.self]
    }

    func fetch(_ request: SASRequest, then handle: @escaping (SASAnswer) -> Void) {
        seam.fetch(request, in: world, then: handle)
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: SASCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: SASEffect) {
        seam.perform(effect, in: world)
    }

    /// Opens the click URL; returns it for the delegate.
    func click() -> URL? {
        perform(.openedURL(Self.clickURL))
        world.application.open(Self.clickURL)
        return URL(string: Self.clickURL)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
