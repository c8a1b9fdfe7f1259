import AdReplay
import AdReplayCommandLine
import HeronAdapter
import HeronPlugin

// AdReplay's command line for the Heron adapter. Default scripts: a rewarded ad watched to its
// reward (the close button appears only then), a native ad acted on in both tracking modes' ways.
var registry = AdapterRegistry()
registry.register(network: SeamPlugin<Heron>())
registry.register(HeronMediationAdapter.self, formats: [.rewarded, .native])
AdReplayCommandLine.main(CommandLineTool(
    name: "heron-replay", registry: registry, defaultParameters: [.rewarded: "daily-bonus", .native: "feed"],
    defaultScripts: [.rewarded: [.init(at: 0, .load), .init(at: 1000, .present), .init(at: 18000, .close)],
                     .native: [.init(at: 0, .load), .init(at: 1000, .render), .init(at: 1500, .impression),
                               .init(at: 2000, .tap), .init(at: 2500, .click(asset: "headline")), .init(at: 10000, .untrack)]]))
