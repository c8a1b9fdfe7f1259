import AdReplay
import AdReplayCommandLine
import HeronAdapter
import HeronPlugin

// AdReplay's command line for the Heron adapter. Default scripts: a rewarded ad watched to its
// reward (the close button appears only then), a native ad acted on in both tracking modes' ways.
var registry = AdapterRegistry()
registry.register(network: SeamPlugin<Heron>())
registry.register(HeronMediationAdapter.self, formats: [.rewarded, .native])
AdReplayCommandLine.main(
    CommandLineTool(
        name: "heron-replay", version: "1.0.0", registry: registry, defaultParameters: [.rewarded: "daily-bonus", .native: "feed"],
        defaultScripts: [
            .rewarded: "load; +1000 present; +17000 close",
            .native: "load; +1000 render; +500 impression; +500 tap; +500 click headline; +7500 untrack",
        ]))
