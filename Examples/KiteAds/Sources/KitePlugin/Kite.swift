import AdReplay
import AdReplayHTTP
import AdWorld
import AdWorldHTTP
import KiteAdsSDK

/// Teaches AdReplay the Kite network, an ad network over HTTP: its SDK's requests and answers go
/// through ``KiteSeam`` as `HTTPCall`s and `HTTPOutcome`s, so the plug-in is this one
/// `HTTPNetwork` (`SeamPlugin<Kite>`). Stored exchanges, matching, the secret scan and HAR export
/// are AdReplayHTTP's; what is Kite's own is below.
public enum Kite: HTTPNetwork {
    public typealias Callback = KiteCallback
    public typealias Effect = KiteEffect
    public typealias Seam = KiteSeam

    public static let name = "kite"
    public static let sdkName = "Kite SDK"
    public static let sdkVersion = KiteSDK.version
    /// What a recording can force of ``KiteServer``: a fill, no fill (204), a server error (503).
    public static let recording = RecordingOptions(failures: ["noFill", "serverError"], describe: { "Kite server answer \($0)" })

    /// The request's `id` changes from one request to the next without changing what is asked;
    /// the app key is stored as `{{kite_key}}`, never in clear, and a fixture that holds it
    /// anyway is refused.
    public static var httpRules: HTTPRules {
        HTTPRules(ignoredPaths: ["id"], redactions: [.header("x-kite-key", as: "kite_key")], secrets: [KiteSDK.appKey])
    }

    /// A recording asks the Kite server's simulation (there is no public Kite server).
    public static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<HTTPCall, HTTPOutcome> {
        KiteServer(forced: answers.forced, seed: answers.seed, latency: answers.latency)
    }
}
