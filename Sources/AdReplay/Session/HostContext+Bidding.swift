import Mediation

extension HostContext {
    /// Loads through `adapter` as GMA does for the scenario's line. A waterfall line (no bid
    /// response) loads at once. A bidding line's load first asks a bidding adapter for its
    /// signals (GMA collects them before the auction) and records what it answers; the load
    /// follows when it answers with signals. An adapter that answers with an error, or with
    /// neither, is left out of the auction, so its load is never made (GMA serves another line);
    /// the contract check counts that load as ended. A second answer is recorded and changes
    /// nothing. An adapter that is not an `RTBAdapter` loads at once, as before bidding existed.
    func load(ad number: Int, through adapter: any MediationAdapter, adSize: AdSize = AdSizeInvalid, _ load: @escaping () -> Void) {
        guard request.isBidding, let bidder = adapter as? any RTBAdapter else {
            load()
            return
        }
        let parameters = RTBRequestParameters(
            configuration: RTBMediationSignalsConfiguration(credentials: [credentials]),
            adSize: adSize, extras: extras())
        var answered = false
        bidder.collectSignals(for: parameters) { [recorder] signals, error in
            guard recorder.accepts(HostEventRecorder.callName(of: .signalsCollected(signals: nil, error: nil))) else { return }
            recorder.record(.signalsCollected(signals: signals, error: error.map { ErrorSummary($0) }), ad: number)
            guard !answered else { return }
            answered = true
            if signals != nil, error == nil { load() }
        }
    }
}
