import Mediation
import NeutralUI

/// Everything that depends on a scenario's format, in one place: which API the host loads it
/// through, which host family runs it, what a recording does by default, what generated scripts
/// may do, and which contracts apply.
///
/// ```swift
/// Scenario.Format.rewarded.profile.defaultScript   // load; +1000 present; +10500 tap; +500 close
/// Scenario.Format.nativeLegacy.profile.api         // .legacyCustomEvent
/// ```
public final class FormatProfile: Sendable {
    /// How the host reaches the ad.
    public enum API: Sendable {
        /// The current mediation API: a `MediationAdapter`'s load method.
        case current
        /// The legacy custom-event native API: a `CustomEventNativeAd`.
        case legacyCustomEvent
        /// No adapter: the host's own ad server (custom native formats).
        case hostAdServer
    }

    /// The host that runs the format once it is loaded.
    public enum Family: Sendable {
        case banner, fullScreen, native, nativeLegacy, customNative
    }

    public let format: Scenario.Format
    /// What the host asks an adapter for (every native flavour is the host's native).
    public let mediationFormat: AdFormat
    public let api: API
    public let family: Family
    /// A full flow: load, then what a user typically does with that ad.
    public let defaultScript: [ScriptStep]
    /// The ad size a recording asks for when the scenario gives none.
    public let defaultAdSize: Size?
    /// Whether the host passes native loader options.
    public let takesLoaderOptions: Bool
    /// Host actions generated scripts draw from, the user's included (some twice, to be drawn
    /// more often).
    public let generatedActions: [HostAction]
    /// The mediation contracts checked for ads of this format.
    public let contracts: Set<ContractRule>

    init(
        format: Scenario.Format, mediationFormat: AdFormat, api: API, family: Family, defaultScript: [ScriptStep],
        defaultAdSize: Size?, takesLoaderOptions: Bool, generatedActions: [HostAction], contracts: Set<ContractRule>
    ) {
        self.format = format
        self.mediationFormat = mediationFormat
        self.api = api
        self.family = family
        self.defaultScript = defaultScript
        self.defaultAdSize = defaultAdSize
        self.takesLoaderOptions = takesLoaderOptions
        self.generatedActions = generatedActions
        self.contracts = contracts
    }
}

extension Scenario.Format {
    /// This format's profile.
    public var profile: FormatProfile { FormatProfile.table[self] ?? FormatProfile.banner }

    /// Native ads from a network (the formats that take loader options).
    public var isNative: Bool { profile.takesLoaderOptions }

    /// Loaded through the current mediation API's adapter protocol.
    var usesMediationAdapter: Bool { profile.api == .current }

    /// The format the host asks the adapter for.
    var mediationFormat: AdFormat { profile.mediationFormat }
}

extension FormatProfile {
    private static let everyAd: Set<ContractRule> = [.loadCompletesOnce, .nothingAfterFailedLoad, .sdkReportsReachGMA, .signalsOrError]
    private static let fullScreenRules = everyAd.union([.willDismissBeforeDidDismiss, .rewardBeforeDismissal, .didDismissAfterWillDismiss])
    private static let nativeRules = everyAd.union([.videoContentNeedsMediaView, .countedByOneSide])
    private static let fullScreenActions: [HostAction] = [.load, .load, .present, .present, .tap, .close, .close]
    private static let nativeActions: [HostAction] = [
        .load, .load, .render, .impression, .click(asset: "headline"), .click(asset: "mediaView"), .untrack, .tapAdChoices, .tap, .present,
    ]

    static let banner = FormatProfile(
        format: .banner, mediationFormat: .banner, api: .current, family: .banner,
        defaultScript: [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .tap)],
        defaultAdSize: Size(width: 320, height: 50), takesLoaderOptions: false, generatedActions: [.load, .load, .tap, .present, .close],
        contracts: everyAd)

    static let table: [Scenario.Format: FormatProfile] = Dictionary(
        uniqueKeysWithValues: [
            banner,
            fullScreen(
                .interstitial, .interstitial, [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .present), ScriptStep(at: 2000, .tap)]),
            fullScreen(.rewarded, .rewarded, rewardedScript),
            fullScreen(.rewardedInterstitial, .rewardedInterstitial, rewardedScript),
            fullScreen(
                .appOpen, .appOpen,
                [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .present), ScriptStep(at: 6500, .tap), ScriptStep(at: 7000, .close)]),
            native(.native, api: .current, family: .native, nativeScript),
            native(
                .nativeLegacy, api: .legacyCustomEvent, family: .nativeLegacy,
                nativeScript),
            native(
                .nativeSelfTracking, api: .legacyCustomEvent, family: .nativeLegacy,
                [ScriptStep(at: 0, .load), ScriptStep(at: 1000, .render), ScriptStep(at: 3000, .tap), ScriptStep(at: 4000, .untrack)]),
            FormatProfile(
                format: .customNative, mediationFormat: .native, api: .hostAdServer, family: .customNative,
                defaultScript: [
                    ScriptStep(at: 0, .load), ScriptStep(at: 1000, .impression), ScriptStep(at: 1500, .impression),
                    ScriptStep(at: 2000, .click(asset: "Headline")),
                ], defaultAdSize: nil,
                takesLoaderOptions: false,
                generatedActions: [
                    .load, .load, .impression, .impression, .click(asset: "Headline"), .click(asset: "MainImage"), .tapAdChoices,
                    .customClickHandler(true), .customClickHandler(false), .tap, .render,
                ],
                contracts: everyAd.union([.customNativeImpressionOnce])),
        ].map { ($0.format, $0) })

    private static let rewardedScript = [
        ScriptStep(at: 0, .load), ScriptStep(at: 1000, .present), ScriptStep(at: 11500, .tap), ScriptStep(at: 12000, .close),
    ]
    private static let nativeScript = [
        ScriptStep(at: 0, .load), ScriptStep(at: 1000, .render), ScriptStep(at: 1000, .impression),
        ScriptStep(at: 2000, .click(asset: "headline")),
        ScriptStep(at: 7000, .untrack),
    ]

    private static func fullScreen(_ format: Scenario.Format, _ mediationFormat: AdFormat, _ script: [ScriptStep]) -> FormatProfile {
        FormatProfile(
            format: format, mediationFormat: mediationFormat, api: .current, family: .fullScreen, defaultScript: script,
            defaultAdSize: nil, takesLoaderOptions: false, generatedActions: fullScreenActions, contracts: fullScreenRules)
    }

    private static func native(_ format: Scenario.Format, api: API, family: Family, _ script: [ScriptStep]) -> FormatProfile {
        FormatProfile(
            format: format, mediationFormat: .native, api: api, family: family, defaultScript: script,
            defaultAdSize: nil, takesLoaderOptions: true, generatedActions: nativeActions, contracts: nativeRules)
    }
}
