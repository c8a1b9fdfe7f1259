import AdWorldHTTP

extension HTTPRequestMatch {
    /// Of the unused recorded requests that match `live` (`candidates`, in recorded order), the one
    /// to serve: the first equal to it byte for byte (the ignored fields too: the bid request `id`
    /// of two requests in flight at once, which differ only there), else the first that matches.
    /// So a request is paired with its own answer even when matching does not compare the field
    /// that tells it apart, and identical requests are still served in the order recorded.
    func pairing(_ live: HTTPCall, _ liveKey: Key, among candidates: [Int], requests: [HTTPCall], keys: [Key]) -> Int? {
        var first: Int?
        for index in candidates where matches(keys[index], liveKey) {
            if requests[index].head.path == live.head.path && keys[index].body == liveKey.body { return index }
            if first == nil { first = index }
        }
        return first
    }
}
