extension HeronContext {
    /// Loads one ad for `request` and calls `completion` once, through the seam: with the ad
    /// `make` builds from the network's answer, or with why there is none. An empty placement
    /// fails with ``HeronError/invalidPlacement`` on the next turn of the clock, without a
    /// request; an answer of another format (the network's mistake) fails as `serverError`.
    func load<Ad>(
        _ request: HeronRequest, completion: @escaping (Result<Ad, HeronError>) -> Void,
        loaded: HeronCallback, failed: @escaping (HeronError) -> HeronCallback,
        make: @escaping (HeronAnswer) -> Ad?
    ) {
        guard !request.placementID.isEmpty else {
            log("\(request.format == .rewarded ? "Rewarded" : "Native") load failed: \(HeronError.invalidPlacement.message)")
            after(0) { call(completion, failed(.invalidPlacement), with: .failure(.invalidPlacement)) }
            return
        }
        log("Requesting \(request)")
        fetch(request) { answer in
            if case .failure(let error) = answer {
                call(completion, failed(error), with: .failure(error))
            } else if let ad = make(answer) {
                call(completion, loaded, with: .success(ad))
            } else {
                log("The network answered \(answer) to a \(request.format) request.")
                call(completion, failed(.serverError), with: .failure(.serverError))
            }
        }
    }
}
