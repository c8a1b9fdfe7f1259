import Foundation

/// Canned server answers, written as an exchange and its DSPs would send them.
enum Payloads {
    /// `text` as a JSON string literal, quotes and escapes included.
    static func json(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A one-bid OpenRTB 2.6 response carrying `adm`.
    static func bidResponse(adm: String?, mtype: Int, exp: Int? = 300, price: String = "1.25", id: String = "osprey-1") -> String {
        let markup = adm.map { #""adm":\#(json($0)),"# } ?? ""
        let expiry = exp.map { #""exp":\#($0),"# } ?? ""
        return #"""
            {"id":"\#(id)","bidid":"resp-7","cur":"USD","seatbid":[{"seat":"dsp-9","bid":[{"id":"bid-1","impid":"1","price":\#(price),\#(markup)"nurl":"https://win.example/n?p=${AUCTION_PRICE}&imp=${AUCTION_IMP_ID}&auction=${AUCTION_ID}&seat=${AUCTION_SEAT_ID}","burl":"https://bill.example/b?p=${AUCTION_PRICE}&cur=${AUCTION_CURRENCY}","lurl":"https://loss.example/l?reason=${AUCTION_LOSS}&p=${AUCTION_PRICE}",\#(expiry)"mtype":\#(mtype),"w":320,"h":50,"adomain":["shoes.example"],"crid":"cr-42"}]}]}
            """#
    }

    static let bannerMarkup =
        #"<div class="ad"><a href="https://shoes.example/landing?src=osprey"><img src="https://cdn.example/banner-320x50.png" width="320" height="50"></a></div>"#

    /// A VAST 4.2 InLine: a 20-second video with every quartile tracked.
    static func inLine(expires: Int? = nil, id: String = "inline") -> String {
        let expiry = expires.map { "\n      <Expires>\($0)</Expires>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <VAST version="4.2">
              <Ad id="\(id)">
                <InLine>
                  <AdSystem version="2.1">Osprey DSP</AdSystem>
                  <AdTitle>Trail runners &amp; more</AdTitle>
                  <Impression id="i1"><![CDATA[https://track.example/\(id)/imp?cb=[CACHEBUSTING]]]></Impression>
                  <Error><![CDATA[https://track.example/\(id)/error?code=[ERRORCODE]]]></Error>\(expiry)
                  <Creatives>
                    <Creative id="cr-42" sequence="1">
                      <Linear>
                        <Duration>00:00:20.000</Duration>
                        <TrackingEvents>
                          <Tracking event="start"><![CDATA[https://track.example/\(id)/start]]></Tracking>
                          <Tracking event="firstQuartile"><![CDATA[https://track.example/\(id)/q1?t=[ADPLAYHEAD]]]></Tracking>
                          <Tracking event="midpoint"><![CDATA[https://track.example/\(id)/mid]]></Tracking>
                          <Tracking event="thirdQuartile"><![CDATA[https://track.example/\(id)/q3]]></Tracking>
                          <Tracking event="complete"><![CDATA[https://track.example/\(id)/complete]]></Tracking>
                        </TrackingEvents>
                        <VideoClicks>
                          <ClickThrough><![CDATA[https://shoes.example/video]]></ClickThrough>
                          <ClickTracking><![CDATA[https://track.example/\(id)/click?p=${AUCTION_PRICE}]]></ClickTracking>
                        </VideoClicks>
                        <MediaFiles>
                          <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.example/shoes.mp4]]></MediaFile>
                        </MediaFiles>
                      </Linear>
                    </Creative>
                  </Creatives>
                </InLine>
              </Ad>
            </VAST>
            """
    }

    /// A VAST 4.2 Wrapper named `name`, pointing at `next`, with its own impression, error,
    /// start, complete and click trackers.
    static func wrapper(_ name: String, next: String) -> String {
        """
        <VAST version="4.2">
          <Ad id="\(name)">
            <Wrapper followAdditionalWrappers="true">
              <AdSystem>Exchange \(name)</AdSystem>
              <VASTAdTagURI><![CDATA[\(next)]]></VASTAdTagURI>
              <Impression>https://track.example/\(name)/imp</Impression>
              <Error>https://track.example/\(name)/error?code=[ERRORCODE]</Error>
              <Creatives>
                <Creative>
                  <Linear>
                    <TrackingEvents>
                      <Tracking event="start">https://track.example/\(name)/start</Tracking>
                      <Tracking event="complete">https://track.example/\(name)/complete</Tracking>
                    </TrackingEvents>
                    <VideoClicks><ClickTracking>https://track.example/\(name)/click</ClickTracking></VideoClicks>
                  </Linear>
                </Creative>
              </Creatives>
            </Wrapper>
          </Ad>
        </VAST>
        """
    }

    /// The URL a test routes wrapper `n`'s document to.
    static func vastURL(_ n: Int) -> String { "https://vast.example/tag/\(n)" }

    /// An OpenRTB Native 1.2 response, wrapped in `{"native": …}` as exchanges send it.
    static let nativeMarkup = #"""
        {"native":{"ver":"1.2","assets":[{"id":1,"required":1,"title":{"text":"Trail runners, 30% off"}},{"id":2,"img":{"type":3,"url":"https://cdn.example/main.jpg","w":1200,"h":627}},{"id":3,"img":{"type":1,"url":"https://cdn.example/icon.png","w":80,"h":80}},{"id":4,"data":{"value":"Light, fast, and made for mud."}},{"id":5,"data":{"value":"Shop now"}},{"id":6,"data":{"value":"Shoes Co."}}],"link":{"url":"https://shoes.example/native","clicktrackers":["https://track.example/native/click?p=${AUCTION_PRICE}"]},"imptrackers":["https://track.example/native/imp"],"eventtrackers":[{"event":1,"method":1,"url":"https://track.example/native/event-imp"},{"event":1,"method":2,"url":"https://track.example/native/omid.js"},{"event":2,"method":1,"url":"https://track.example/native/viewable"}],"privacy":"https://shoes.example/privacy"}}
        """#
}
