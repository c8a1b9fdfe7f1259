import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes
import NeutralUI
import OspreySDK
import Testing

/// The bid request as it goes on the wire: the exact bytes per format, the head, and the
/// child-directed and test flags.
@Suite struct BidRequestTests {
    private func firstRequest(_ load: (OspreyWorld) -> Void) throws -> HTTPCall {
        let osprey = OspreyWorld(FakeAdServer(auction: .status(204)))
        load(osprey)
        return try #require(osprey.server.calls.first)
    }

    private func body(_ call: HTTPCall) -> String { String(decoding: call.body, as: UTF8.self) }

    @Test func banner_theExactBytes_sortedKeysAndTheBannerSize() throws {
        let call = try firstRequest { osprey in
            osprey.run { OspreyBannerView(placementID: "home-top", size: CGSize(width: 320, height: 50)).loadAd() }
        }
        #expect(
            body(call)
                == #"{"app":{"bundle":"com.example.app"},"device":{"devicetype":4,"os":"iOS"},"id":"osprey-1","imp":[{"banner":{"h":50,"w":320},"id":"1","secure":1,"tagid":"home-top"}],"tmax":1500}"#
        )
        #expect(call.description == "POST https://ads.osprey.example/openrtb2/auction (176 bytes)")
        #expect(call.head.headerFields[.contentType] == "application/json")
        #expect(call.head.headerFields[HTTPField.Name("x-openrtb-version")!] == "2.6")
    }

    // Issue #22's fuzzing: a fixture's scenario said a 1.8e19-point banner and Int(_:) trapped.
    @Test func banner_aSizeNoScreenHas_isClampedInTheRequest_notATrap() throws {
        let call = try firstRequest { osprey in
            osprey.run { OspreyBannerView(placementID: "home-top", size: CGSize(width: 1.8e19, height: -.infinity)).loadAd() }
        }
        #expect(body(call).contains(#""banner":{"h":0,"w":2147483647}"#))
        let rounded = try firstRequest { osprey in
            osprey.run { OspreyBannerView(placementID: "home-top", size: CGSize(width: 320.6, height: .nan)).loadAd() }
        }
        #expect(body(rounded).contains(#""banner":{"h":0,"w":321}"#))
    }

    @Test func rewarded_isAnInterstitialVideoMarkedRewarded_withTheChildDirectedAndTestFlags() throws {
        let call = try firstRequest { osprey in
            osprey.run {
                let ad = OspreyRewardedAd(placementID: "daily-bonus")
                ad.isChildDirected = true
                ad.isTestMode = true
                ad.loadAd()
            }
        }
        #expect(
            body(call)
                == #"{"app":{"bundle":"com.example.app"},"device":{"devicetype":4,"os":"iOS"},"id":"osprey-1","imp":[{"id":"1","instl":1,"rwdd":1,"secure":1,"tagid":"daily-bonus","video":{"h":480,"mimes":["video/mp4"],"protocols":[7,8,11,12,13,14],"w":320}}],"regs":{"coppa":1},"test":1,"tmax":1500}"#
        )
    }

    @Test func interstitial_notChildDirected_saysCoppa0_andIsNotRewarded() throws {
        let call = try firstRequest { osprey in
            osprey.run {
                let ad = OspreyInterstitial(placementID: "level-end")
                ad.isChildDirected = false
                ad.loadAd()
            }
        }
        #expect(
            body(call)
                == #"{"app":{"bundle":"com.example.app"},"device":{"devicetype":4,"os":"iOS"},"id":"osprey-1","imp":[{"id":"1","instl":1,"secure":1,"tagid":"level-end","video":{"h":480,"mimes":["video/mp4"],"protocols":[7,8,11,12,13,14],"w":320}}],"regs":{"coppa":0},"tmax":1500}"#
        )
    }

    @Test func native_carriesTheNative12RequestAsAString() throws {
        let call = try firstRequest { osprey in
            osprey.run { OspreyNativeAdLoader(placementID: "feed").loadAd() }
        }
        let request = try JSONDecoder().decode(BidRequest.self, from: call.body)
        #expect(request.imp.first?.native?.ver == "1.2")
        #expect(
            request.imp.first?.native?.request
                == #"{"assets":[{"id":1,"required":1,"title":{"len":90}},{"id":2,"img":{"hmin":157,"type":3,"wmin":300}},{"id":3,"img":{"hmin":50,"type":1,"wmin":50}},{"data":{"len":140,"type":2},"id":4},{"data":{"len":15,"type":12},"id":5},{"data":{"len":25,"type":1},"id":6}],"eventtrackers":[{"event":1,"methods":[1]}],"ver":"1.2"}"#
        )
        #expect(
            body(call).hasPrefix(
                #"{"app":{"bundle":"com.example.app"},"device":{"devicetype":4,"os":"iOS"},"id":"osprey-1","imp":[{"id":"1","native":{"request":"{\"assets\":"#
            ))
    }

    @Test func ids_comeFromTheWorldsSerials_soASecondRequestIsOsprey2_andTheBundleFromTheConfiguration() throws {
        let osprey = OspreyWorld(FakeAdServer(auction: .status(204)))
        osprey.world[OspreyConfiguration.Key.self] = OspreyConfiguration(appBundle: "com.example.birds")
        osprey.run {
            OspreyNativeAdLoader(placementID: "feed").loadAd()
            OspreyNativeAdLoader(placementID: "feed").loadAd()
        }
        let ids = try osprey.server.calls.map { try JSONDecoder().decode(BidRequest.self, from: $0.body) }.map {
            "\($0.id) \($0.app.bundle)"
        }
        #expect(ids == ["osprey-1 com.example.birds", "osprey-2 com.example.birds"])
    }

    @Test func emptyPlacement_failsOnTheNextTurn_withoutARequest() {
        let osprey = OspreyWorld(FakeAdServer(auction: .status(204)))
        osprey.run { OspreyNativeAdLoader(placementID: "").loadAd() }
        osprey.advance(to: 0)
        #expect(osprey.server.calls.isEmpty)
        #expect(
            osprey.transcript.lines == [
                #"0 ms  log "[Osprey] native load failed: The placement ID is missing or empty.""#
            ])
    }
}
