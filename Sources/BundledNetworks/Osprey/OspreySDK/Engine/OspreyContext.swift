import AdWorld
import AdWorldHTTP
import Foundation
import NeutralUI

/// How one Osprey object reaches its world: the world running when the object was created (or,
/// outside any, a detached world of its own: ``World/currentOrDetached(for:)``). Every HTTP
/// request, delegate call and visible effect goes through the world's ``OspreySeam``, looked up
/// each time so that a seam set later is the one used.
struct OspreyContext {
    let world: World

    /// - Parameter typeName: the type of the object being made, which a detached world names.
    init(for typeName: String) {
        world = World.currentOrDetached(for: typeName)
    }

    private var seam: SDKSeam<HTTPCall, HTTPOutcome, OspreyCallback, OspreyEffect> {
        world[OspreySeam.self]
    }

    var now: Int { world.now }

    var configuration: OspreyConfiguration { world[OspreyConfiguration.Key.self] }

    /// Sends `call` and hands over what it came to, or nil when `timeout` milliseconds pass
    /// first: exactly once either way, so an answer after the deadline is dropped.
    func fetch(_ call: HTTPCall, timeout: Int, then handle: @escaping (HTTPOutcome?) -> Void) {
        let once = Once()
        // Scheduled before the request, so that an answer due at the deadline itself is late.
        world.schedule(after: timeout) { if once.claim() { handle(nil) } }
        seam.fetch(call, in: world) { outcome in if once.claim() { handle(outcome) } }
    }

    func call<Delegate>(_ delegate: Delegate?, _ callback: OspreyCallback, _ method: (Delegate) -> Void) {
        seam.call(delegate, callback, in: world, method)
    }

    func perform(_ effect: OspreyEffect) {
        seam.perform(effect, in: world)
    }

    func log(_ line: String) {
        perform(.log("[Osprey] " + line))
    }

    /// Fires each of `urls` once, in order: the effect, then a GET through the seam whose answer
    /// nobody waits for. The URL goes out as written (``WireURL``: no escape is escaped twice). A
    /// URL that is not one (no http or https scheme, or no host) is logged and skipped; so is an
    /// `http://` URL, since every request asks for secure markup (`imp.secure` 1) and App
    /// Transport Security would block the cleartext request: the log line says which was skipped.
    func fire(_ event: OspreyTracker, _ urls: [String]) {
        for url in urls {
            guard let call = WireURL.call(url) else {
                log("Skipped a \(event) tracker that is not a URL: \(url)")
                continue
            }
            guard call.head.scheme == "https" else {
                log("Skipped a \(event) tracker over http, not https (imp.secure 1): \(url)")
                continue
            }
            perform(.tracker(event, url: call.url))
            seam.fetch(call, in: world) { _ in }
        }
    }

    func open(_ url: String) {
        perform(.openedURL(url))
        world.application.open(url)
    }

    func after(_ milliseconds: Int, _ action: @escaping () -> Void) {
        world.schedule(after: milliseconds, action)
    }

    /// A number unique in the world, for `[CACHEBUSTING]`.
    func nextCacheBuster() -> Int {
        world.nextSerial("OspreyCacheBuster")
    }
}

/// A flag that can be claimed once.
final class Once {
    private var claimed = false

    func claim() -> Bool {
        guard !claimed else { return false }
        claimed = true
        return true
    }
}
