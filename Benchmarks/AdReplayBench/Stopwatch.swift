import Foundation

/// CPU time of the calling thread, and wall time, in microseconds.
enum Stopwatch {
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
    }

    static func wall() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
    }

    /// The median, over `rounds`, of the CPU time `body` takes divided by `per`.
    static func median(rounds: Int, per: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()  // warm-up
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = threadCPU()
            try body()
            samples.append((threadCPU() - start) / Double(per))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// CPU time (user and system) of this process (`RUSAGE_SELF`, every thread) or of its
    /// children that have been waited for (`RUSAGE_CHILDREN`, their own children included), in
    /// microseconds.
    static func processCPU(children: Bool = false) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue), &usage)
        func µs(_ time: timeval) -> Double { Double(time.tv_sec) * 1e6 + Double(time.tv_usec) }
        return µs(usage.ru_utime) + µs(usage.ru_stime)
    }

    /// Minor page faults of this process, or of its children that have been waited for.
    static func minorFaults(children: Bool = false) -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue), &usage)
        return usage.ru_minflt
    }

    /// Peak resident memory of this process so far, in kilobytes.
    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }
}
