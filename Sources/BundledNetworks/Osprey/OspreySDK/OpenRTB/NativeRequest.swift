import Foundation

/// The OpenRTB Native 1.2 request the SDK puts, as a string, in `imp.native.request`: a title, a
/// main image, an icon, a description, a call to action and the sponsor's name, and impression
/// event trackers by image pixel.
///
/// ```swift
/// try NativeRequest.osprey.jsonString().hasPrefix(#"{"assets":[{"id":1,"required":1,"title":{"len":90}}"#)   // true
/// ```
public struct NativeRequest: Codable, Hashable, Sendable {
    public var ver: String
    public var assets: [Asset]
    public var eventtrackers: [EventTracker]

    public init(ver: String = "1.2", assets: [Asset], eventtrackers: [EventTracker]) {
        self.ver = ver
        self.assets = assets
        self.eventtrackers = eventtrackers
    }

    public struct Asset: Codable, Hashable, Sendable {
        public var id: Int
        public var required: Int?
        public var title: Title?
        public var img: Image?
        public var data: DataAsset?

        public init(id: Int, required: Int? = nil, title: Title? = nil, img: Image? = nil, data: DataAsset? = nil) {
            self.id = id
            self.required = required
            self.title = title
            self.img = img
            self.data = data
        }
    }

    public struct Title: Codable, Hashable, Sendable {
        public var len: Int
        public init(len: Int) { self.len = len }
    }

    /// `type`: 1 icon, 3 main image.
    public struct Image: Codable, Hashable, Sendable {
        public var type: Int
        public var wmin: Int?
        public var hmin: Int?
        public init(type: Int, wmin: Int? = nil, hmin: Int? = nil) { self.type = type; self.wmin = wmin; self.hmin = hmin }
    }

    /// `type`: 1 sponsored by, 2 description, 12 call to action.
    public struct DataAsset: Codable, Hashable, Sendable {
        public var type: Int
        public var len: Int?
        public init(type: Int, len: Int? = nil) { self.type = type; self.len = len }
    }

    /// `event` 1 is the impression; `methods` 1 is an image pixel.
    public struct EventTracker: Codable, Hashable, Sendable {
        public var event: Int
        public var methods: [Int]
        public init(event: Int, methods: [Int]) { self.event = event; self.methods = methods }
    }

    /// The asset ids the SDK asks for, so that a response's assets can be read back by id.
    public enum AssetID {
        public static let title = 1
        public static let mainImage = 2
        public static let icon = 3
        public static let description = 4
        public static let callToAction = 5
        public static let sponsored = 6
    }

    /// What every Osprey native request asks for.
    public static let osprey = NativeRequest(
        assets: [
            Asset(id: AssetID.title, required: 1, title: Title(len: 90)),
            Asset(id: AssetID.mainImage, img: Image(type: 3, wmin: 300, hmin: 157)),
            Asset(id: AssetID.icon, img: Image(type: 1, wmin: 50, hmin: 50)),
            Asset(id: AssetID.description, data: DataAsset(type: 2, len: 140)),
            Asset(id: AssetID.callToAction, data: DataAsset(type: 12, len: 15)),
            Asset(id: AssetID.sponsored, data: DataAsset(type: 1, len: 25)),
        ],
        eventtrackers: [EventTracker(event: 1, methods: [1])]
    )

    /// The request as the string `imp.native.request` carries: JSON with sorted keys.
    public func jsonString() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
