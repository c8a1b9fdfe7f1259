import AdWorld
import AdWorldHTTP
import OspreySDK

/// Hears the SDK through its seam and the host through the adapter, one line each, in order:
/// `400 ms  callback ospreyBannerDidLoad`, `400 ms  fire win https://…`, `400 ms  host reportImpression`.
final class Transcript: SDKObserver {
    private(set) var lines: [String] = []
    private let world: World

    init(world: World) {
        self.world = world
    }

    func sdk(exchanged request: HTTPCall, answer: HTTPOutcome, requestedAt: Int, answeredAt: Int) {
        lines.append("\(answeredAt) ms  answer \(request.head.method) \(request.url) → \(answer)")
    }

    func sdk(called callback: OspreyCallback, at time: Int) {
        lines.append("\(time) ms  callback \(callback)")
    }

    func sdk(performed effect: OspreyEffect, at time: Int) {
        lines.append("\(time) ms  \(effect)")
    }

    func host(_ event: String) {
        lines.append("\(world.now) ms  host \(event)")
    }

    /// Callbacks and host events only.
    var calls: [String] { lines.filter { $0.contains(" callback ") || $0.contains(" host ") } }

    /// Trackers fired, as `fire EVENT URL` lines.
    var fired: [String] { lines.filter { $0.contains("  fire ") } }

    /// Log lines.
    var logs: [String] { lines.filter { $0.contains("  log ") } }
}
