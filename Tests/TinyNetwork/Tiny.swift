import AdReplay
import AdWorld

/// The Tiny network as a plug-in.
public enum Tiny: SeamNetwork {
    public typealias Request = TinyRequest
    public typealias Answer = TinyAnswer
    public typealias Callback = TinyCallback
    public typealias Effect = TinyEffect
    public typealias Seam = TinySeam

    public static let name = "tiny"
    public static let sdkName = "Tiny SDK"
    public static let sdkVersion = "0.1.0"
    public static let recording = RecordingOptions(failures: ["failure"])
    public static let unrecordedAnswer = TinyAnswer.failure(code: 99)

    /// A tap on the banner is a click GMA must hear of.
    public static func report(in callback: TinyCallback) -> SDKReport? {
        if case .wasTapped = callback { .click } else { nil }
    }

    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<TinyRequest, TinyAnswer> {
        let answer: TinyAnswer = answers.forced == "failure" ? .failure(code: 7) : .fill(text: "Tiny ad")
        return TinyNetwork(answer, latency: answers.latency ?? 100)
    }
}

extension AdapterRegistry {
    /// The Tiny network and its adapter.
    public static var tiny: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Tiny>())
        registry.register(TinyAdapter.self, formats: [.banner])
        return registry
    }
}
