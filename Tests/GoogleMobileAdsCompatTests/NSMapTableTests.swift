import GoogleMobileAdsCompat
import Testing

/// The compat module's `NSMapTable`, which swift-corelibs-foundation lacks, as adapters use it.
@Suite struct NSMapTableTests {
    final class Delegate {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func strongToWeak_findsAValueWhileItLivesAndForgetsItAfter() {
        let table = NSMapTable<NSString, Delegate>.strongToWeakObjects()
        var delegate: Delegate? = Delegate("first")
        table.setObject(delegate, forKey: "placement-1")
        #expect(table.object(forKey: "placement-1")?.name == "first")
        #expect(table.object(forKey: NSString(string: "placement-1"))?.name == "first")
        #expect(table.count == 1)
        delegate = nil
        #expect(table.object(forKey: "placement-1") == nil)
        #expect(table.count == 0)
    }

    @Test func strongToStrong_keepsItsValuesAliveAndReplacesAndRemoves() {
        let table = NSMapTable<NSString, Delegate>.strongToStrongObjects()
        table.setObject(Delegate("first"), forKey: "a")
        table.setObject(Delegate("second"), forKey: "b")
        table.setObject(Delegate("third"), forKey: "a")
        #expect(table.object(forKey: "a")?.name == "third")
        #expect(table.count == 2)
        table.removeObject(forKey: "a")
        #expect(table.object(forKey: "a") == nil)
        table.setObject(nil, forKey: "b")
        #expect(table.count == 0)
        table.setObject(Delegate("fourth"), forKey: nil)
        #expect(table.count == 0)
    }

    @Test func weakKeys_goWithTheirKey() {
        let table = NSMapTable<Delegate, NSString>.weakToStrongObjects()
        var key: Delegate? = Delegate("key")
        table.setObject("value", forKey: key)
        #expect(table.object(forKey: key) == "value")
        #expect(table.object(forKey: Delegate("key")) == nil)  // not an NSObject: compared by identity
        key = nil
        #expect(table.count == 0)
    }

    @Test func options_copyInAndEnumerationInTheOrderSet() {
        let table = NSMapTable<NSMutableString, NSString>(keyOptions: [.strongMemory, .copyIn], valueOptions: .strongMemory)
        let key = NSMutableString(string: "b")
        table.setObject("1", forKey: key)
        key.append("!")
        #expect(table.object(forKey: NSMutableString(string: "b")) == "1")
        table.setObject("2", forKey: NSMutableString(string: "a"))
        let keys = table.keyEnumerator().allObjects.compactMap { ($0 as? NSString).map(String.init) }
        #expect(keys == ["b", "a"])
        let values = table.objectEnumerator()?.allObjects.compactMap { ($0 as? NSString).map(String.init) }
        #expect(values == ["1", "2"])
        #expect(table.dictionaryRepresentation().count == 2)
        table.removeAllObjects()
        #expect(table.count == 0)
    }

    @Test func pointerPersonality_comparesKeysByIdentity() {
        let table = NSMapTable<NSString, NSString>(keyOptions: .objectPointerPersonality, valueOptions: .strongMemory)
        let key = NSString(string: "placement")
        table.setObject("value", forKey: key)
        #expect(table.object(forKey: key) == "value")
        #expect(table.object(forKey: NSMutableString(string: "placement")) == nil)
    }
}
