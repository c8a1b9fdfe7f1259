import AdWorld
import Foundation
import MolocoPlugin
import MolocoSDK
import NeutralUI
import Testing

/// What the Moloco stand-in's SDK reports by itself: a native video and a banner are watched by
/// its viewability tracker (every 100 ms), a bid token needs an initialised SDK.
@Suite struct MolocoViewabilityTests {
    /// Every delegate call, named, with its virtual time.
    final class Calls: MolocoNativeAdDelegate, MolocoBannerDelegate {
        var made: [String] = []
        let world: World

        init(_ world: World) { self.world = world }

        private func note(_ call: String) { made.append("\(call) at \(world.now)") }
        func didLoad(ad: any MolocoAd) { note("didLoad") }
        func failToLoad(ad: any MolocoAd, with error: (any Error)?) { note("failToLoad") }
        func didShow(ad: any MolocoAd) { note("didShow") }
        func failToShow(ad: any MolocoAd, with error: (any Error)?) { note("failToShow \((error as NSError?)?.code ?? 0)") }
        func didHide(ad: any MolocoAd) { note("didHide") }
        func didClick(on ad: any MolocoAd) { note("didClick") }
    }

    /// A world whose server fills every load with `creative` after 100 ms, its SDK initialised.
    private static func world(filling creative: MolocoCreative) -> (World, VirtualClock) {
        let world = World()
        world[MolocoSeam.self].network = MolocoNetwork.always(.fill(creative))
        world.run { Moloco.shared.initialize(params: MolocoInitParams(appKey: "app-1", mediation: "AdMob"), completion: nil) }
        let clock = world.virtualClock!
        clock.advance(by: 0)
        return (world, clock)
    }

    private static let params = MolocoCreateAdParams(adUnit: "unit-1", mediation: "AdMob")

    @Test func nativeVideo_showsAtTheFirstLookAfterItIsLaidOut_andHidesOnceOut() throws {
        let (world, clock) = Self.world(filling: MolocoCreative(title: "Orbit Runner", isVideo: true))
        let calls = Calls(world)
        let ad = try #require(world.run { Moloco.shared.createNativeAd(params: Self.params) })
        ad.delegate = calls
        world.run { ad.load(bidResponse: "bid") }
        clock.advance(to: 1000)
        let video = try #require(ad.assets?.videoView)
        #expect(ad.assets?.mainImage == nil, "a video's media is its view")
        var adView: View? = View()
        adView?.addSubview(video)
        clock.advance(to: 2000)
        _ = video.deliverTap()
        adView = nil
        clock.advance(to: 3000)
        #expect(calls.made == ["didLoad at 100", "didShow at 1100", "didClick at 2000", "didHide at 2100"])
        world.end()
    }

    @Test func nativeThatFailsToShow_isAVideoThatReportsFailToShowOnceLaidOut() throws {
        let (world, clock) = Self.world(filling: MolocoCreative(title: "Orbit Runner", failsToShow: true))
        let calls = Calls(world)
        let ad = try #require(world.run { Moloco.shared.createNativeAd(params: Self.params) })
        ad.delegate = calls
        world.run { ad.load(bidResponse: "bid") }
        clock.advance(to: 500)
        let adView = View()
        adView.addSubview(try #require(ad.assets?.videoView))
        clock.advance(to: 2000)
        #expect(calls.made == ["didLoad at 100", "failToShow 6 at 600"])
        world.end()
    }

    @Test func banner_hidesOnceItsViewLeavesTheAppsViews() throws {
        let (world, clock) = Self.world(filling: MolocoCreative(title: "Orbit Runner"))
        let calls = Calls(world)
        let container = View()
        let banner = try #require(
            world.run { Moloco.shared.createMolocoBanner(params: Self.params, size: .standard, viewController: ViewController()) })
        banner.delegate = calls
        world.run { banner.load(bidResponse: "bid") }
        clock.advance(to: 100)
        container.addSubview(banner)
        clock.advance(to: 1000)
        banner.removeFromSuperview()
        clock.advance(to: 2000)
        #expect(calls.made == ["didLoad at 100", "didShow at 100", "didHide at 1100"])
        #expect(MolocoNetworkPlugin.report(in: .didHideView) == nil, "a view leaving the screen closes nothing")
        world.end()
    }

    @Test func bidToken_failsBeforeTheSDKIsInitialised() {
        let world = World()
        var answer: (token: String?, code: Int?) = (nil, nil)
        world.run {
            Moloco.shared.getBidToken(params: MolocoParams(mediation: "AdMob")) { token, error in
                answer = (token, (error as NSError?)?.code)
            }
        }
        #expect(answer.token == nil && answer.code == 7)
        world.end()
    }
}
