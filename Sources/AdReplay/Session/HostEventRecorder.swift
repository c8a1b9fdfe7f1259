import AdWorld
import Mediation

/// The host's ears: the notification-source receiver, the network plug-ins' observers and the
/// host's ad server, and through each ad's ``HostAdEventDelegate`` every event delegate. It
/// writes what it hears, with virtual time, into one ``Observation`` in the order it heard it,
/// and keeps beside it the ad each host event belongs to (never stored in a fixture).
final class HostEventRecorder: NativeAdNotificationReceiver, NetworkEntrySink, MediationObserver {
    // Unchecked: appended to for every entry of a session, and only ever by one append at a
    // time; the runtime's exclusivity check cost more than the append.
    @exclusivity(unchecked) private(set) var observation = Observation()
    /// The host events with their ads, for the contract check.
    @exclusivity(unchecked) private(set) var attributedHostEvents: [ContractCheck.Event] = []
    private let now: () -> Int
    /// Whether host entries say which ad they are from: in a session with more than one load,
    /// where it is not plain.
    private let attributesAds: Bool

    /// - Parameter expectedEntries: about how many entries the session will hold (a replay's
    ///   recording), so that the timeline is not regrown entry by entry.
    /// - Parameter world: the session's world, whose confinement decides which thread may call
    ///   the host (``World/acceptsCall(_:)``).
    init(world: World? = nil, attributesAds: Bool = false, expectedEntries: Int = 0, now: @escaping () -> Int) {
        self.world = world
        self.attributesAds = attributesAds
        self.now = now
        observation.entries.reserveCapacity(min(expectedEntries, FixtureLimits.timelineEntries))
    }

    /// Set when the session produced more entries than a fixture may hold; nothing more is kept.
    private(set) var overflowed = false

    /// The load of each custom native ad, by ``CustomNativeAd/identifier``.
    var customNativeAds: [String: Int] = [:]
    /// The load of each legacy native ad the host received; an ad the host never received is
    /// taken for the latest load's (``latestLoad``).
    private var legacyNativeAds: [(ad: Int, object: WeakReference)] = []
    /// The session's latest load, 1 for the first; nil before any.
    var latestLoad: Int?
    /// The custom native ad the device last acted for: a URL it opens is that ad's.
    private var lastCustomNativeAd: Int?

    /// Told each entry as it is recorded, so that what happened before a trap is not lost with
    /// the process (``Recorder/record(_:name:network:onEntry:)``).
    var onEntry: ((TimelineEntry) -> Void)?

    @discardableResult
    private func append(_ entry: TimelineEntry) -> Bool {
        guard observation.entries.count < FixtureLimits.timelineEntries else {
            overflowed = true
            return false
        }
        observation.entries.append(entry)
        onEntry?(entry)
        return true
    }

    /// The session's world (nil for a recorder no session confines).
    private let world: World?

    /// Records what the adapter (or the host's own ad) told the host about the ad of load `ad`:
    /// false, and nothing recorded, when it came from a thread that is not the session's (the
    /// session names the call and the thread in its notes, ``World/acceptsCall(_:)``).
    @discardableResult
    func record(_ event: consuming HostEvent, ad: Int?) -> Bool {
        guard accepts(Self.callName(of: event)) else { return false }
        let time = now()
        // Copied once for the contract check, then moved onto the timeline.
        let attributed = ContractCheck.Event(time, copy event, ad: ad)
        guard append(TimelineEntry(at: time, .host(event), ad: attributesAds ? ad : nil)) else { return true }
        // A session tells the host a few things: room for them at once, not one growth each.
        if attributedHostEvents.isEmpty { attributedHostEvents.reserveCapacity(8) }
        attributedHostEvents.append(attributed)
        return true
    }

    /// Whether the calling thread may call GMA's `call` (`load completion handler`): false when
    /// it is not the session's, and the call is then named in the session's notes
    /// (``World/acceptsCall(_:)``). A host door asks it first, before it changes anything: what
    /// it keeps of a refused call would otherwise be written from another thread, and found or
    /// not by a later step as the threads' timing goes.
    func accepts(_ call: @autoclosure () -> String) -> Bool {
        guard let world else { return true }
        return world.acceptsCall("GMA's \(call()) was called")
    }

    /// GMA's load completion handler, as a note names it.
    static let loadCompletion = "load completion handler"

    /// How a user names the GMA call behind `event`: `reportClick`, `load completion handler`.
    static func callName(of event: HostEvent) -> String {
        switch event {
        case .loadCompleted: loadCompletion
        case .setUpCompleted: "set-up completion handler"
        case .signalsCollected: "signals completion handler"
        default: event.kind
        }
    }

    /// The host performs a script step.
    func record(step action: HostAction) {
        append(TimelineEntry(at: now(), .step(action)))
    }

    /// The host received `object` as the legacy native ad of load `ad`.
    func received(legacyNativeAd object: AnyObject, ofLoad ad: Int) {
        legacyNativeAds.removeAll { $0.object.object == nil }
        legacyNativeAds.append((ad, WeakReference(object)))
    }

    // The legacy notification source.
    func receive(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd) {
        let load = legacyNativeAds.last { $0.object.object === ad as AnyObject }?.ad ?? latestLoad
        record(.notification(notification), ad: load)
    }

    // The network plug-ins' SDK seams.
    func record(_ entry: consuming SDKEntry, at time: Int) {
        append(TimelineEntry(at: time, .sdk(entry)))
    }

    /// Why a network's live side could not be had (``NetworkSession/cannotRecord(_:)``), the
    /// first said: the session is not run.
    private(set) var cannotRecord: String?

    func cannotRecord(_ reason: String) {
        cannotRecord = cannotRecord ?? reason
    }

    // The host's own ad server and custom native ads.
    func observe(_ event: MediationEvent, at time: Int) {
        switch event {
        case .adServerExchange(let request, let answer):
            let exchange = HostAdServerExchange(time: time, request: request, answer: answer)
            append(TimelineEntry(at: time, .sdk(SDKEntry(sdk: HostAdServerPlugin.name, exchange))))
        case .impressionRecorded(let ad): record(.customNative(.impressionRecorded), customNativeAd: ad)
        case .impressionIgnored(let ad): record(.customNative(.impressionIgnored), customNativeAd: ad)
        case .click(let ad, let assetKey, let path): record(.customNative(.click(asset: assetKey, path: path)), customNativeAd: ad)
        case .clickIgnored(let ad, let assetKey): record(.customNative(.clickIgnored(asset: assetKey)), customNativeAd: ad)
        case .urlOpened(let url): record(.customNative(.openedURL(url)), ad: lastCustomNativeAd)
        case .customNativeAdReceived, .customNativeAdFailed: break  // the loader's delegate records the outcome
        }
    }

    private func record(_ event: HostEvent, customNativeAd identifier: String) {
        lastCustomNativeAd = customNativeAds[identifier] ?? latestLoad
        record(event, ad: lastCustomNativeAd)
    }
}

extension ErrorSummary {
    /// Records any error an adapter hands the host, converted once into a ``MediationError``.
    init(_ anyError: any Error) {
        let error = MediationError(anyError)
        var others = error.userInfo
        others[MediationError.localizedDescriptionKey] = nil
        others[MediationError.localizedFailureReasonKey] = nil
        self.init(
            domain: error.domain, code: error.code, description: error.localizedDescription,
            failureReason: error.localizedFailureReason, userInfo: others)
    }
}
