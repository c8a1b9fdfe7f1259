import AdReplay
import AdReplayCommandLine
import AdReplaySample
import SampleCustomEvent
import SampleCustomEventSwift

// The bundled tool: AdReplay's command line with the bundled networks — Sample with both families
// of its adapters (Google's Objective-C sample and its Swift port, to replay the first family's
// fixtures against with `--adapter`), and Osprey over HTTP with its adapter.
AdReplayCommandLine.main(.bundled)
