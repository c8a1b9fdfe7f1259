/// What a recording can ask of one network, and how a fixture says what it asked: the answers
/// `record --answer` can force, the content variants and the formats `--variant` and `--video`
/// apply to, whether `--upstream` can reach a real ad server, and the words a fixture's
/// environment uses for each. A plug-in gives one: a ``SeamNetwork`` as
/// `static let recording = RecordingOptions(…)`, a ``NetworkPlugin`` as an instance property,
/// `var recording: RecordingOptions { … }`; everything left out has the default said at each
/// parameter.
///
/// ```swift
/// let recording = RecordingOptions(failures: ["noFill", "timeout"], videoFormats: [.banner, .interstitial])
/// recording.answerNames                 // ["fill", "noFill", "timeout"]
/// recording.noFillAnswer                // "noFill"
/// recording.videoApplies(to: .native)   // false
/// recording.describe(answer: "timeout") // "answer timeout"
/// ```
public struct RecordingOptions: Sendable {
    /// The answers besides `fill` the network gives and a recording can force, in the order
    /// `variants` records them: only the network's, not an error its SDK reports without asking.
    public var failures: [String]
    /// The content variants a fill can be forced to (`record --variant NAME`), in the order
    /// `variants` records them.
    public var variantNames: [String]
    /// The formats whose fills can carry video, so that `record --video` applies.
    public var videoFormats: Set<Scenario.Format>
    /// The formats whose SDK request says whether images are downloaded (GMA's
    /// `disableImageLoading` loader option reaches it), so that the variants of a native
    /// recording name that choice (`-images`, `-urls`).
    public var imageLoadingFormats: Set<Scenario.Format>
    /// Said after `video no` in a fixture's environment, when a fill without video is the
    /// tool's variant rather than something the real network does; nil when it does.
    public var noVideoNote: String?
    /// Whether a recording can send the network's requests to a real ad server
    /// (``LiveAnswers/upstream``, `record --upstream URL`).
    public var recordsUpstream: Bool
    /// The answers only some formats can meet, with those formats: an answer built on video (a
    /// VAST wrapper loop) cannot answer a request that offers none, and forcing it there would
    /// record another answer under its name. An answer not listed: every format.
    public var answerFormats: [String: Set<Scenario.Format>]
    /// The formats whose fills can come behind a chain of VAST wrappers (`record --wrappers N`,
    /// ``LiveNetwork/wrappers``).
    public var wrapperFormats: Set<Scenario.Format>
    private var noFill: String?
    private let describer: @Sendable (String) -> String

    /// - Parameters:
    ///   - failures: Default: none.
    ///   - noFill: The plain no-fill among `failures` (``noFillAnswer``). Default: the first failure.
    ///   - variantNames: Default: none.
    ///   - videoFormats: Default: none.
    ///   - imageLoadingFormats: Default: none.
    ///   - noVideoNote: Default: nothing.
    ///   - recordsUpstream: Default: no.
    ///   - answerFormats: Default: every answer for every format.
    ///   - wrapperFormats: Default: none.
    ///   - describe: What a fixture's environment says of a forced answer, given its name:
    ///     `answer failure noInventory (3)`. Default: `answer NAME`.
    public init(
        failures: [String] = [], noFill: String? = nil, variantNames: [String] = [],
        videoFormats: Set<Scenario.Format> = [], imageLoadingFormats: Set<Scenario.Format> = [],
        noVideoNote: String? = nil, recordsUpstream: Bool = false,
        answerFormats: [String: Set<Scenario.Format>] = [:], wrapperFormats: Set<Scenario.Format> = [],
        describe: @escaping @Sendable (_ answerName: String) -> String = { "answer \($0)" }
    ) {
        self.failures = failures
        self.noFill = noFill
        self.variantNames = variantNames
        self.videoFormats = videoFormats
        self.imageLoadingFormats = imageLoadingFormats
        self.noVideoNote = noVideoNote
        self.recordsUpstream = recordsUpstream
        self.answerFormats = answerFormats
        self.wrapperFormats = wrapperFormats
        describer = describe
    }

    /// The answers a recording can force (`record --answer NAME`, `LiveNetwork/answer(_:network:video:variant:latency:)`):
    /// `fill`, then ``failures``.
    public var answerNames: [String] { ["fill"] + failures }

    /// The answers a recording of `format` can force: ``answerNames`` but those
    /// ``answerFormats`` keeps for other formats.
    public func answerNames(for format: Scenario.Format) -> [String] {
        answerNames.filter { answerFormats[$0]?.contains(format) ?? true }
    }

    /// The ``failures`` a recording of `format` can meet, in order (what `variants` records).
    public func failures(for format: Scenario.Format) -> [String] {
        failures.filter { answerFormats[$0]?.contains(format) ?? true }
    }

    /// Whether a fill of `format` can come behind VAST wrappers (``wrapperFormats``).
    public func wrappersApply(to format: Scenario.Format) -> Bool { wrapperFormats.contains(format) }

    /// The network's plain no-fill, the failure `explore` tries when it simplifies a session:
    /// the one given, or the first of ``failures`` (`fill` when there are none).
    public var noFillAnswer: String {
        get { noFill ?? failures.first ?? "fill" }
        set { noFill = newValue }
    }

    /// Whether a fill of `format` can carry video (``videoFormats``).
    public func videoApplies(to format: Scenario.Format) -> Bool { videoFormats.contains(format) }

    /// Whether the SDK's request for `format` says if images are downloaded (``imageLoadingFormats``).
    public func imageLoadingApplies(to format: Scenario.Format) -> Bool { imageLoadingFormats.contains(format) }

    /// What a fixture's environment says of the forced answer named `name`: `answer fill`.
    public func describe(answer name: String) -> String { describer(name) }
}
