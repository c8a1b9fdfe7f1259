import AdReplay
import AdReplayCommandLine
import Foundation
import TinyNetwork

// AdReplay's command line built by a user, for the Tiny network: what the CLI tests drive. With
// TINY_REPLAY_WITHOUT_NETWORK set, the tool registers the adapter and forgets the network's
// plug-in, the mistake the tests check `record`, `variants` and `explore` refuse; with
// TINY_REPLAY_WITHOUT_DEFAULTS set, it has no default parameter, so the tools ask for one; with
// TINY_REPLAY_CACHING set, it also has TinyCachingAdapter, which keeps its placement in a static,
// and TinyManagedAdapter, whose static manager traps on a second load in a process; with
// TINY_REPLAY_STARTS_A_THREAD set, it starts a thread before the command line runs, as a plug-in
// might, which no worker may fork with; with TINY_REPLAY_SIZING set, it also has
// TinySizingAdapter, which reads the banner's size and the child-directed tag.
var registry = AdapterRegistry.tiny
if ProcessInfo.processInfo.environment["TINY_REPLAY_CACHING"] != nil {
    registry.register(TinyCachingAdapter.self, formats: [.banner])
    registry.register(TinyManagedAdapter.self, formats: [.banner])
}
if ProcessInfo.processInfo.environment["TINY_REPLAY_SIZING"] != nil {
    registry.register(TinySizingAdapter.self, formats: [.banner])
}
if ProcessInfo.processInfo.environment["TINY_REPLAY_STARTS_A_THREAD"] != nil {
    Thread.detachNewThread {
        while true { sleep(1_000) }
    }
}
if ProcessInfo.processInfo.environment["TINY_REPLAY_WITHOUT_NETWORK"] != nil {
    registry = AdapterRegistry()
    registry.register(TinyAdapter.self)
}
let defaults: [Scenario.Format: String] =
    ProcessInfo.processInfo.environment["TINY_REPLAY_WITHOUT_DEFAULTS"] == nil ? [.banner: "top"] : [:]
AdReplayCommandLine.main(CommandLineTool(name: "tiny-replay", registry: registry, defaultParameters: defaults))
