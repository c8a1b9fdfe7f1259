import AdReplay
import AdReplayHTTP
import AdWorld
import AdWorldHTTP
import Mediation

/// The Wren network as a plug-in: its seam, its answers, its HTTP rules. Everything else is
/// ``HTTPNetwork``'s defaults.
enum Wren: HTTPNetwork {
    typealias Callback = WrenCallback
    typealias Effect = WrenEffect
    typealias Seam = WrenSeam

    static let name = "wren"
    static let sdkName = "Wren SDK"
    static let sdkVersion = "1.0.0"
    static let recording = RecordingOptions(failures: ["noBid"])

    static var httpRules: HTTPRules {
        HTTPRules(
            ignoredPaths: ["id", "imp[].id", "tmax"], ignoredQueryItems: ["cb"],
            redactions: [.header("x-api-key", as: "api_key"), .query("key", as: "api_key"), .json("user.token", as: "api_key")],
            secrets: [WrenSDK.apiKey])
    }

    static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<HTTPCall, HTTPOutcome> {
        WrenServer(noBid: answers.forced == "noBid")
    }
}

/// Wren with no redaction rules at all: what a careless plug-in would record.
enum CarelessWren: HTTPNetwork {
    typealias Callback = WrenCallback
    typealias Effect = WrenEffect
    typealias Seam = WrenSeam

    static let name = "wren"
    static let sdkName = "Wren SDK"
    static let sdkVersion = "1.0.0"
    static let recording = RecordingOptions(failures: ["noBid"])

    static var httpRules: HTTPRules {
        HTTPRules(requestHeaders: ["content-type", "x-api-key"], secrets: [WrenSDK.apiKey])
    }

    static func liveNetwork(_ answers: LiveAnswers) -> any AdNetwork<HTTPCall, HTTPOutcome> {
        WrenServer(noBid: answers.forced == "noBid")
    }
}

extension AdapterRegistry {
    static var wren: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<Wren>())
        registry.register(WrenAdapter.self, formats: [.banner])
        return registry
    }

    static var carelessWren: AdapterRegistry {
        var registry = AdapterRegistry()
        registry.register(network: SeamPlugin<CarelessWren>())
        registry.register(WrenAdapter.self, formats: [.banner])
        return registry
    }
}
