import AdWorld
import Mediation
import Testing

struct HostDeviceTests {
    @Test func byDefault_noAppIsInstalled() {
        let device = World().hostDevice
        #expect(device.installedAppSchemes.isEmpty)
        #expect(!device.canOpenInInstalledApp("examplestore://product/1"))
    }

    @Test func installedScheme_matchesWithoutRegardToCase() {
        let device = World().hostDevice
        device.installedAppSchemes = ["examplestore"]
        #expect(device.canOpenInInstalledApp("ExampleStore://product/1"))
        #expect(!device.canOpenInInstalledApp("https://www.example.com"))
        #expect(!device.canOpenInInstalledApp("not a url"))
    }

    @Test func open_recordsTheURLAndTellsTheObserverAtVirtualTime() {
        let world = World(clock: VirtualClock())
        let log = MediationEventLog()
        world.mediationObserver = log
        world.virtualClock?.advance(to: 75)

        world.hostDevice.open("https://www.example.com")

        #expect(world.hostDevice.openedURLs == ["https://www.example.com"])
        #expect(log.entries == [MediationEventLog.Entry(time: 75, event: .urlOpened(url: "https://www.example.com"))])
    }
}
