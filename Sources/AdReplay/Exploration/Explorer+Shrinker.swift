extension Explorer {
    /// Greedy delta debugging on one failure: drop steps one at a time, then shorten the gaps
    /// between steps (to none, else by halves), then force a simpler network answer, each change
    /// kept only while the same failure persists; again until nothing changes.
    struct Shrinker {
        let run: @Sendable (Session) -> [Failure]
        let key: Failure.Key
        private(set) var sessionsRun = 0
        /// A bound on the sessions one shrink may run, whatever the adapter does.
        static let budget = 2_000

        init(run: @escaping @Sendable (Session) -> [Failure], key: Failure.Key) {
            self.run = run
            self.key = key
        }

        /// The smallest session found that still shows the failure, and the failure as it shows there.
        mutating func shrink(_ session: Session, _ failure: Failure) -> (Session, Failure) {
            var best = (session, failure)
            var changed = true
            while changed, sessionsRun < Self.budget {
                changed = false
                changed = dropSteps(&best) || changed
                changed = shortenGaps(&best) || changed
                changed = simplifyNetwork(&best) || changed
            }
            return best
        }

        /// The failure, if `candidate` still shows it.
        private mutating func check(_ candidate: Session) -> Failure? {
            guard sessionsRun < Self.budget else { return nil }
            sessionsRun += 1
            return run(candidate).first { $0.key == key }
        }

        private mutating func dropSteps(_ best: inout (Session, Failure)) -> Bool {
            var changed = false
            var index = 0
            while index < best.0.scenario.script.count, best.0.scenario.script.count > 1 {
                var candidate = best.0
                candidate.scenario.script.remove(at: index)
                if let failure = check(candidate) {
                    best = (candidate, failure)
                    changed = true
                } else {
                    index += 1
                }
            }
            return changed
        }

        private mutating func shortenGaps(_ best: inout (Session, Failure)) -> Bool {
            var changed = false
            for index in best.0.scenario.script.indices {
                let previous = index == 0 ? 0 : best.0.scenario.script[index - 1].at
                var gap = best.0.scenario.script[index].at - previous
                var tries = [0]
                while gap > 1 {
                    gap /= 2
                    tries.append(gap)
                }
                for shorter in tries.sorted() where shorter < best.0.scenario.script[index].at - previous {
                    var candidate = best.0
                    let shift = candidate.scenario.script[index].at - previous - shorter
                    for later in index..<candidate.scenario.script.count { candidate.scenario.script[later].at -= shift }
                    if let failure = check(candidate) {
                        best = (candidate, failure)
                        changed = true
                        break
                    }
                }
            }
            return changed
        }

        /// Custom native ads ask the host's ad server, which only the seed steers.
        private mutating func simplifyNetwork(_ best: inout (Session, Failure)) -> Bool {
            guard best.0.scenario.format != .customNative else { return false }
            let simpler: [Network] = [.fill(video: nil), .noFill, .fill(video: false)]
            // Only networks simpler than the current one: a seeded one is the least simple.
            let current = simpler.firstIndex(of: best.0.network) ?? simpler.count
            for network in simpler.prefix(current) {
                var candidate = best.0
                candidate.network = network
                if let failure = check(candidate) {
                    best = (candidate, failure)
                    return true
                }
            }
            return false
        }
    }
}
