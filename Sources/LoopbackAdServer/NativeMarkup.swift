import Foundation

/// The OpenRTB Native 1.2 response a native bid carries in `adm` (IAB Tech Lab, OpenRTB Dynamic
/// Native Ads 1.2 §5): one asset for each asset the request asked for, with the request's ids,
/// or, when the request names none, a title, a main image, an icon, a description, a sponsor
/// and a call to action (ids 1–6); laid out as ``LoopbackAdServer/NativeVariant`` says.
enum NativeMarkup {
    struct Response: Encodable {
        var ver = "1.2"
        var assets: [Asset]
        var link: Link
        var imptrackers: [String]
        var eventtrackers: [EventTracker]
    }

    struct Asset: Encodable {
        var id: Int
        var required: Int?
        var title: Title?
        var img: Image?
        var data: DataValue?
        var video: Video?
    }

    struct Title: Encodable { var text: String }
    struct Image: Encodable { var type: Int?; var url: String; var w: Int; var h: Int }
    struct DataValue: Encodable { var type: Int?; var value: String }
    struct Video: Encodable { var vasttag: String }
    struct Link: Encodable { var url: String; var clicktrackers: [String] }
    /// `event` 1 is the impression, `method` 1 an image pixel (§7.6, §7.7).
    struct EventTracker: Encodable { var event: Int; var method: Int; var url: String }

    /// What the request's Native 1.2 markup asks for (either bare or inside `{"native": …}`).
    struct Request: Decodable {
        var assets: [RequestedAsset]?
        var native: Inner?
        struct Inner: Decodable { var assets: [RequestedAsset]? }
    }

    struct RequestedAsset: Decodable {
        var id: Int
        var required: Int?
        var title: RequestedTitle?
        var img: RequestedImage?
        var data: RequestedData?
        var video: Empty?
        struct RequestedTitle: Decodable { var len: Int? }
        struct RequestedImage: Decodable { var type: Int?; var w: Int?; var h: Int?; var wmin: Int?; var hmin: Int? }
        struct RequestedData: Decodable { var type: Int; var len: Int? }
        struct Empty: Decodable {}
    }

    static let defaultAssets: [RequestedAsset] = [
        RequestedAsset(id: 1, required: 1, title: .init(len: 90)),
        RequestedAsset(id: 2, required: 1, img: .init(type: 3, w: 1200, h: 627)),
        RequestedAsset(id: 3, img: .init(type: 1, w: 80, h: 80)),
        RequestedAsset(id: 4, data: .init(type: 2)),
        RequestedAsset(id: 5, data: .init(type: 1)),
        RequestedAsset(id: 6, data: .init(type: 12)),
    ]

    /// The response JSON (sorted keys) for `requestJSON`, the string in the imp's `native.request`.
    static func json(_ creative: Creative, requestJSON: String?, urls: AdURLs, variant: LoopbackAdServer.NativeVariant = .echo) -> String {
        let request = requestJSON.flatMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
        let asked = request?.assets ?? request?.native?.assets ?? []
        let bid = creative.bid
        let response = Response(
            assets: assets((asked.isEmpty ? defaultAssets : asked).map { asset($0, creative, urls) }, variant, creative, urls),
            link: Link(url: urls.landing(creative.advertiser, bid), clicktrackers: [urls.click(bid, layer: "native")]),
            imptrackers: [urls.impression(bid, layer: "native")],
            // An image pixel (method 1) and a JavaScript tracker (method 2), as exchanges send both:
            // an SDK that runs no JavaScript fires the first only.
            eventtrackers: [
                EventTracker(event: 1, method: 1, url: urls.impression(bid, layer: "native-event")),
                EventTracker(event: 1, method: 2, url: urls.script(bid, layer: "native-event")),
            ]
        )
        return JSONText.encode(response)
    }

    /// `echoed` laid out as `variant` says.
    private static func assets(
        _ echoed: [Asset], _ variant: LoopbackAdServer.NativeVariant, _ creative: Creative, _ urls: AdURLs
    ) -> [Asset] {
        switch variant {
        case .echo:
            return echoed
        case .reversed:
            return echoed.reversed()
        case .untyped:
            return echoed.map { asset in
                var asset = asset
                asset.img?.type = nil
                asset.data?.type = nil
                return asset
            }
        case .duplicateIds:
            return echoed.flatMap { asset in [asset, duplicate(of: asset, creative, urls)] }
        }
    }

    /// An asset of `asset`'s id and kind whose content differs from it.
    private static func duplicate(of asset: Asset, _ creative: Creative, _ urls: AdURLs) -> Asset {
        var other = asset
        other.title?.text = "Not \(creative.brand)"
        if let img = asset.img { other.img?.url = urls.image(creative.bid + "-duplicate", img.w, img.h) }
        other.data?.value = "not " + (asset.data?.value ?? "")
        return other
    }

    private static func asset(_ asked: RequestedAsset, _ creative: Creative, _ urls: AdURLs) -> Asset {
        var answer = Asset(id: asked.id, required: asked.required)
        if let title = asked.title {
            answer.title = Title(text: String(creative.brand.prefix(max(1, title.len ?? 90))))
        } else if let img = asked.img {
            let icon = img.type == 1
            let width = img.w ?? img.wmin ?? (icon ? 80 : 1200)
            let height = img.h ?? img.hmin ?? (icon ? 80 : 627)
            answer.img = Image(type: img.type, url: urls.image(creative.bid, width, height), w: width, h: height)
        } else if let data = asked.data {
            let value = text(forDataType: data.type, creative)
            answer.data = DataValue(type: data.type, value: data.len.map { String(value.prefix(max(1, $0))) } ?? value)
        } else if asked.video != nil {
            answer.video = Video(vasttag: VASTMarkup.inline(creative, expires: Auction.vastLifetime, urls: urls))
        }
        return answer
    }

    /// Data asset types of §7.4: 1 sponsored, 2 desc, 3 rating, 11 displayurl, 12 ctatext.
    private static func text(forDataType type: Int, _ creative: Creative) -> String {
        switch type {
        case 1: creative.brand
        case 2: creative.tagline
        case 3: "4"
        case 11: creative.advertiser
        case 12: "Learn more"
        default: "\(creative.brand) \(type)"
        }
    }
}

extension NativeMarkup.RequestedAsset {
    init(id: Int, required: Int? = nil, title: RequestedTitle? = nil, img: RequestedImage? = nil, data: RequestedData? = nil) {
        self.init(id: id, required: required, title: title, img: img, data: data, video: nil)
    }
}

extension NativeMarkup.RequestedAsset.RequestedImage {
    init(type: Int, w: Int, h: Int) {
        self.init(type: type, w: w, h: h, wmin: nil, hmin: nil)
    }
}

extension NativeMarkup.RequestedAsset.RequestedData {
    init(type: Int) {
        self.init(type: type, len: nil)
    }
}

extension NativeMarkup.Asset {
    init(id: Int, required: Int?) {
        self.init(id: id, required: required, title: nil, img: nil, data: nil, video: nil)
    }
}
