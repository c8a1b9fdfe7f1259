import AdWorld
import Mediation
import Testing

private final class ReceiverSpy: NativeAdNotificationReceiver {
    private(set) var received: [(MediatedNativeAdNotification, ObjectIdentifier)] = []

    func receive(_ notification: MediatedNativeAdNotification, for ad: any MediatedUnifiedNativeAd) {
        received.append((notification, ObjectIdentifier(ad)))
    }
}

struct MediatedUnifiedNativeAdNotificationSourceTests {
    @Test func allSixMethods_reachTheReceiverOfTheCurrentWorld() {
        let world = World()
        let receiver = ReceiverSpy()
        world.nativeAdNotificationReceiver = receiver
        let ad = MinimalNativeAd()

        world.run {
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(ad)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordClick(ad)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillPresentScreen(ad)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillDismissScreen(ad)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidDismissScreen(ad)
            MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdWillLeaveApplication(ad)
        }

        #expect(receiver.received.map(\.0) == MediatedNativeAdNotification.allCases)
        #expect(receiver.received.allSatisfy { $0.1 == ObjectIdentifier(ad) })
    }

    @Test func notification_goesOnlyToTheWorldItRunsIn() {
        let first = World(), second = World()
        let firstReceiver = ReceiverSpy(), secondReceiver = ReceiverSpy()
        first.nativeAdNotificationReceiver = firstReceiver
        second.nativeAdNotificationReceiver = secondReceiver

        second.run { MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordClick(MinimalNativeAd()) }

        #expect(firstReceiver.received.isEmpty)
        #expect(secondReceiver.received.map(\.0) == [.didRecordClick])
    }

    @Test func withoutWorldOrReceiver_notificationIsDropped() {
        let receiver = ReceiverSpy()
        let world = World()
        world.nativeAdNotificationReceiver = receiver

        MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(MinimalNativeAd())
        World().run { MediatedUnifiedNativeAdNotificationSource.mediatedNativeAdDidRecordImpression(MinimalNativeAd()) }

        #expect(receiver.received.isEmpty)
    }

    @Test func receiver_isHeldWeakly() {
        let world = World()
        var receiver: ReceiverSpy? = ReceiverSpy()
        world.nativeAdNotificationReceiver = receiver
        #expect(world.nativeAdNotificationReceiver != nil)
        receiver = nil
        #expect(world.nativeAdNotificationReceiver == nil)
    }
}
