import GoogleMobileAdsCompat
import Testing

/// `dictionary[key] = value` with an `NSCopying` key, which swift-corelibs-foundation's
/// `NSMutableDictionary` makes get-only.
@Suite struct NSMutableDictionaryNSCopyingTests {
    // An adapter's helper, as Google's AppLovin adapter writes it.
    static func set(_ dictionary: NSMutableDictionary, forKey key: NSCopying?, value: Any?) {
        if let key, let value {
            dictionary[key] = value
        }
    }

    @Test func setGetAndRemove_withAnNSCopyingKey() {
        let dictionary = NSMutableDictionary()
        Self.set(dictionary, forKey: "zone" as NSString, value: "abc")
        Self.set(dictionary, forKey: NSNumber(value: 7), value: 8)
        let key: NSCopying = "zone" as NSString
        #expect(dictionary[key] as? String == "abc")
        #expect(dictionary["zone" as NSString] as? String == "abc")
        #expect(dictionary[NSNumber(value: 7) as NSCopying] as? Int == 8)
        #expect(dictionary.count == 2)
        dictionary[key] = nil
        #expect(dictionary[key] == nil)
        #expect(dictionary.count == 1)
    }

    @Test func theKeyIsCopiedOnTheWayIn() {
        let dictionary = NSMutableDictionary()
        let key = NSMutableString(string: "a")
        dictionary[key as NSCopying] = 1
        key.append("b")
        #expect(dictionary["a" as NSString] as? Int == 1)
        #expect(dictionary[key as NSCopying] == nil)
    }

    @Test func aKeyThatIsNotHashable_isNeitherStoredNorFound() {
        final class Token: NSCopying {
            func copy(with zone: NSZone? = nil) -> Any { self }
        }
        let dictionary = NSMutableDictionary()
        dictionary[Token()] = 1
        #expect(dictionary.count == 0)
        #expect(dictionary[Token()] == nil)
    }
}
