import Foundation

#if !canImport(Darwin)
extension NSMutableDictionary {
    /// The value for an `NSCopying` key, settable as on Apple's platforms (`dictionary[key] =
    /// value`, nil removes), where swift-corelibs-foundation's only settable subscript takes an
    /// `AnyHashable`. The key is copied on the way in, as Foundation copies a dictionary's keys.
    ///
    /// Every key Foundation has (`NSString`, `NSNumber`, any `NSObject`) is `Hashable`; a Swift
    /// type that adopts `NSCopying` without being `Hashable` cannot be a corelibs dictionary's key
    /// at all: setting one stores nothing and reading one finds nothing (subclass `NSObject`).
    ///
    /// ```swift
    /// let key: NSCopying = "zone" as NSString
    /// dictionary[key] = "abc"
    /// dictionary[key]   // Optional("abc")
    /// ```
    public subscript(key: NSCopying) -> Any? {
        get {
            guard let key = key as? AnyHashable else { return nil }
            return object(forKey: key)
        }
        set {
            guard let key = key.copy(with: nil) as? AnyHashable else { return }
            if let newValue {
                setObject(newValue, forKey: key)
            } else {
                removeObject(forKey: key)
            }
        }
    }
}
#endif
