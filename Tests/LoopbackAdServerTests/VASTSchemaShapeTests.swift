import Foundation
import LoopbackAdServer
import Testing

/// The server's VAST in the shape IAB's `vast_4.2.xsd` requires, checked without the schema (which
/// CI does not fetch; `scripts/check-vast-schema XSD` runs xmllint against it): the VAST namespace,
/// each element's children in the schema's order, a `UniversalAdId` per InLine creative, and no
/// bare `[` in a URL (the schema types URLs `xs:anyURI`).
@Suite("LoopbackAdServer: VAST in the schema's shape")
struct VASTSchemaShapeTests {
    /// Each element's children as the schema orders them (a subsequence of these, in this order).
    static let order: [String: [String]] = [
        "InLine": [
            "AdSystem", "Error", "Extensions", "Impression", "Pricing", "ViewableImpression", "AdServingId", "AdTitle",
            "AdVerifications", "Advertiser", "Category", "Creatives", "Description", "Expires", "Survey",
        ],
        "Wrapper": [
            "AdSystem", "Error", "Extensions", "Impression", "Pricing", "ViewableImpression", "AdVerifications",
            "BlockedAdCategories", "Creatives", "VASTAdTagURI",
        ],
        "Linear": ["Icons", "TrackingEvents", "AdParameters", "Duration", "MediaFiles", "VideoClicks"],
        "VideoClicks": ["ClickTracking", "ClickThrough", "CustomClick"],
    ]

    static let urlElements: Set<String> = ["Error", "Impression", "Tracking", "ClickTracking", "ClickThrough", "MediaFile", "VASTAdTagURI"]

    private func documents(wrappers: Int) async throws -> [(raw: String, parsed: ParsedXML)] {
        let server = try LoopbackAdServer(answers: .init(seed: 4, forced: .fill, wrappers: wrappers))
        defer { server.stop() }
        let reply = try await Client(server.origin).post("/openrtb2/auction", json: BidRequests.video("v-1"))
        let bid = try #require(try DecodedResponse.decode(reply.body).bid)
        var document = try #require(ParsedXML.parse(Data(bid.adm.utf8)))
        var found = [(bid.adm, document)]
        while let next = document.find("Ad/Wrapper/VASTAdTagURI")?.trimmed {
            let fetched = try await Client(server.origin).get(publicURL: next.replacingOccurrences(of: "%5BCACHEBUSTING%5D", with: "1"))
            document = try #require(ParsedXML.parse(fetched.body))
            found.append((String(decoding: fetched.body, as: UTF8.self), document))
        }
        return found
    }

    private func check(_ element: ParsedXML, _ problems: inout [String]) {
        if let order = Self.order[element.name] {
            let names = element.children.map(\.name)
            let ranks = names.map { order.firstIndex(of: $0) ?? -1 }
            if ranks.contains(-1) || ranks != ranks.sorted() {
                problems.append("<\(element.name)> children out of the schema's order: \(names)")
            }
        }
        if element.name == "Creative", element.find("Linear") != nil, element.find("UniversalAdId") == nil,
            element.find("Linear/Duration") != nil
        {
            problems.append("an InLine <Creative> has no <UniversalAdId>")
        }
        if Self.urlElements.contains(element.name), element.trimmed.contains("[") || element.trimmed.contains("]") {
            problems.append("<\(element.name)> holds a bare bracket: \(element.trimmed)")
        }
        for child in element.children { check(child, &problems) }
    }

    @Test(arguments: [0, 2])
    func everyDocumentOfTheChain_hasTheSchemasShape(wrappers: Int) async throws {
        let chain = try await documents(wrappers: wrappers)
        #expect(chain.count == wrappers + 1)
        for (raw, document) in chain {
            #expect(document.name == "VAST")
            #expect(raw.contains(#"<VAST version="4.2" xmlns="http://www.iab.com/VAST">"#))
            var problems: [String] = []
            check(document, &problems)
            #expect(problems == [])
        }
    }
}
