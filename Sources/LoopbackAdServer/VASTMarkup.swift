/// VAST 4.2 documents (IAB Tech Lab, VAST 4.x): the InLine ad that ends a chain, and the Wrappers
/// before it. URLs go in CDATA sections, as the spec recommends, so that `&` needs no escaping.
///
/// Each document validates against IAB's `vast_4.2.xsd` (`scripts/check-vast-schema`): the VAST
/// namespace, children in the schema's order (in a Creative, `UniversalAdId` after `Linear`; in
/// `VideoClicks`, `ClickTracking` before `ClickThrough`; in a Wrapper, `VASTAdTagURI` last), a
/// `UniversalAdId` for every InLine creative, and VAST macros with encoded brackets in URLs.
enum VASTMarkup {
    /// The VAST version the server writes, and the OpenRTB `protocols` values that offer it (13
    /// VAST 4.2, 14 VAST 4.2 Wrapper): a video imp whose `protocols` lists neither gets no bid.
    static let version = "4.2"
    static let protocols: Set<Int> = [13, 14]

    /// The five quartile events a linear creative reports, in play order.
    static let quartiles = ["start", "firstQuartile", "midpoint", "thirdQuartile", "complete"]

    /// An InLine ad: impression, error, a linear creative with tracking events, clicks and two
    /// media files, and `Expires` in seconds.
    static func inline(_ creative: Creative, expires: Int, urls: AdURLs) -> String {
        let bid = creative.bid
        let layer = "inline"
        return document(id: bid) {
            """
                <InLine>
                  <AdSystem version="1.0">Osprey</AdSystem>
                  <Error>\(cdata(urls.error(bid, layer: layer)))</Error>
                  <Impression id="\(bid)-imp">\(cdata(urls.impression(bid, layer: layer)))</Impression>
                  <AdServingId>\(bid)</AdServingId>
                  <AdTitle>\(creative.brand)</AdTitle>
                  <Advertiser>\(creative.advertiser)</Advertiser>
                  <Creatives>
                    <Creative id="\(creative.creativeID)" adId="\(bid)" sequence="1">
                      <Linear>
            \(trackingEvents(bid, layer: layer, urls: urls))
                        <Duration>\(timecode(creative.duration))</Duration>
                        <MediaFiles>
                          <MediaFile id="\(bid)-720" delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2000">\(cdata(urls.media(bid, 1280, 720)))</MediaFile>
                          <MediaFile id="\(bid)-360" delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800">\(cdata(urls.media(bid, 640, 360)))</MediaFile>
                        </MediaFiles>
                        <VideoClicks>
                          <ClickTracking id="\(bid)-click-track">\(cdata(urls.click(bid, layer: layer)))</ClickTracking>
                          <ClickThrough id="\(bid)-click">\(cdata(urls.landing(creative.advertiser, bid)))</ClickThrough>
                        </VideoClicks>
                      </Linear>
                      <UniversalAdId idRegistry="osprey.example">\(creative.creativeID)</UniversalAdId>
                    </Creative>
                  </Creatives>
                  <Expires>\(expires)</Expires>
                </InLine>
            """
        }
    }

    /// A Wrapper `depth` documents before the InLine, with its own impression, error, tracking
    /// and click-tracking URLs, pointing at `next`.
    static func wrapper(bid: String, depth: Int, next: String, urls: AdURLs) -> String {
        let layer = "wrapper-\(depth)"
        return document(id: "\(bid)-w\(depth)") {
            """
                <Wrapper followAdditionalWrappers="true" allowMultipleAds="false" fallbackOnNoAd="false">
                  <AdSystem version="1.0">Osprey</AdSystem>
                  <Error>\(cdata(urls.error(bid, layer: layer)))</Error>
                  <Impression id="\(bid)-w\(depth)-imp">\(cdata(urls.impression(bid, layer: layer)))</Impression>
                  <Creatives>
                    <Creative id="\(bid)-w\(depth)-creative">
                      <Linear>
            \(trackingEvents(bid, layer: layer, urls: urls))
                        <VideoClicks>
                          <ClickTracking id="\(bid)-w\(depth)-click-track">\(cdata(urls.click(bid, layer: layer)))</ClickTracking>
                        </VideoClicks>
                      </Linear>
                    </Creative>
                  </Creatives>
                  <VASTAdTagURI>\(cdata(next))</VASTAdTagURI>
                </Wrapper>
            """
        }
    }

    private static func document(id: String, _ body: () -> String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <VAST version="\(version)" xmlns="http://www.iab.com/VAST">
          <Ad id="\(id)">
        \(body())
          </Ad>
        </VAST>

        """
    }

    private static func trackingEvents(_ bid: String, layer: String, urls: AdURLs) -> String {
        let indent = String(repeating: " ", count: 12)
        let lines = quartiles.map { "\(indent)  <Tracking event=\"\($0)\">\(cdata(urls.event($0, bid, layer: layer)))</Tracking>" }
        return (["\(indent)<TrackingEvents>"] + lines + ["\(indent)</TrackingEvents>"]).joined(separator: "\n")
    }

    private static func cdata(_ text: String) -> String {
        "<![CDATA[\(text)]]>"
    }

    /// `HH:MM:SS.mmm`, as `Duration` is written.
    static func timecode(_ seconds: Int) -> String {
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60)).000"
    }
}
