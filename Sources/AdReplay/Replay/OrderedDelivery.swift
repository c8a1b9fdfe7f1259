import Synchronization

/// Holds values that finished early until every earlier one has been handed on, then hands them
/// on in order: what lets several threads work through a list while its consumer sees a serial
/// run. Used by ``CorpusReplay`` and by the command line's replay workers.
package final class OrderedDelivery<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `each` is not Sendable (it is the caller's, and may mutate the caller's
    // state), but it is only ever called under `state`'s lock, so by one thread at a time, and
    // the caller must not call `deliver` once its own call has returned.
    private struct State {
        var waiting: [Int: Value] = [:]
        var nextIndex = 0
    }

    private let state = Mutex(State())
    private let each: (Value) -> Void

    package init(_ each: @escaping (Value) -> Void) {
        self.each = each
    }

    /// Hands on `value`, the `index`-th (from 0), once every earlier one has been.
    package func deliver(_ value: Value, at index: Int) {
        state.withLock { state in
            // The one expected next is handed on at once, without a stop in `waiting` (with one
            // job, every one is).
            if index == state.nextIndex {
                each(value)
                state.nextIndex += 1
                guard !state.waiting.isEmpty else { return }
            } else {
                state.waiting[index] = value
            }
            while let ready = state.waiting.removeValue(forKey: state.nextIndex) {
                each(ready)
                state.nextIndex += 1
            }
        }
    }
}
