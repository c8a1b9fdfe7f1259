/// The HTML a banner bid carries in `adm`: one linked image, sized as the slot.
enum BannerMarkup {
    static func html(_ creative: Creative, width: Int, height: Int, urls: AdURLs) -> String {
        """
        <div class="osprey-ad" style="width:\(width)px;height:\(height)px">\
        <a href="\(urls.landing(creative.advertiser, creative.bid))" target="_blank">\
        <img src="\(urls.image(creative.bid, width, height))" width="\(width)" height="\(height)" alt="\(creative.brand)">\
        </a></div>
        """
    }
}
