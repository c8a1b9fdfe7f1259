import AdReplay
import AdReplayCommandLine
import TinyNetwork

// AdReplay's command line built by a user, for the Tiny network: what the CLI tests drive.
AdReplayCommandLine.main(CommandLineTool(name: "tiny-replay", registry: .tiny, defaultParameters: [.banner: "top"]))
