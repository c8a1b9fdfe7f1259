import AdReplay
import SampleAdSDK
import Testing

@Test func probe() throws {
    let cases: [(Scenario, [SampleNetworkAnswer])] = [
        (.sample(.banner, script: [(0, .load), (1000, .tap), (2000, .impression)]), [.fill]),
        (.sample(.banner, parameter: nil, script: [(0, .load)]), []),
        (.sample(.interstitial, script: [(0, .load), (1000, .present), (2000, .tap), (3000, .present)]), [.fill]),
        (.sample(.rewarded, script: [(0, .load), (1000, .present), (12000, .tap), (13000, .close), (14000, .present)]), [.fill]),
        (.sample(.rewarded, parameter: nil, script: [(0, .load), (1000, .present)]), [.fill]),
        (.sample(.appOpen, script: [(0, .load), (1000, .present), (6000, .tap), (7000, .close), (8000, .present)]), [.fill]),
        (.sample(.native, script: [(0, .load), (1000, .render), (2000, .impression), (3000, .click(asset: "headline")), (4000, .tapAdChoices)]), [.nativeFill(.app, video: true)]),
        (.sample(.native, loaderOptions: .init(disableImageLoading: true), script: [(0, .load)]), [.nativeFill(.content, video: false)]),
        (.sample(.nativeLegacy, script: [(0, .load)]), [.failure(.badRequest)]),
        (.sample(.nativeSelfTracking, script: [(0, .load), (100, .render), (2000, .tap), (3000, .impression), (3001, .click(asset: "headline"))]), [.nativeFill(.app, video: true)]),
    ]
    for (scenario, answers) in cases {
        let s = try SampleSession.run(scenario, answers: answers)
        print("=== \(scenario.format) \(scenario.script)")
        print("CB", s.observation.callbackLines)
        print("HOST", s.observation.hostLines)
        print("EFF", s.observation.effectLines)
        print("LOG", s.observation.logLines)
        print("REQ", s.observation.sampleRequests)
        print("NATIVE", s.observation.nativeAds)
        print("BREACH", ContractCheck.check(scenario, s.observation.hostEvents))
    }
}
