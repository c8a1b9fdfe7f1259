import AdReplay
import AdReplayCommandLine
import PebbleAdapter
import PebblePlugin

// AdReplay's command line for the Pebble adapter: record, replay, inspect, diff, migrate.
var registry = AdapterRegistry()
registry.register(network: SeamPlugin<Pebble>())
registry.register(PebbleMediationAdapter.self, formats: [.banner, .interstitial])
AdReplayCommandLine.main(CommandLineTool(
    name: "pebble-replay", version: "1.0.0", registry: registry,
    defaultParameters: [.banner: "home-top", .interstitial: "level-end"]))
