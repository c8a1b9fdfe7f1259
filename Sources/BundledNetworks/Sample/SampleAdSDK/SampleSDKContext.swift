import AdWorld
import NeutralUI

/// How one SDK object reaches its world: captured when the object is created, so an adapter's
/// plain `SampleBanner(frame:)` belongs to the world that was running at that moment (or, outside
/// any, to a detached world of its own: ``World/currentOrDetached(for:)``). Requests, delegate
/// calls and effects all pass through the world's ``SampleSeam``, the one place an observer sees
/// them.
struct SampleSDKContext {
    let world: World

    /// - Parameter typeName: the type of the object being made, which a detached world names.
    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    var now: Int { world.now }

    /// The world's seam, looked up each time: a seam set after the object was made is the one used.
    private var seam: SDKSeam<SampleNetworkRequest, SampleNetworkAnswer, SampleCallback, SampleSDKEffect> {
        world[SampleSeam.self]
    }

    /// Calls `method` on `delegate` if it is still there, telling the observer first.
    func call<Delegate>(_ delegate: Delegate?, _ callback: SampleCallback, _ method: (Delegate) -> Void) {
        // Unwrapped here, where the delegate's type is known (see `SDKSeam.call(_:in:_:)`).
        guard let delegate else { world.noteUse(); return }
        seam.call(callback, in: world) { method(delegate) }
    }

    func perform(_ effect: SampleSDKEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log(line))
    }

    func open(_ url: String) {
        perform(.openedURL(url))
        world.application.open(url)
    }

    func setText(_ text: String, on label: Label, named name: String) {
        label.text = text
        perform(.text(view: name, text: text))
    }

    /// Presents `controller` (named `name` in effects) from `presenter`, animated, as the sample's
    /// `presentViewController:animated:YES completion:` does: the screen appears, and `completion`
    /// runs, ``ViewController/presentationDuration`` later. When `presenter` is already presenting
    /// a screen, UIKit refuses: it logs a warning, presents nothing and never runs `completion`.
    /// That warning is recorded as a log effect (prefixed "UIKit:") because it is what a developer
    /// would see in the console, caused by this SDK call.
    func present(
        _ controller: ViewController, named name: String, from presenter: ViewController,
        completion: (() -> Void)? = nil
    ) {
        guard presenter.present(controller, completion: completion) else {
            log("UIKit: Attempt to present \(name) on a view controller which is already presenting; nothing is presented.")
            return
        }
        perform(.presented(name, from: presenter.title))
    }

    /// Asks the network, tells the observer what it answered, then hands over the outcome —
    /// synchronously when the answer has no latency.
    ///
    /// The request in flight keeps the SDK object that asked alive: each one passes a `handle`
    /// that captures itself strongly, and the seam holds `handle` on the world's clock until the
    /// answer arrives, as an Objective-C SDK's completion block that names `self` does. Google's
    /// Sample SDK answers inside `fetchAd`, so an adapter may let its loader go as soon as
    /// `fetchAd` returns (Google's native adapters keep it in a local) and still hear the answer;
    /// with AdReplay's latency the same adapter hears it too, later. (Until this was so, a loader
    /// kept only in a local lost a late answer, which Google's SDK never makes possible.)
    func fetch(_ request: SampleNetworkRequest, then handle: @escaping (SampleNetworkAnswer.Outcome) -> Void) {
        seam.fetch(request, in: world) { handle($0.outcome) }
    }

    /// The rewarded and app-open fetch, faithful to the sample's missing `return`: a missing ad
    /// unit is reported as BadRequest, and then the network is asked anyway, so the delegate may
    /// hear a second load callback.
    func fetchCarryingOnPastMissingUnit(
        _ format: SampleAdFormat, adUnit: String?, request: SampleAdRequest, debugLogging: Bool,
        failed: @escaping (SampleErrorCode) -> Void, filled: @escaping () -> Void
    ) {
        if adUnit == nil {
            if debugLogging { log("Ad fail to load due to ad unit ID missing.") }
            failed(.badRequest)
        }
        fetch(SampleNetworkRequest(format: format, adUnit: adUnit, request: request)) { outcome in
            switch outcome {
            case .fill: filled()
            case .failure(let code): failed(code)
            }
        }
    }

    /// Runs `tick` every second until it returns false. Whatever `tick` captures stays alive
    /// until then, as an `NSTimer` keeps its target.
    func repeatEverySecond(_ tick: @escaping () -> Bool) {
        world.schedule(after: 1_000) { [self] in
            if tick() { repeatEverySecond(tick) }
        }
    }
}

/// The URL every Sample ad opens on a click or tap.
let sampleClickURL = "https://www.google.com"
