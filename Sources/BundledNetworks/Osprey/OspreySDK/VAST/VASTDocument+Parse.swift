import Foundation

/// Why a VAST document could not be read.
public enum VASTParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not well-formed XML (VAST error 100).
    case xml(OspreyXMLError)
    /// Well-formed, but not VAST as the SDK reads it (VAST error 101): the detail says what.
    case schema(String)

    /// The VAST error code a player reports for it.
    public var code: VASTErrorCode {
        switch self {
        case .xml: .xmlParsing
        case .schema: .schemaValidation
        }
    }

    public var description: String {
        switch self {
        case .xml(let error): "\(error)"
        case .schema(let detail): "not a VAST document: \(detail)"
        }
    }
}

extension VASTDocument {
    /// Reads a VAST document from its bytes, within the XML parser's `limits`.
    public static func parse(_ data: Data, limits: OspreyXMLParser.Limits = .init()) throws(VASTParseError) -> VASTDocument {
        let root: OspreyXMLElement
        do { root = try OspreyXMLParser.parse(data, limits: limits) } catch { throw .xml(error) }
        guard root.name == "VAST" else { throw .schema("the root element is <\(root.name)>, not <VAST>") }
        var ads: [VASTAd] = []
        for ad in root.elements(named: "Ad") {
            let id = ad.attribute("id")
            if let inLine = ad.first("InLine") {
                ads.append(.inLine(try Self.inLine(inLine, id: id)))
            } else if let wrapper = ad.first("Wrapper") {
                ads.append(.wrapper(try Self.wrapper(wrapper, id: id)))
            } else {
                throw .schema("<Ad\(id.map { " id=\"\($0)\"" } ?? "")> has neither <InLine> nor <Wrapper>")
            }
        }
        return VASTDocument(version: root.attribute("version"), ads: ads, errors: urls(root, "Error"))
    }

    private static func inLine(_ element: OspreyXMLElement, id: String?) throws(VASTParseError) -> VASTInLine {
        let expires: Int?
        if let text = element.first("Expires")?.text {
            guard let seconds = Int(text), seconds >= 0 else { throw .schema("<Expires> is \"\(text)\", not a number of seconds") }
            expires = seconds
        } else {
            expires = nil
        }
        var inLine = VASTInLine(
            id: id, adSystem: element.first("AdSystem")?.text, adTitle: element.first("AdTitle")?.text,
            impressions: urls(element, "Impression"), errors: urls(element, "Error"), expires: expires,
            linear: try linear(in: element))
        inLine.hasNonLinear = (element.first("Creatives")?.elements(named: "Creative") ?? []).contains { $0.first("NonLinearAds") != nil }
        return inLine
    }

    private static func wrapper(_ element: OspreyXMLElement, id: String?) throws(VASTParseError) -> VASTWrapper {
        guard let uri = element.first("VASTAdTagURI")?.text, !uri.isEmpty else { throw .schema("a <Wrapper> has no <VASTAdTagURI>") }
        var wrapper = VASTWrapper(
            id: id, adTagURI: uri, impressions: urls(element, "Impression"), errors: urls(element, "Error"),
            linear: try linear(in: element))
        wrapper.followAdditionalWrappers = element.attribute("followAdditionalWrappers").map { $0.lowercased() != "false" && $0 != "0" }
        return wrapper
    }

    /// The first `Creatives/Creative/Linear` of an InLine or a Wrapper.
    private static func linear(in ad: OspreyXMLElement) throws(VASTParseError) -> VASTLinear? {
        let creatives = ad.first("Creatives")?.elements(named: "Creative") ?? []
        guard let element = creatives.lazy.compactMap({ $0.first("Linear") }).first else { return nil }
        var duration: Int?
        var durationText: String?
        // A Duration that is not a time is kept, not thrown: the player reports it to the ad's
        // Error URLs (101), which a document that fails to parse could not name.
        if let text = element.first("Duration")?.text {
            duration = Self.milliseconds(text)
            if duration == nil { durationText = text }
        }
        let tracking = (element.first("TrackingEvents")?.elements(named: "Tracking") ?? []).compactMap { tracking -> VASTTracking? in
            guard let event = tracking.attribute("event"), !tracking.text.isEmpty else { return nil }
            return VASTTracking(event: event, url: tracking.text)
        }
        let clicks = element.first("VideoClicks")
        let media = (element.first("MediaFiles")?.elements(named: "MediaFile") ?? []).map {
            VASTMediaFile(
                url: $0.text, type: $0.attribute("type"), delivery: $0.attribute("delivery"),
                width: $0.attribute("width").flatMap { Int($0) }, height: $0.attribute("height").flatMap { Int($0) })
        }
        let clickThrough = clicks?.first("ClickThrough")?.text
        var linear = VASTLinear(
            duration: duration, trackingEvents: tracking, clickThrough: clickThrough?.isEmpty == false ? clickThrough : nil,
            clickTracking: clicks.map { urls($0, "ClickTracking") } ?? [], mediaFiles: media)
        linear.durationText = durationText
        linear.skipOffset = element.attribute("skipoffset")
        return linear
    }

    /// The non-empty texts of the children called `name`.
    private static func urls(_ element: OspreyXMLElement, _ name: String) -> [String] {
        element.elements(named: name).map(\.text).filter { !$0.isEmpty }
    }

    /// `HH:MM:SS` or `HH:MM:SS.mmm` in milliseconds; nil for anything else.
    static func milliseconds(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let hours = Int(parts[0]), let minutes = Int(parts[1]), (0..<60).contains(minutes),
            hours >= 0, hours < 100
        else { return nil }
        let secondParts = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(secondParts.count), let seconds = Int(secondParts[0]), (0..<60).contains(seconds) else { return nil }
        var millis = 0
        if secondParts.count == 2 {
            let fraction = secondParts[1]
            guard (1...3).contains(fraction.count), let value = Int(fraction) else { return nil }
            millis = value * [100, 10, 1][fraction.count - 1]
        }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis
    }
}
