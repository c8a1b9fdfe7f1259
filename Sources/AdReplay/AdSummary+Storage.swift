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
        self.init(image: try fields.optionalObject("image", Image.init(stored:)), url: try fields.optionalString("url"),
                  scale: try fields.double("scale"))
    }
}

extension Image {
    init(stored fields: FieldReader) throws(FieldReader.Problem) {
        self.init(size: try fields.object("size", Size.init(stored:)), color: try fields.optionalObject("color", Color.init(stored:)),
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
        self.init(red: try fields.double("red"), green: try fields.double("green"), blue: try fields.double("blue"),
                  alpha: try fields.double("alpha"))
    }
}
