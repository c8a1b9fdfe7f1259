import AdWorld
import AdWorldHTTP
import Foundation
import HTTPTypes
import NeutralUI

/// The Kite Ads SDK: banners from Kite's ad server, asked with JSON over HTTP.
///
/// Every request goes through the world's ``KiteSeam`` (`SDKSeam<HTTPCall, HTTPOutcome, …>`):
/// in an app the seam's network is the real one (`URLSession`); a recording or a replay sets its
/// own. The SDK sends its app key in a header (`x-kite-key`), which its plug-in redacts.
public enum KiteSDK {
    public static let version = "2.1.0"
    /// The app key a Kite app configures; the demo app's.
    public static let appKey = "kite-demo-7f3a9c"
    /// Where the SDK asks for ads.
    public static let adServer = "ads.kite.example"

    /// `POST https://ads.kite.example/v1/ad`: the placement, the banner's size, a request id.
    static func adRequest(placement: String, width: Int, height: Int, id: String) -> HTTPCall {
        var head = HTTPRequest(method: .post, scheme: "https", authority: adServer, path: "/v1/ad")
        head.headerFields[.contentType] = "application/json"
        head.headerFields[.userAgent] = "KiteSDK/\(version)"
        if let key = HTTPField.Name("x-kite-key") { head.headerFields[key] = appKey }
        let body = #"{"id":"\#(id)","placement":"\#(placement)","w":\#(width),"h":\#(height)}"#
        return HTTPCall(head, body: Data(body.utf8))
    }
}

/// What the Kite SDK tells its delegate.
public enum KiteCallback: Codable, Hashable, Sendable, CustomStringConvertible {
    case didLoad
    case didFail(code: Int)
    case didRecordImpression
    case didClick

    public var description: String {
        switch self {
        case .didLoad: "kiteBannerDidLoad"
        case .didFail(let code): "kiteBanner(didFailWith: \(code))"
        case .didRecordImpression: "kiteBannerDidRecordImpression"
        case .didClick: "kiteBannerDidClick"
        }
    }
}

/// What the Kite SDK does that someone sees: the ad shown, a URL opened.
public enum KiteEffect: Codable, Hashable, Sendable, CustomStringConvertible {
    case shown(headline: String)
    case opened(url: String)

    public var description: String {
        switch self {
        case .shown(let headline): "shows \"\(headline)\""
        case .opened(let url): "open \(url)"
        }
    }
}

/// Where a world keeps the Kite SDK's boundary. An app's world asks the real server.
public enum KiteSeam: WorldKey {
    public static func defaultValue(in world: World) -> SDKSeam<HTTPCall, HTTPOutcome, KiteCallback, KiteEffect> {
        SDKSeam(network: TransportNetwork(URLSessionTransport()))
    }
}

/// The codes ``KiteBannerDelegate/kiteBanner(_:didFailWith:)`` reports.
public enum KiteError {
    /// The server had no ad (204).
    public static let noFill = 3
    /// The server failed, or its answer could not be read.
    public static let serverError = 5
    /// The request never reached the server.
    public static let network = 2
}

public protocol KiteBannerDelegate: AnyObject {
    func kiteBannerDidLoad(_ banner: KiteBanner)
    func kiteBanner(_ banner: KiteBanner, didFailWith code: Int)
    func kiteBannerDidRecordImpression(_ banner: KiteBanner)
    func kiteBannerDidClick(_ banner: KiteBanner)
}

/// A Kite banner: asks the server, shows the ad as it arrives, fires its impression pixel then
/// and its click tracker when tapped.
public final class KiteBanner: View {
    public weak var delegate: (any KiteBannerDelegate)?
    private let world = World.current ?? World()
    private let placement: String
    private let width: Int
    private let height: Int
    private var ad: KiteAd?
    private var requests = 0

    /// A banner of `width`×`height` points for `placement`, the app's name for where it shows.
    public init(placement: String, width: Int, height: Int) {
        self.placement = placement
        self.width = width
        self.height = height
        super.init(frame: Rect(width: Double(width), height: Double(height)))
        _ = addTapHandler { [weak self] in self?.tapped() }
    }

    private var seam: SDKSeam<HTTPCall, HTTPOutcome, KiteCallback, KiteEffect> { world[KiteSeam.self] }

    public func load() {
        requests += 1
        let call = KiteSDK.adRequest(placement: placement, width: width, height: height, id: "kite-\(requests)")
        seam.fetch(call, in: world) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .response(let head, let body) where head.status.code == 200:
                guard let ad = try? JSONDecoder().decode(KiteAd.self, from: body) else { return fail(KiteError.serverError) }
                self.ad = ad
                seam.perform(.shown(headline: ad.headline), in: world)
                seam.call(delegate, .didLoad, in: world) { $0.kiteBannerDidLoad(self) }
                fire(ad.impression)
                seam.call(delegate, .didRecordImpression, in: world) { $0.kiteBannerDidRecordImpression(self) }
            case .response(let head, _) where head.status.code == 204:
                fail(KiteError.noFill)
            case .response:
                fail(KiteError.serverError)
            case .failure:
                fail(KiteError.network)
            }
        }
    }

    private func fail(_ code: Int) {
        seam.call(delegate, .didFail(code: code), in: world) { $0.kiteBanner(self, didFailWith: code) }
    }

    private func tapped() {
        guard let ad else { return }
        seam.call(delegate, .didClick, in: world) { $0.kiteBannerDidClick(self) }
        fire(ad.clickTracker)
        seam.perform(.opened(url: ad.landing), in: world)
    }

    private func fire(_ url: String) {
        guard let url = URL(string: url), let call = HTTPCall(get: url) else { return }
        seam.fetch(call, in: world) { _ in }
    }
}

/// The ad a 200 carries.
struct KiteAd: Decodable {
    var headline: String
    var landing: String
    var impression: String
    var clickTracker: String
}
