import Mediation
import SampleAdSDK

/// The host's ears: every event delegate, the notification-source receiver, the custom native
/// ad's delegate, and the observers of the Sample SDK and of the host's ad server. It writes what
/// it hears, with virtual time, into one ``Observation`` in the order it heard it.
final class HostEventRecorder: MediationBannerAdEventDelegate, MediationInterstitialAdEventDelegate,
    MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate, MediationAppOpenAdEventDelegate,
    NativeAdNotificationReceiver, CustomNativeAdDelegate, SampleSDKObserver, MediationObserver
{
    private(set) var observation = Observation()
    private let now: () -> Int

    init(now: @escaping () -> Int) {
        self.now = now
    }

    /// Set when the session produced more entries than a fixture may hold; nothing more is kept.
    private(set) var overflowed = false

    private func append(_ entry: TimelineEntry) {
        guard observation.entries.count < FixtureLimits.timelineEntries else {
            overflowed = true
            return
        }
        observation.entries.append(entry)
    }

    func record(_ event: HostEvent) {
        append(TimelineEntry(at: now(), .host(event)))
    }

    /// The host performs a script step.
    func record(step action: HostAction) {
        append(TimelineEntry(at: now(), .step(action)))
    }

    // Event delegates, all formats.
    func reportImpression() { record(.reportImpression) }
    func reportClick() { record(.reportClick) }
    func willPresentFullScreenView() { record(.willPresentFullScreenView) }
    func didFailToPresentWithError(_ error: MediationError) { record(.didFailToPresent(error: ErrorSummary(error))) }
    func willDismissFullScreenView() { record(.willDismissFullScreenView) }
    func didDismissFullScreenView() { record(.didDismissFullScreenView) }
    func didRewardUser() { record(.didRewardUser) }
    func didStartVideo() { record(.didStartVideo) }
    func didEndVideo() { record(.didEndVideo) }
    func didPlayVideo() { record(.didPlayVideo) }
    func didPauseVideo() { record(.didPauseVideo) }
    func didMuteVideo() { record(.didMuteVideo) }
    func didUnmuteVideo() { record(.didUnmuteVideo) }

    // The legacy notification source.
    func receive(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd) {
        record(.notification(notification))
    }

    // The custom native ad's delegate.
    func customNativeAdDidRecordImpression(_ nativeAd: CustomNativeAd) {
        record(.customNative(.delegateDidRecordImpression))
    }

    func customNativeAdDidRecordClick(_ nativeAd: CustomNativeAd) {
        record(.customNative(.delegateDidRecordClick))
    }

    // The Sample SDK seam.
    func sampleSDK(didExchange exchange: SampleNetworkExchange) {
        append(TimelineEntry(at: exchange.answeredAt, .sdk(.sample(.exchange(exchange)))))
    }

    func sampleSDK(didCall callback: SampleCallback, at time: Int) {
        append(TimelineEntry(at: time, .sdk(.sample(.callback(callback)))))
    }

    func sampleSDK(didPerform effect: SampleSDKEffect, at time: Int) {
        append(TimelineEntry(at: time, .sdk(.sample(.effect(effect)))))
    }

    // The host's own ad server and custom native ads.
    func observe(_ event: MediationEvent, at time: Int) {
        switch event {
        case .adServerExchange(let request, let answer):
            let exchange = HostAdServerExchange(time: time, request: request, answer: answer)
            append(TimelineEntry(at: time, .sdk(.hostAdServer(exchange))))
        case .impressionRecorded: record(.customNative(.impressionRecorded))
        case .impressionIgnored: record(.customNative(.impressionIgnored))
        case .click(_, let assetKey, let path): record(.customNative(.click(asset: assetKey, path: path)))
        case .clickIgnored(_, let assetKey): record(.customNative(.clickIgnored(asset: assetKey)))
        case .urlOpened(let url): record(.customNative(.openedURL(url)))
        case .customNativeAdReceived, .customNativeAdFailed: break  // the loader's delegate records the outcome
        }
    }
}

extension ErrorSummary {
    init(_ error: MediationError) {
        var others = error.userInfo
        others[MediationError.localizedDescriptionKey] = nil
        others[MediationError.localizedFailureReasonKey] = nil
        self.init(domain: error.domain, code: error.code, description: error.localizedDescription,
                  failureReason: error.localizedFailureReason, userInfo: others)
    }
}
