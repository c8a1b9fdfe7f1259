import Mediation
import NeutralUI

// Reading a native ad's assets from a fixture by hand, field by field: they are the largest
// entries of a native fixture, and going through `Decodable` cost more than the rest of the
// fixture together. Written by `storedFields(of:)` (their `Encodable` form): the same keys.

extension NativeAssets {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            headline: try fields.optionalString("headline"), body: try fields.optionalString("body"),
            callToAction: try fields.optionalString("callToAction"), advertiser: try fields.optionalString("advertiser"),
            price: try fields.optionalString("price"), store: try fields.optionalString("store"),
            starRating: try fields.optionalString("starRating"),
            images: try fields.optionalList("images") { value, path throws(FieldReader.Problem) in
                try ImageSummary(stored: FieldReader(value, path: path))
            },
            icon: try fields.optionalObject("icon", ImageSummary.init(stored:)),
            extraAssets: try fields.optionalStringDictionary("extraAssets"),
            hasVideoContent: try fields.bool("hasVideoContent"), hasMediaView: try fields.bool("hasMediaView"),
            hasAdChoicesView: try fields.bool("hasAdChoicesView"), handlesUserClicks: try fields.bool("handlesUserClicks"),
            handlesUserImpressions: try fields.bool("handlesUserImpressions"))
    }
}

extension BannerSummary {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(size: try fields.object("size", Size.init(stored:)), text: try fields.optionalString("text"))
    }
}

extension ImageSummary {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            image: try fields.optionalObject("image", Image.init(stored:)), url: try fields.optionalString("url"),
            scale: try fields.double("scale"))
    }
}

extension Image {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            size: try fields.object("size", Size.init(stored:)), color: try fields.optionalObject("color", Color.init(stored:)),
            name: try fields.optionalString("name"), scale: try fields.double("scale"))
    }
}

extension Size {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(width: try fields.double("width"), height: try fields.double("height"))
    }
}

extension Color {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            red: try fields.double("red"), green: try fields.double("green"), blue: try fields.double("blue"),
            alpha: try fields.double("alpha"))
    }
}

extension CustomNativeSummary {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        guard let assets = try fields.optionalStringDictionary("assets") else {
            throw FieldReader.Problem(message: "\"assets\" is missing")
        }
        self.init(
            formatID: try fields.string("formatID"), assets: assets, hasVideoContent: try fields.bool("hasVideoContent"),
            hasMediaView: try fields.bool("hasMediaView"), hasAdChoices: try fields.bool("hasAdChoices"))
    }
}

extension CustomNativeAdPayload {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            formatID: try fields.string("formatID"),
            assets: try fields.list("assets") { value, path throws(FieldReader.Problem) in try Asset(stored: FieldReader(value, path: path))
            },
            hasVideo: try fields.bool("hasVideo"), deepLinkURLs: try fields.stringList("deepLinkURLs"),
            destinationURL: try fields.string("destinationURL"), adChoices: try fields.optionalObject("adChoices", AdChoices.init(stored:)))
    }
}

extension CustomNativeAdPayload.Asset {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        let key = try fields.string("key")
        if let text = try fields.optionalString("text") {
            self.init(key: key, value: .text(text))
        } else if let image = try fields.optionalObject("image", NativeAdImageValue.init(stored:)) {
            self.init(key: key, value: .image(image))
        } else {
            throw FieldReader.Problem(message: "asset \"\(key)\" has neither \"text\" nor \"image\"")
        }
    }
}

extension CustomNativeAdPayload.AdChoices {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(image: try fields.object("image", NativeAdImageValue.init(stored:)), infoURL: try fields.string("infoURL"))
    }
}

extension NativeAdImageValue {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(
            image: try fields.optionalObject("image", Image.init(stored:)), url: try fields.optionalString("url"),
            scale: try fields.double("scale"))
    }
}
