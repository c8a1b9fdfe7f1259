extension ContractCheck {
    /// An impression or a click reported by the ad (`reportImpression`, `reportClick`, or the
    /// legacy notification source's), nil for any other event.
    private enum Count {
        case impression, click

        init?(_ event: HostEvent) {
            switch event {
            case .reportImpression, .notification(.didRecordImpression): self = .impression
            case .reportClick, .notification(.didRecordClick): self = .click
            default: return nil
            }
        }
    }

    /// What a loaded native ad said it counts itself, by load.
    private static func nativeAds(_ events: [Event]) -> [(ad: Int, assets: NativeAssets)] {
        var ads: [(ad: Int, assets: NativeAssets)] = []
        for index in events.indices {
            guard case .loadCompleted(.ad(.native(let assets))) = events[index].event, let ad = events[index].ad,
                !ads.contains(where: { $0.ad == ad })
            else { continue }
            ads.append((ad, assets))
        }
        return ads
    }

    /// A native ad whose impressions (clicks) GMA counts, having said `handlesUserImpressions`
    /// (`handlesUserClicks`) false, does not report one itself: GMA would count it twice. One
    /// breach per ad.
    static func countedByOneSide(_ events: [Event]) -> [ContractBreach] {
        let ads = nativeAds(events)
        guard !ads.isEmpty else { return [] }
        var breaches: [ContractBreach] = []
        for index in events.indices {
            guard let count = Count(events[index].event), let ad = events[index].ad,
                let assets = ads.first(where: { $0.ad == ad })?.assets,
                !breaches.contains(where: { $0.ad == ad })
            else { continue }
            let (handles, name) =
                count == .impression
                ? (assets.handlesUserImpressions, "handlesUserImpressions") : (assets.handlesUserClicks, "handlesUserClicks")
            guard !handles else { continue }
            breaches.append(
                ContractBreach(
                    rule: .countedByOneSide, ad: ad, index: index, time: events[index].time,
                    detail: "\(events[index].event.kind) while \(name) is false (GMA counts them)"))
        }
        return breaches
    }

    /// Opt-in: a native ad that counts its own impressions reports one when it was rendered and
    /// still tracked when the session ended; one that counts its own clicks reports one after
    /// the user tapped it while it was tracked and no screen covered it (none an ad said it
    /// presented; nothing after an AdChoices icon was tapped, whose screen no event says closed):
    /// a `tap` on its view, or a `click` on an asset view the host laid out for it. Which ad a
    /// step reaches is the host's choice, made as ``NativeAdPresenter`` makes it: `render` lays
    /// out the latest loaded ad, `untrack`, `tap` and `click` reach the ad on screen.
    static func selfCountingReports(_ events: [Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        let ads = nativeAds(events)
        guard ads.contains(where: { $0.assets.handlesUserImpressions || $0.assets.handlesUserClicks }) else { return [] }
        struct State {
            var rendered: Int?, tracked = false, tapped: Int?, impressions = 0, clicksSinceTap = 0
        }
        var states = ads.map { _ in State() }
        var loaded: [Int] = []  // positions in `ads`, in the order the loads completed
        var onScreen: Int?
        var screensOpen = 0
        var covered = false
        func userTapped(at time: Int) {
            guard let current = onScreen, states[current].tracked, screensOpen == 0, !covered, states[current].tapped == nil else {
                return
            }
            states[current].tapped = time
        }
        let aligned = walk(events, timeline: timeline) { moment in
            switch moment {
            case .step(.render, let time):
                guard let latest = loaded.last else { return }
                // The host lays the new ad out in a new view and keeps none of the old one:
                // the ad shown before is no longer tracked (its view is gone).
                if let previous = onScreen { states[previous].tracked = false }
                onScreen = latest
                states[latest].rendered = time
                states[latest].tracked = true
            case .step(.untrack, _):
                guard let current = onScreen ?? loaded.last else { return }
                states[current].tracked = false
            case .step(.tapAdChoices, _):
                // What the AdChoices icon opens covers the ad, and no event says when it closes.
                covered = true
            case .step(.tap, let time):
                userTapped(at: time)
            case .step(.click(let asset), let time):
                // A tap on an asset the host laid out lands on the ad's view of it.
                guard let current = onScreen, NativeAdPresenter.laysOut(asset, of: ads[current].assets) else { return }
                userTapped(at: time)
            case .step: break
            case .event(let index):
                let event = events[index].event
                switch event {
                case .willPresentFullScreenView, .notification(.willPresentScreen): screensOpen += 1
                case .didDismissFullScreenView, .notification(.didDismissScreen): screensOpen = max(0, screensOpen - 1)
                default: break
                }
                guard let ad = events[index].ad, let position = ads.firstIndex(where: { $0.ad == ad }) else { return }
                if case .loadCompleted(.ad) = event, !loaded.contains(position) { loaded.append(position) }
                switch Count(event) {
                case .impression?: states[position].impressions += 1
                case .click?: if states[position].tapped != nil { states[position].clicksSinceTap += 1 }
                case nil: break
                }
            }
        }
        guard aligned else { return [] }
        var breaches: [ContractBreach] = []
        for (position, state) in states.enumerated() {
            let (ad, assets) = ads[position]
            if assets.handlesUserImpressions, let rendered = state.rendered, state.tracked, state.impressions == 0 {
                breaches.append(
                    ContractBreach(
                        rule: .selfCountingReports, ad: ad, index: nil, time: rendered,
                        detail:
                            "handlesUserImpressions is true and the ad stayed rendered and tracked to the session's end, yet it reported no impression"
                    ))
            } else if assets.handlesUserClicks, let tapped = state.tapped, state.clicksSinceTap == 0 {
                breaches.append(
                    ContractBreach(
                        rule: .selfCountingReports, ad: ad, index: nil, time: tapped,
                        detail: "handlesUserClicks is true and the user tapped the tracked ad, yet it reported no click"))
            }
        }
        return breaches
    }
}
