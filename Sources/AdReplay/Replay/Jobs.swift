import AdWorld

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on several threads at once.
package enum Jobs {
    /// Runs `body(job)` for `job` in `0..<count`, each on its own thread (the caller's for job 0),
    /// and returns when all have returned.
    ///
    /// Unlike `DispatchQueue.concurrentPerform`, which runs no more at once than there are cores,
    /// every job gets a thread: `--jobs 8` on two cores means eight workers, as asked (a job that
    /// waits on a child process needs no core of its own). The threads are joined, so nothing
    /// holds `body` once this returns.
    public static func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            var threads: [pthread_t] = []
            for job in 1..<count {
                let context = Unmanaged.passRetained(Job(body: body, index: job)).toOpaque()
                var thread = pthread_t()
                if pthread_create(
                    &thread, nil,
                    { context in
                        guard let context else { return nil }
                        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                        return nil
                    }, context) == 0
                {
                    threads.append(thread)
                } else {
                    // No thread to be had (a process limit): the job runs here, now.
                    Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                }
            }
            body(0)
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// One job handed to a thread.
    private final class Job {
        let body: @Sendable (Int) -> Void
        let index: Int

        init(body: @escaping @Sendable (Int) -> Void, index: Int) {
            self.body = body
            self.index = index
        }

        /// On a thread of its own, as one of the engine's: a session on the main thread (job 0's,
        /// the caller's) does not wait for it as it waits for an adapter's threads.
        func run() { OtherThreads.asEngineThread { body(index) } }
    }
}
