import AdWorld

extension HostHarness {
    /// The note for a session during which objects of `typeNames` (sorted, each once) were made
    /// and used in detached worlds while it ran alone in the process (see
    /// ``DetachedActivity``); nil for none.
    ///
    /// Nothing binds a world on a thread or in a detached task, so nothing says whose code made
    /// the object: the note says what is known (it was used beside this session, and nothing
    /// drives it) and leaves the adapter's part as the likely reason, not as a fact.
    ///
    /// ```swift
    /// HostHarness.detachedNote(["SampleBanner"])
    /// // "SampleBanner was made and used outside any AdReplay world while this session ran alone
    /// // (on a thread or task where no world is bound, such as one the adapter started itself):
    /// // AdReplay cannot drive it, so if the adapter made it, what it did is missing here"
    /// ```
    static func detachedNote(_ typeNames: [String]) -> String? {
        guard !typeNames.isEmpty else { return nil }
        let one = typeNames.count == 1
        let names = typeNames.proseList
        let (was, it, them) = one ? ("was", "it", "it") : ("were", "they", "them")
        return "\(names) \(was) made and used outside any AdReplay world while this session ran alone "
            + "(on a thread or task where no world is bound, such as one the adapter started itself): "
            + "AdReplay cannot drive \(them), so if the adapter made \(them), what \(it) did is missing here"
    }
}
