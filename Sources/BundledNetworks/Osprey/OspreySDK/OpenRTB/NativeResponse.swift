import Foundation

/// An OpenRTB Native 1.2 response, the markup (`adm`) of a native bid: assets, the link, and the
/// trackers to fire on impression and click.
///
/// ```swift
/// let native = try NativeResponse.parse(#"{"native":{"assets":[{"id":1,"title":{"text":"Fly"}}],"link":{"url":"https://ex.example"}}}"#)
/// native.title    // "Fly"
/// ```
public struct NativeResponse: Codable, Hashable, Sendable {
    public var ver: String?
    /// The assets; empty when the response names ``assetsurl`` instead.
    public var assets: [Asset]
    /// Where the assets are to be fetched from (Native 1.2: "an alternate source for the assets
    /// object … Where present, overrides the asset object in the response").
    public var assetsurl: String?
    public var link: Link
    /// Impression pixels; deprecated in 1.2 in favour of ``eventtrackers``, still fired.
    public var imptrackers: [String]?
    public var eventtrackers: [EventTracker]?
    /// The AdChoices page.
    public var privacy: String?

    public init(
        ver: String? = "1.2", assets: [Asset], link: Link, imptrackers: [String]? = nil,
        eventtrackers: [EventTracker]? = nil, privacy: String? = nil
    ) {
        self.ver = ver
        self.assets = assets
        self.link = link
        self.imptrackers = imptrackers
        self.eventtrackers = eventtrackers
        self.privacy = privacy
    }

    public struct Asset: Codable, Hashable, Sendable {
        /// The id of the request asset this answers.
        public var id: Int?
        public var required: Int?
        public var title: Title?
        public var img: Image?
        public var data: DataAsset?
        public var video: Video?
        /// A link of this asset's own, overriding the ad's.
        public var link: Link?

        public init(
            id: Int?, required: Int? = nil, title: Title? = nil, img: Image? = nil, data: DataAsset? = nil,
            video: Video? = nil, link: Link? = nil
        ) {
            self.id = id
            self.required = required
            self.title = title
            self.img = img
            self.data = data
            self.video = video
            self.link = link
        }
    }

    public struct Title: Codable, Hashable, Sendable {
        public var text: String
        public init(text: String) { self.text = text }
    }

    public struct Image: Codable, Hashable, Sendable {
        /// 1 icon, 3 main image; optional in a response.
        public var type: Int?
        public var url: String
        public var w: Int?
        public var h: Int?
        public init(type: Int? = nil, url: String, w: Int? = nil, h: Int? = nil) {
            self.type = type
            self.url = url
            self.w = w
            self.h = h
        }
    }

    public struct DataAsset: Codable, Hashable, Sendable {
        /// 1 sponsored by, 2 description, 12 call to action; optional in a response.
        public var type: Int?
        public var value: String
        public init(type: Int? = nil, value: String) { self.type = type; self.value = value }
    }

    public struct Video: Codable, Hashable, Sendable {
        public var vasttag: String
        public init(vasttag: String) { self.vasttag = vasttag }
    }

    public struct Link: Codable, Hashable, Sendable {
        public var url: String
        public var clicktrackers: [String]?
        public var fallback: String?
        public init(url: String, clicktrackers: [String]? = nil, fallback: String? = nil) {
            self.url = url
            self.clicktrackers = clicktrackers
            self.fallback = fallback
        }
    }

    /// `event` 1 is the impression; `method` 1 an image pixel (fired), 2 JavaScript (not run).
    public struct EventTracker: Codable, Hashable, Sendable {
        public var event: Int
        public var method: Int
        public var url: String?
        public init(event: Int, method: Int, url: String?) { self.event = event; self.method = method; self.url = url }
    }

