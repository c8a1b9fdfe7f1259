/// A mediation contract the check holds every ad to (Sources/AdReplay/AdReplay.docc/Contracts.md gives each one's source),
/// or a rule of one network's SDK, stated by its plug-in.
public enum ContractRule: Hashable, Sendable, CustomStringConvertible {
    /// Each load completes exactly once.
    case loadCompletesOnce
    /// Nothing comes from an ad whose load failed.
    case nothingAfterFailedLoad
    /// An ad's did-dismiss follows its own will-dismiss.
    case willDismissBeforeDidDismiss
    /// An ad's reward comes before its dismissal.
    case rewardBeforeDismissal
    /// A native ad with video content has a media view (one without video may have one too).
    case videoContentNeedsMediaView
    /// A custom native ad records one impression.
    case customNativeImpressionOnce
    /// A full-screen ad that said it will dismiss says it did.
    case didDismissAfterWillDismiss
    /// A native ad whose impressions (clicks) GMA counts does not report them itself.
    case countedByOneSide
    /// Each kind of report the SDK made (an impression, a click, a reward, a dismissal, as the
    /// network's plug-in labels its callbacks) reaches GMA.
    case sdkReportsReachGMA
    /// A bidding load's signals request is answered with signals or an error, not neither or both.
    case signalsOrError
    /// Opt-in: an ad reports one impression (``isOptIn``).
    case impressionOnce
    /// Opt-in: an ad rewards the user once.
    case rewardOnce
    /// Opt-in: nothing comes from an ad after its did-dismiss, until it is presented again.
    case nothingAfterDismissal
    /// Opt-in: a full-screen ad answers its first present with a will-present or a failed present.
    case presentAnswered
    /// Opt-in: a native ad that counts its own impressions (clicks) reports one when it was
    /// rendered and left tracked (tapped while tracked).
    case selfCountingReports
    /// Opt-in: once the host let go of a session, its adapters, ads and the SDK objects they
    /// held are freed.
    case released
    /// A rule of the network named `network`'s SDK, in the plug-in's words.
    case network(String, rule: String)

    public var description: String {
        switch self {
        case .loadCompletesOnce: "load completes exactly once"
        case .nothingAfterFailedLoad: "no host event after a failed load"
        case .willDismissBeforeDidDismiss: "will-dismiss before did-dismiss"
        case .rewardBeforeDismissal: "reward before dismissal"
        case .videoContentNeedsMediaView: "hasVideoContent needs a media view"
        case .customNativeImpressionOnce: "custom native impression recorded once"
        case .didDismissAfterWillDismiss: "did-dismiss after will-dismiss"
        case .presentAnswered: "present answered"
        case .countedByOneSide: "impressions and clicks counted by one side"
        case .sdkReportsReachGMA: "the SDK's reports reach GMA"
        case .signalsOrError: "signals or an error"
        case .impressionOnce: "one impression per ad"
        case .rewardOnce: "one reward per ad"
        case .nothingAfterDismissal: "no event after the ad's dismissal"
        case .selfCountingReports: "a self-counting ad reports its counts"
        case .released: "objects released after the session"
        case .network(_, let rule): rule
        }
    }
}

extension ContractRule {
    /// Every rule of the mediation host's own: those checked on every ad, then the opt-in ones.
    public static let host: [ContractRule] =
        [
            .loadCompletesOnce, .nothingAfterFailedLoad, .willDismissBeforeDidDismiss, .rewardBeforeDismissal,
            .videoContentNeedsMediaView, .customNativeImpressionOnce, .didDismissAfterWillDismiss, .countedByOneSide,
            .sdkReportsReachGMA, .signalsOrError,
        ] + optIn

    /// The rules no public source states, which a run checks only when asked
    /// (``Replayer/optInRules``, ``Recorder/optInRules``, `--contract NAME`): an adapter may
    /// legitimately do otherwise, so they are not held against every adapter.
    public static let optIn: [ContractRule] = [
        .impressionOnce, .rewardOnce, .nothingAfterDismissal, .presentAnswered, .selfCountingReports, .released,
    ]

    /// Whether the rule is checked only when asked for.
    public var isOptIn: Bool { Self.optIn.contains(self) }

    /// Whether a breach of the rule follows from the timeline alone, so that a replay that
    /// matches its recording breaks it exactly when the recording does. `released` does not: what
    /// outlives a session is not in its timeline.
    var followsFromTimeline: Bool { self != .released }

    /// The name `--contract` takes: `impressionOnce`, `rewardOnce`, `nothingAfterDismissal`,
    /// `presentAnswered`, `selfCounting`, `released`.
    public var optInName: String? {
        switch self {
        case .impressionOnce: "impressionOnce"
        case .rewardOnce: "rewardOnce"
        case .nothingAfterDismissal: "nothingAfterDismissal"
        case .presentAnswered: "presentAnswered"
        case .selfCountingReports: "selfCounting"
        case .released: "released"
        default: nil
        }
    }

    /// The opt-in rule named `name` (``optInName``), or nil.
    public init?(optInName name: String) {
        guard let rule = Self.optIn.first(where: { $0.optInName == name }) else { return nil }
        self = rule
    }
}
