import Foundation

/// An OpenRTB 2.6 bid request, as the Osprey SDK sends it: one impression, the app, a device
/// without identifiers, the child-directed flag and the test flag.
///
/// Encoded with sorted keys and without optional fields left unset, so the same request is the
/// same bytes on every run (the ids come from the world's serial numbers, never from UUIDs).
///
/// ```swift
/// let request = BidRequest(id: "osprey-1", imp: [.init(id: "1", tagid: "home", banner: .init(w: 320, h: 50))],
///                          tmax: 1500, app: .init(bundle: "com.example.app"), device: .init(), regs: nil, test: nil)
/// String(decoding: try request.jsonData(), as: UTF8.self)
/// // {"app":{"bundle":"com.example.app"},"device":{"devicetype":4,"os":"iOS"},"id":"osprey-1","imp":[{"banner":{"h":50,"w":320},"id":"1","secure":1,"tagid":"home"}],"tmax":1500}
/// ```
public struct BidRequest: Codable, Hashable, Sendable {
    public var id: String
    public var imp: [Imp]
    /// Milliseconds the SDK waits for the answer.
    public var tmax: Int
    public var app: App
    public var device: Device
    public var regs: Regs?
    /// 1 for a test request (not billable), absent otherwise.
    public var test: Int?

    public init(id: String, imp: [Imp], tmax: Int, app: App, device: Device, regs: Regs?, test: Int?) {
        self.id = id
        self.imp = imp
        self.tmax = tmax
        self.app = app
        self.device = device
        self.regs = regs
        self.test = test
    }

    /// One impression on offer: exactly one of `banner`, `video`, `native` is set.
    public struct Imp: Codable, Hashable, Sendable {
        public var id: String
        /// The ad unit's placement.
        public var tagid: String
        public var banner: Banner?
        public var video: Video?
        public var native: Native?
        /// 1 for a full-screen (interstitial or rewarded) placement.
        public var instl: Int?
        /// 1 when the user is rewarded for watching.
        public var rwdd: Int?
        /// 1: the markup must use https only.
        public var secure: Int?

        public init(
            id: String, tagid: String, banner: Banner? = nil, video: Video? = nil, native: Native? = nil,
            instl: Int? = nil, rwdd: Int? = nil, secure: Int? = 1
        ) {
            self.id = id
            self.tagid = tagid
            self.banner = banner
            self.video = video
            self.native = native
            self.instl = instl
            self.rwdd = rwdd
            self.secure = secure
        }
    }

    public struct Banner: Codable, Hashable, Sendable {
        public var w: Int
        public var h: Int
        public init(w: Int, h: Int) { self.w = w; self.h = h }
    }

    public struct Video: Codable, Hashable, Sendable {
        public var mimes: [String]
        /// VAST versions accepted (OpenRTB list "Creative Subtypes - Audio/Video"): 7 VAST 4.0, 8 its wrapper, …
        public var protocols: [Int]
        public var w: Int
        public var h: Int
        public init(mimes: [String], protocols: [Int], w: Int, h: Int) {
            self.mimes = mimes
            self.protocols = protocols
            self.w = w
            self.h = h
        }
    }

    public struct Native: Codable, Hashable, Sendable {
        /// The Native 1.2 request object, encoded as a JSON string, as OpenRTB carries it.
        public var request: String
        public var ver: String
        public init(request: String, ver: String = "1.2") { self.request = request; self.ver = ver }
    }

    public struct App: Codable, Hashable, Sendable {
        public var bundle: String
        public init(bundle: String) { self.bundle = bundle }
    }

    /// The device, without any identifier (no `ifa`, no IP, no user agent).
    public struct Device: Codable, Hashable, Sendable {
        public var os: String
        /// OpenRTB device type 4: phone.
        public var devicetype: Int
        public init(os: String = "iOS", devicetype: Int = 4) { self.os = os; self.devicetype = devicetype }
    }

    public struct Regs: Codable, Hashable, Sendable {
        /// 1 when the app tagged the request child-directed, 0 when it tagged it not.
        public var coppa: Int
        public init(coppa: Int) { self.coppa = coppa }
    }

    /// The request as it goes on the wire: JSON with sorted keys and unescaped slashes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