    private enum CodingKeys: String, CodingKey { case ver, assets, assetsurl, link, imptrackers, eventtrackers, privacy }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ver = try container.decodeIfPresent(String.self, forKey: .ver)
        assetsurl = try container.decodeIfPresent(String.self, forKey: .assetsurl)
        // Native 1.2 requires `assets` unless `assetsurl` (or `dcourl`) stands for them.
        if assetsurl != nil {
            assets = try container.decodeIfPresent([Asset].self, forKey: .assets) ?? []
        } else {
            assets = try container.decode([Asset].self, forKey: .assets)
        }
        link = try container.decode(Link.self, forKey: .link)
        imptrackers = try container.decodeIfPresent([String].self, forKey: .imptrackers)
        eventtrackers = try container.decodeIfPresent([EventTracker].self, forKey: .eventtrackers)
        privacy = try container.decodeIfPresent(String.self, forKey: .privacy)
    }

    /// Reads the answer to ``assetsurl``: `{"assets": […]}` (the assets object, as Native 1.2
    /// describes it), or the bare list.
    public static func assets(from body: Data) throws -> [Asset] {
        if let object = try? JSONDecoder().decode(AssetsObject.self, from: body) { return object.assets }
        return try JSONDecoder().decode([Asset].self, from: body)
    }

    private struct AssetsObject: Decodable {
        let assets: [Asset]
    }

    /// The first asset `request` marks `required: 1` that this response does not answer (by
    /// the request's asset id, or an asset of the same kind without an id), described for a log
    /// line; nil when every required asset is there.
    public func missingRequiredAsset(of request: NativeRequest) -> String? {
        for wanted in request.assets where wanted.required == 1 {
            let kind = wanted.title != nil ? "title" : wanted.img != nil ? "image" : "data"
            let found = assets.contains { asset in
                (asset.id == wanted.id || asset.id == nil)
                    && (kind == "title" ? asset.title != nil : kind == "image" ? asset.img != nil : asset.data != nil)
            }
            if !found { return "\(wanted.id) (\(kind))" }
        }
        return nil
    }

    /// Decodes the markup, bare or wrapped in `{"native": …}` as Native 1.0 and many exchanges
    /// still send it. Throws Foundation's `DecodingError` when it is neither.
    public static func parse(_ adm: String) throws -> NativeResponse {
        let data = Data(adm.utf8)
        if let wrapped = try? JSONDecoder().decode(Wrapped.self, from: data) { return wrapped.native }
        return try JSONDecoder().decode(NativeResponse.self, from: data)
    }

    private struct Wrapped: Decodable {
        let native: NativeResponse
    }

    /// The impression URLs to fire: `imptrackers`, then every image-pixel impression event tracker.
    public var impressionTrackers: [String] {
        let events = (eventtrackers ?? []).filter { $0.event == 1 && $0.method == 1 }.compactMap(\.url)
        return (imptrackers ?? []) + events
    }

    // The assets the SDK asked for, found by the request's asset id (an asset of the right kind:
    // a response need not repeat the type) or, failing that, by type.

    public var title: String? {
        asset(NativeRequest.AssetID.title, kind: { $0.title != nil }, type: { $0.title != nil })?.title?.text
    }

    public var mainImage: Image? {
        asset(NativeRequest.AssetID.mainImage, kind: { $0.img != nil }, type: { $0.img?.type == 3 })?.img
    }

    public var icon: Image? {
        asset(NativeRequest.AssetID.icon, kind: { $0.img != nil }, type: { $0.img?.type == 1 })?.img
    }

    public var body: String? { data(NativeRequest.AssetID.description, type: 2) }
    public var callToAction: String? { data(NativeRequest.AssetID.callToAction, type: 12) }
    public var sponsored: String? { data(NativeRequest.AssetID.sponsored, type: 1) }

    private func data(_ id: Int, type: Int) -> String? {
        asset(id, kind: { $0.data != nil }, type: { $0.data?.type == type })?.data?.value
    }

    private func asset(_ id: Int, kind: (Asset) -> Bool, type: (Asset) -> Bool) -> Asset? {
        assets.first { $0.id == id && kind($0) } ?? assets.first(where: type)
    }
}
