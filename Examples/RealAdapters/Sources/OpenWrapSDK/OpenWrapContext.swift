import AdWorld
import NeutralUI

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

    /// A click on a banner or native ad: the SDK asks the app's delegate for the view controller
    /// its landing page would be presented over (`bannerViewPresentationController()`,
    /// `viewControllerForPresentingModal()`), logs which, then opens the click-through. The log
    /// names the controller by its title ("app screen" is the one GMA handed the app's ad), or
    /// says it has none (the app's root, or a controller made on the spot).
    func click(presentingFrom presenter: ViewController) {
        perform(.log("[OpenWrap] Landing page over \(presenter.title.map { "\"\($0)\"" } ?? "an untitled view controller")"))
        click()
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }
}
