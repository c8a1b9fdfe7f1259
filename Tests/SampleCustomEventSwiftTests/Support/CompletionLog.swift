import Mediation

/// Stands in for the host's load completion handler: remembers every call and answers with the
/// event delegate it was given (nil by default).
///
/// ```swift
/// let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
/// adapter.loadBanner(for: configuration, completionHandler: log.handler)
/// log.errors.first??.code   // 101
/// ```
final class CompletionLog<Ad, EventDelegate> {
    private(set) var ads: [Ad?] = []
    private(set) var errors: [MediationError?] = []
    private let eventDelegate: EventDelegate?

    init(returning eventDelegate: EventDelegate? = nil) {
        self.eventDelegate = eventDelegate
    }

    var count: Int { ads.count }

    func handler(_ ad: Ad?, _ error: MediationError?) -> EventDelegate? {
        ads.append(ad)
        errors.append(error)
        return eventDelegate
    }
}
