extension ContractCheck {
    /// How many kept-alive objects a `released` breach names; the rest are counted.
    static let keptAliveNamed = 6

    /// Opt-in: what the host found still alive once it let go of the session
    /// (``HostReleaseCheck``), each as `Type (where the host found it)`: one breach for the
    /// session, no one ad being to blame for a cycle that may span several.
    static func released(keptAlive: [String]) -> [ContractBreach] {
        guard !keptAlive.isEmpty else { return [] }
        var named = keptAlive.prefix(keptAliveNamed).joined(separator: ", ")
        if keptAlive.count > keptAliveNamed { named += " and \(keptAlive.count - keptAliveNamed) more" }
        let objects = keptAlive.count == 1 ? "1 object" : "\(keptAlive.count) objects"
        return [
            ContractBreach(
                rule: .released, index: nil, time: nil,
                detail: "\(objects) of the session kept alive after the host let go of it: \(named)")
        ]
    }
}
