import Testing

@testable import AdWorld

/// Detached worlds, and the account that tells a session running alone which of them were used
/// beside it. Each test keeps an account of its own, so that tests running in parallel cannot
/// share one.
@Suite struct DetachedActivityTests {
    @Test func currentOrDetached_isTheBoundWorld_elseADetachedOneNamingTheType() {
        let world = World()
        #expect(world.run { World.currentOrDetached(for: "SampleBanner") } === world)
        #expect(!world.isDetached)
        #expect(world.detachedTypeName == nil)

        let detached = World.currentOrDetached(for: "SampleBanner")
        #expect(detached.isDetached)
        #expect(detached.detachedTypeName == "SampleBanner")
        #expect(World.currentOrDetached(for: "SampleBanner") !== detached)
    }

    @Test func aSessionAlone_hearsOfEachTypeUsedDetached_sortedAndOnce() {
        let account = DetachedActivity()
        let session = account.beginSession()
        #expect(account.runningSessions == 1)
        let interstitial = World(detachedFor: "SampleInterstitial", account: account)
        let banner = World(detachedFor: "SampleBanner", account: account)
        let another = World(detachedFor: "SampleBanner", account: account)
        interstitial.schedule(after: 5) {}
        banner.deliver(after: 0) {}
        another.schedule(after: 1) {}
        #expect(account.endSession(session) == ["SampleBanner", "SampleInterstitial"])
        #expect(account.runningSessions == 0)
    }

    /// Making an object (a view in a unit test) is no use of its world: only work scheduled there
    /// or a seam crossed in it is.
    @Test func aDetachedWorldMadeButNotUsed_isNotTold() {
        let account = DetachedActivity()
        let session = account.beginSession()
        let unused = World(detachedFor: "ViewController", account: account)
        _ = unused.now
        _ = unused.nextSerial("x")
        #expect(account.endSession(session) == [])
    }

    @Test func aSeamCrossedInADetachedWorld_isAUse() {
        let account = DetachedActivity()
        let session = account.beginSession()
        let world = World(detachedFor: "PebbleBannerView", account: account)
        SDKSeam<Int, Int, Int, Int>(network: Echo()).perform(1, in: world)
        #expect(account.endSession(session) == ["PebbleBannerView"])
    }

    /// A use cannot be attributed when sessions overlap: none of them is told, not even the one
    /// that outlived the other.
    @Test func overlappingSessions_areToldNothing() {
        let account = DetachedActivity()
        let first = account.beginSession()
        let second = account.beginSession()
        #expect(account.runningSessions == 2)
        World(detachedFor: "SampleBanner", account: account).schedule(after: 0) {}
        #expect(account.endSession(second) == [])
        World(detachedFor: "SampleBanner", account: account).schedule(after: 0) {}
        #expect(account.endSession(first) == [])

        let later = account.beginSession()
        World(detachedFor: "SampleBanner", account: account).schedule(after: 0) {}
        #expect(account.endSession(later) == ["SampleBanner"])
    }

    /// A world made before the session began (or with none running) is not the session's to
    /// explain, even when it is used during it.
    @Test func aDetachedWorldMadeBeforeTheSession_isNotItsConcern() {
        let account = DetachedActivity()
        let earlier = World(detachedFor: "SampleBanner", account: account)
        earlier.schedule(after: 0) {}
        let session = account.beginSession()
        earlier.schedule(after: 0) {}
        #expect(account.endSession(session) == [])
    }

    @Test func anOrdinaryWorld_isNeverADetachedUse() {
        let session = DetachedActivity.process.beginSession()
        let world = World()
        world.schedule(after: 0) {}
        world.deliver(after: 0) {}
        // The process's account: another test's session may overlap, which only empties it further.
        #expect(DetachedActivity.process.endSession(session) == [])
    }
}

/// A network that answers each request with itself, at once.
private final class Echo: AdNetwork {
    func answer(_ request: Int) -> NetworkReply<Int> { NetworkReply(request) }
}
