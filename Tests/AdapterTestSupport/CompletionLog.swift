import Mediation

/// Stands in for the host's load completion handler: remembers every call and answers with the
/// event delegate it was given (nil by default).
///
/// ```swift
/// let log = CompletionLog<any MediationBannerAd, any MediationBannerAdEventDelegate>()
/// adapter.loadBanner(for: configuration, completionHandler: log.handler)
/// log.errors.first??.code   // 101
/// ```
package final class CompletionLog<Ad, EventDelegate> {
    package private(set) var ads: [Ad?] = []
    package private(set) var errors: [MediationError?] = []
    private let eventDelegate: EventDelegate?

    package init(returning eventDelegate: EventDelegate? = nil) {
        self.eventDelegate = eventDelegate
    }

    package var count: Int { ads.count }

    /// Records the error as the host does: converted once into a ``MediationError``.
    package func handler(_ ad: Ad?, _ error: (any Error)?) -> EventDelegate? {
        ads.append(ad)
        errors.append(error.map(MediationError.init))
        return eventDelegate
    }
}
