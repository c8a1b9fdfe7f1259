import AdReplay
import AdWorld
import SampleAdSDK

/// Teaches AdReplay the Sample network: its SDK routes through an `SDKSeam` (``SampleSeam``), so
/// the plug-in describes the seam, keeps the stored form the Sample fixtures have always had
/// (`Sample+Storage.swift`), and adds one contract rule of the Sample SDK's.
///
/// ```swift
/// var registry = AdapterRegistry()
/// registry.register(network: SamplePlugin())   // SeamPlugin<Sample>
/// registry.register(SampleCustomEvent.self)
/// ```
public enum Sample: SeamNetwork {
    public typealias Request = SampleNetworkRequest
    public typealias Answer = SampleNetworkAnswer
    public typealias Callback = SampleCallback
    public typealias Effect = SampleSDKEffect
    public typealias Seam = SampleSeam

    public static let name = "sample"
    public static let sdkName = "Sample SDK"
    public static let sdkVersion = SampleSDKVersion

    /// `fill`, then every failure the Sample network answers (BadRequest is the SDK's own, for a
    /// missing ad unit, never the network's), `noInventory` its plain no-fill. Only native ads
    /// carry a media view, and Google's Sample SDK attaches one to every native ad: an ad without
    /// one is AdReplay's network variant, and a fixture says so. The native request carries
    /// `downloadImages`.
    public static let recording = RecordingOptions(
        failures: failures.map(\.storedName), noFill: SampleErrorCode.noInventory.storedName,
        variantNames: SampleNativeVariant.allCases.map(\.rawValue),
        videoFormats: nativeFormats, imageLoadingFormats: nativeFormats,
        noVideoNote: "(AdReplay's variant: Google's Sample SDK always attaches video)",
        describe: answerDescription)

    /// The failures the network answers, in the SDK's order.
    static let failures: [SampleErrorCode] = [.unknown, .networkError, .noInventory]

    private static let nativeFormats = Set(Scenario.Format.allCases.filter(\.isNative))

    /// A request the recording does not hold meets a network error.
    public static let unrecordedAnswer = SampleNetworkAnswer.failure(.networkError)

    /// `answer failure noInventory (3)` for a failure, `answer fill` otherwise.
    private static func answerDescription(_ name: String) -> String {
        guard case .failure(let code)? = SampleNetworkAnswer.Outcome(answerName: name) else { return "answer \(name)" }
        return "answer \(SampleNetworkAnswer.failure(code))"
    }

    public static func liveNetwork(_ answers: LiveAnswers) -> any SampleAdNetwork {
        let base: any SampleImmediateNetwork
        if let name = answers.forced {
            // The engine forces only names of `recording.answerNames`.
            base = ConstantSampleNetwork(SampleNetworkAnswer(SampleNetworkAnswer.Outcome(answerName: name) ?? .failure(code: .unknown)))
        } else {
            base = SeededSampleNetwork(seed: answers.seed)
        }
        return OverridingSampleNetwork(
            base: base, video: answers.video,
            variant: answers.variant.flatMap(SampleNativeVariant.init(rawValue:)), latency: answers.latency)
    }

    public static let ruleNames = ["interstitial click reported after dismissal"]

    public static func breaches(in scenario: Scenario, _ events: [ContractCheck.Event], timeline: [TimelineEntry]) -> [ContractBreach] {
        scenario.format == .interstitial ? interstitialClickAfterDismissal(events) : []
    }

    /// The Sample interstitial reports its click once it is dismissed (the click opens a URL
    /// that takes the user out of the app only after the ad is gone); a click reported before the
    /// dismissal means the adapter forwarded it early.
    static func interstitialClickAfterDismissal(_ events: [ContractCheck.Event]) -> [ContractBreach] {
        var dismissed: Set<Int?> = []
        var clicked: Set<Int?> = []
        var breaches: [ContractBreach] = []
        for (index, event) in events.enumerated() {
            switch event.event {
            case .didDismissFullScreenView: dismissed.insert(event.ad)
            case .reportClick where clicked.insert(event.ad).inserted && !dismissed.contains(event.ad):
                breaches.append(
                    ContractBreach(
                        rule: .network(name, rule: "interstitial click reported after dismissal"), ad: event.ad,
                        index: index, time: event.time, detail: "reportClick before didDismissFullScreenView"))
            default: break
            }
        }
        return breaches
    }

    /// The Sample SDK's callbacks that GMA must hear of too (the spec's table of callback
    /// sequences): leaving the application is a click, the earned reward a reward, each
    /// full-screen ad's did-dismiss a dismissal; a native ad's recorded impression and click are
    /// counted by the SDK for an adapter that handles them.
    public static func report(in callback: SampleCallback) -> SDKReport? {
        switch callback {
        case .bannerWillLeaveApplication, .interstitialWillLeaveApplication, .appOpenWillLeaveApplication, .nativeAdDidRecordClick: .click
        case .rewardedAdUserDidEarnReward: .reward
        case .interstitialDidDismissScreen, .rewardedAdDidDismiss, .appOpenAdDidDismiss: .dismissal
        case .nativeAdDidRecordImpression: .impression
        default: nil
        }
    }
}

/// The Sample network's plug-in.
public typealias SamplePlugin = SeamPlugin<Sample>

extension SampleNetworkAnswer.Outcome {
    /// The outcome `record --answer NAME` forces: `fill`, or the failure with that code's name
    /// (`noInventory`); nil for any other name.
    init?(answerName name: String) {
        if name == "fill" {
            self = .fill(native: nil)
        } else if let code = SampleErrorCode(storedName: name) {
            self = .failure(code: code)
        } else {
            return nil
        }
    }

    /// The name `record --answer` gives this outcome.
    var answerName: String {
        switch self {
        case .fill: "fill"
        case .failure(let code): code.storedName
        }
    }
}
