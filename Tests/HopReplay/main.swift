import AdReplay
import AdReplayCommandLine
import AdReplaySample
import HopAdapters

// AdReplay's command line with the Sample network and the thread-hop adapters (issue 34): what
// the hop tests drive, so that each session runs as the command line runs it, on the process's
// main thread.
var registry = AdapterRegistry.withSampleNetwork
for type in hopAdapters { registry.register(type) }
registry.register(MainActorIsolatedBanner.self)
AdReplayCommandLine.main(
    CommandLineTool(
        name: "hop-replay", registry: registry, defaultAdapters: [.banner: "DirectBanner"],
        defaultParameters: [.banner: "sample-ad-unit"]))
