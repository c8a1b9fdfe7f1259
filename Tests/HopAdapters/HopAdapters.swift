import Dispatch
import Foundation

#if canImport(GoogleMobileAds)
import GoogleMobileAds
import UIKit
#else
import GoogleMobileAdsCompat
#endif

// One adapter per way real adapters get from GMA's call to their SDK's (issue 34): each loads a
// Sample banner; only the hop differs. Written as their authors write them: no test hooks.

/// The control: loads inside GMA's call.
public final class DirectBanner: HopAdapter {}

/// Bigo, Moloco, PubMatic, Verve: `DispatchQueue.main.async { load }`.
public final class MainQueueBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        DispatchQueue.main.async { forwarder.fetch() }
    }
}

/// BidMachine: `Task { @MainActor in load }`.
public final class MainActorTaskBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        Task { @MainActor in forwarder.fetch() }
    }
}

/// Loads through a `@MainActor` type, from a plain task that awaits it.
public final class MainActorTypeBanner: HopAdapter {
    @MainActor final class Loader {
        let forwarder: BannerForwarder
        init(_ forwarder: BannerForwarder) { self.forwarder = forwarder }
        func load() { forwarder.fetch() }
    }

    override func start(_ forwarder: BannerForwarder) {
        Task {
            let loader = await Loader(forwarder)
            await loader.load()
        }
    }
}

/// `Task { load }`: the global executor's pool, unless the host brings it home.
public final class PlainTaskBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        Task { forwarder.fetch() }
    }
}

/// Smart's native adapter: waits for its parts with a group, then loads in
/// `notify(queue: .main)`.
public final class GroupNotifyBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.main.async { group.leave() }
        }
        group.notify(queue: .main) { forwarder.fetch() }
    }
}

/// Loads one second later with `Task.sleep`.
public final class SleepBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        Task {
            try await Task.sleep(for: .seconds(1))
            forwarder.fetch()
        }
    }
}

/// Loads one second later with `DispatchQueue.main.asyncAfter`.
public final class AsyncAfterBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { forwarder.fetch() }
    }
}

/// Loads one second later with a `Timer` on the main run loop.
public final class TimerBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in forwarder.fetch() }
    }
}

/// `RunLoop.main.perform { load }`: a block for the main run loop's default mode.
public final class RunLoopPerformBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        RunLoop.main.perform { forwarder.fetch() }
    }
}

/// `RunLoop.main.perform(inModes: [.common]) { load }`: a block for every common mode.
public final class RunLoopCommonModesBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        RunLoop.main.perform(inModes: [.common]) { forwarder.fetch() }
    }
}

/// `OperationQueue.main.addOperation { load }`.
public final class OperationQueueBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        OperationQueue.main.addOperation { forwarder.fetch() }
    }
}

/// Schedules a `Timer` on the main run loop (a refresh it never needs here), then loads with
/// `RunLoop.main.perform`: the block waits in the mode the `Timer` is in.
public final class TimerThenRunLoopPerformBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        _ = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
        RunLoop.main.perform { forwarder.fetch() }
    }
}

/// Loads on a `DispatchQueue.global()` worker (a callback that arrives on a background thread).
public final class GlobalQueueBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        DispatchQueue.global().async { forwarder.fetch() }
    }
}

/// Loads inside GMA's call, and tells GMA of each click from a `DispatchQueue.global()` worker
/// (an adapter that forwards its SDK's events on a queue of its own).
public final class GlobalQueueClickBanner: HopAdapter {
    override class var clickQueue: DispatchQueue? { DispatchQueue.global() }
}

/// Loads inside GMA's call, and calls GMA's completion handler from a `DispatchQueue.global()`
/// worker.
public final class GlobalQueueCompletionBanner: HopAdapter {
    override class var completionQueue: DispatchQueue? { DispatchQueue.global() }
}

/// Loads on a `Thread` of its own.
public final class ThreadBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        let thread = Thread { forwarder.fetch() }
        thread.name = "ThreadBanner loader"
        thread.start()
    }
}

/// Moloco's SDK-version code: waits on a semaphore for work queued to the main thread. Called on
/// the main thread, the wait never ends.
public final class MainWaitBanner: HopAdapter {
    override func start(_ forwarder: BannerForwarder) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { done.signal() }
        done.wait()
        forwarder.fetch()
    }
}

/// Every hop adapter, for a registry: `for type in hopAdapters { registry.register(type) }`.
public let hopAdapters: [HopAdapter.Type] = [
    DirectBanner.self, MainQueueBanner.self, MainActorTaskBanner.self, MainActorTypeBanner.self, PlainTaskBanner.self,
    GroupNotifyBanner.self, SleepBanner.self, AsyncAfterBanner.self, TimerBanner.self, GlobalQueueBanner.self,
    ThreadBanner.self, MainWaitBanner.self, RunLoopPerformBanner.self, RunLoopCommonModesBanner.self, OperationQueueBanner.self,
    TimerThenRunLoopPerformBanner.self, GlobalQueueClickBanner.self, GlobalQueueCompletionBanner.self,
]
