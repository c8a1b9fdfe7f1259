import AdWorld
import NeutralUI
import Testing

/// `UIDevice`'s stand-in: a phone unless the world says otherwise.
@Suite struct DeviceTests {
    @Test func current_isAPhoneByDefault() {
        let world = World()
        world.run {
            #expect(Device.current.userInterfaceIdiom == .phone)
            #expect(Device.current.model == "iPhone")
            #expect(Device.current.systemName == "iOS")
            #expect(Device.current === world.device)
        }
    }

    @Test func current_isEachWorldsOwn() {
        let pad = World(), phone = World()
        pad.device.userInterfaceIdiom = .pad
        pad.run {
            #expect(Device.current.userInterfaceIdiom == .pad)
            #expect(Device.current.model == "iPad")
        }
        phone.run { #expect(Device.current.userInterfaceIdiom == .phone) }
        #expect(Device.UserInterfaceIdiom.pad.rawValue == 1 && Device.UserInterfaceIdiom.unspecified.rawValue == -1)
    }
}
