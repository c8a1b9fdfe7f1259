import Mediation

/// How a recording chooses the networks' answers.
///
/// ```swift
/// LiveNetwork.seeded(42)                                   // every network's own odds, seeded
/// LiveNetwork.answer("noInventory")                        // force the scenario's network's answer
/// LiveNetwork.answer("noFill", network: "hostAdServer")    // force the host's ad server's answer
/// LiveNetwork.seeded(7, video: false)                      // seeded, but fills without video
/// LiveNetwork.seeded(7, latency: 250)                      // every answer arrives 250 ms late
/// ```
///
/// A fixture's environment says how it chose (``describe(using:)``): `answer fill, video no, latency 750 ms`.
public struct LiveNetwork: Codable, Sendable, Equatable {
    public enum Source: Codable, Sendable, Equatable {
        /// Every network's own odds from a generator seeded with this.
        case seeded(UInt64)
        /// Every request to `network` (nil: the scenario's own network) gets the answer named
        /// `name`: `fill` or one of that plug-in's ``RecordingOptions/answerNames``. The other
        /// networks stay seeded with 0.
        case answer(String, network: String?)
    }

    public var source: Source
    /// Overrides whether a fill carries video.
    public var video: Bool?
    /// Overrides a fill's content variant (a plug-in's own names).
    public var variant: String?
    /// Overrides every answer's latency: it arrives this many virtual milliseconds after its
    /// request, instead of inside the load call.
    public var latency: Int?
    /// Overrides how many VAST wrappers come before a video fill's InLine, for a plug-in whose
    /// ``RecordingOptions/wrapperFormats`` has the format (`record --wrappers N`).
    public var wrappers: Int?
    /// A recording against a real ad server instead of the network's simulation: the scenario's
    /// network sends its requests there (a plug-in that can, ``RecordingOptions/recordsUpstream``),
    /// and the fixture says when and against what (``Fixture/Environment/live``).
    public var upstream: Fixture.Live?

    public init(
        source: Source, video: Bool? = nil, variant: String? = nil, latency: Int? = nil, upstream: Fixture.Live? = nil,
        wrappers: Int? = nil
    ) {
        self.source = source
        self.video = video
        self.variant = variant
        self.latency = latency
        self.upstream = upstream
        self.wrappers = wrappers
    }

    public static func seeded(
        _ seed: UInt64, video: Bool? = nil, variant: String? = nil, latency: Int? = nil,
        wrappers: Int? = nil
    ) -> LiveNetwork {
        LiveNetwork(source: .seeded(seed), video: video, variant: variant, latency: latency, wrappers: wrappers)
    }

    public static func answer(
        _ name: String, network: String? = nil, video: Bool? = nil, variant: String? = nil,
        latency: Int? = nil, wrappers: Int? = nil
    ) -> LiveNetwork {
        LiveNetwork(source: .answer(name, network: network), video: video, variant: variant, latency: latency, wrappers: wrappers)
    }

    /// What the plug-in named `network` is to do.
    func answers(for network: String, scenarioNetwork: String) -> LiveAnswers {
        var answers = LiveAnswers(video: video, variant: variant, latency: latency, wrappers: wrappers)
        if network == scenarioNetwork { answers.upstream = upstream?.upstream }
        switch source {
        case .seeded(let seed): answers.seed = seed
        case .answer(let name, let target): if (target ?? scenarioNetwork) == network { answers.forced = name }
        }
        return answers
    }

    /// The network a forced answer goes to.
    func target(scenarioNetwork: String) -> String? {
        if case .answer(_, let target) = source { return target ?? scenarioNetwork }
        return nil
    }

    /// The fixture's record of how the networks chose, in the words of `plugin`, the network
    /// the answer went to (or the scenario's network when seeded); `upstream URL` when a real ad
    /// server answered.
    public func describe(using plugin: any NetworkPlugin) -> String {
        if let upstream { return "upstream \(upstream.upstream)" }
        var text =
            switch source {
            case .seeded(let seed): "seeded(\(seed))"
            case .answer(let name, _): plugin.recording.describe(answer: name)
            }
        switch video {
        case true?: text += ", video yes"
        case false?: text += ", video no" + (plugin.recording.noVideoNote.map { " \($0)" } ?? "")
        case nil: break
        }
        if let variant { text += ", variant \(variant)" }
        if let latency { text += ", latency \(latency) ms" }
        if let wrappers { text += ", \(wrappers) VAST wrapper\(wrappers == 1 ? "" : "s")" }
        return text
    }
}

extension LiveNetwork {
    /// A forced answer of the host's own ad server (custom native formats).
    public enum HostAnswer: Equatable, Sendable {
        /// The test ad for the requested unit (backfill or direct-sold), whatever the unit.
        case fill
        /// A failure with this code in `MediationError/hostDomain`.
        case failure(MediationError.HostCode)

        /// The name `record --answer` and a fixture's environment give the answer: `fill`, `noFill`.
        var name: String {
            switch self {
            case .fill: "fill"
            case .failure(let code): code.name
            }
        }

        /// The answer named `name` (``name``), so that a forced answer's name is parsed once;
        /// nil for a name that is neither `fill` nor a host code's.
        init?(name: String) {
            if name == "fill" {
                self = .fill
            } else if let code = MediationError.HostCode(name: name) {
                self = .failure(code)
            } else {
                return nil
            }
        }

        /// The failures the ad server answers, in code order: every ``MediationError/HostCode``
        /// but ``MediationError/HostCode/mediationAdapterError``, which the host reports for an
        /// adapter, never the server.
        static let failures = MediationError.HostCode.allCases.filter { $0 != .mediationAdapterError }.map(Self.failure)
    }

    /// Every request to the host's ad server gets `answer`; the other networks stay seeded with 0.
    public static func hostAnswer(_ answer: HostAnswer, video: Bool? = nil, latency: Int? = nil) -> LiveNetwork {
        .answer(answer.name, network: HostAdServerPlugin.name, video: video, latency: latency)
    }
}
