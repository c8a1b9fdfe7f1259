import AdReplay
import AdReplayCommandLine
import AdReplaySample
import SampleCustomEvent
import SampleCustomEventSwift

// The bundled tool: AdReplay's command line with the Sample network, both families of Sample
// adapters (Google's Objective-C sample and its Swift port, to replay the first family's fixtures
// against with `--adapter`).
AdReplayCommandLine.main(.bundled)
