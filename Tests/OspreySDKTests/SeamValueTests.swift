import AdWorld
import AdWorldHTTP
import Foundation
import OspreySDK
import Testing

/// What crosses the seam as it reads in a fixture: callbacks and effects as JSON and as lines.
@Suite struct SeamValueTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func effects_encodeWithNamedFields_andDecodeBack() throws {
        let effects: [OspreyEffect] = [
            .tracker(.firstQuartile, url: "https://t.example/q1"), .log("[Osprey] hi"),
            .rendered(view: "OspreyBannerView", creative: "cr-42"),
            .presented("OspreyInterstitial"), .openedURL("https://shoes.example"),
        ]
        #expect(
            try effects.map(json) == [
                #"{"tracker":{"event":"firstQuartile","url":"https://t.example/q1"}}"#,
                #"{"log":{"line":"[Osprey] hi"}}"#,
                #"{"rendered":{"creative":"cr-42","view":"OspreyBannerView"}}"#,
                #"{"presented":{"screen":"OspreyInterstitial"}}"#,
                #"{"openedURL":{"url":"https://shoes.example"}}"#,
            ])
        let decoded = try effects.map { try JSONDecoder().decode(OspreyEffect.self, from: Data(try json($0).utf8)) }
        #expect(decoded == effects)
        #expect(
            effects.map(\.description) == [
                "fire firstQuartile https://t.example/q1", #"log "[Osprey] hi""#, "OspreyBannerView shows cr-42",
                "present OspreyInterstitial", "open https://shoes.example",
            ])
    }

    @Test func callbacks_encodeTheirArguments() throws {
        #expect(
            try json(OspreyCallback.rewardedDidEarnReward(reward: OspreyReward(type: "coins", amount: 10)))
                == #"{"rewardedDidEarnReward":{"reward":{"amount":10,"type":"coins"}}}"#)
        #expect(try json(OspreyCallback.bannerDidFail(error: .noFill)) == #"{"bannerDidFail":{"error":102}}"#)
        #expect(try json(OspreyCallback.nativeDidLoad) == #"{"nativeDidLoad":{}}"#)
    }

    @Test func aWorldStartsWithTheLiveTransport_andNoObserver() {
        let world = World()
        #expect(world[OspreySeam.self].network is TransportNetwork)
        #expect(world[OspreySeam.self].observer == nil)
        #expect(world[OspreyConfiguration.Key.self] == OspreyConfiguration(appBundle: "com.example.app"))
    }
}
