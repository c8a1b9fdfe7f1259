import AdReplay
import AdReplayCommandLine
import KiteAdapter
import KitePlugin

// AdReplay's command line for the Kite adapter: banners, shown then tapped.
var registry = AdapterRegistry()
registry.register(network: SeamPlugin<Kite>())
registry.register(KiteMediationAdapter.self, formats: [.banner])
AdReplayCommandLine.main(
    CommandLineTool(
        name: "kite-replay", version: "1.0.0", registry: registry, defaultParameters: [.banner: "home-top"],
        defaultScripts: [.banner: "load; +1000 tap"]))
