import AdWorld
import NeutralUI

/// Loads ads of the app's custom native formats from the host's own ad server.
///
/// Each ``load(_:)`` asks the delegate for its format IDs, sends the ad server one
/// ``CustomNativeAdRequest``, and hands the delegate either a ``CustomNativeAd`` or an error —
/// inside the `load` call when the server answers at once (latency 0), else later on the world's
/// clock. The loader keeps itself alive until then; the delegate is weak, and an answer arriving
/// when it is gone is dropped (no ad is made, no outcome event is observed).
///
/// It stands for GMA's `GADAdLoader` created with ad types that include custom native
/// (seeds 002/004): ``adTypes`` defaults to `[.customNative]`. Only that type is modelled — the
/// host serves no system-defined native ads — so other types in the list are ignored, and a
/// loader whose types lack it fails without asking anything.
///
/// Errors, all in ``MediationError/hostDomain``:
/// - ``adTypes`` lacks ``AdLoaderAdType/customNative``: code 0 (invalid request), nothing is sent;
/// - the delegate lists no format IDs: code 0 (invalid request), nothing is sent;
/// - the server answers `failure(code:)`: that code;
/// - the server fills with a format the app did not ask for: code 1 (no fill), as GMA drops an
///   ad the app cannot render.
///
/// ```swift
/// let loader = CustomNativeAdLoader(adUnitID: "/21775744923/example/native", rootViewController: root)
/// loader.delegate = app
/// loader.load()
/// ```
public final class CustomNativeAdLoader {
    public let adUnitID: String
    public weak var rootViewController: ViewController?
    public weak var delegate: (any CustomNativeAdLoaderDelegate)?
    /// The kinds of ad this loader asks for.
    public let adTypes: [AdLoaderAdType]
    /// Whether a request is waiting for its answer.
    public var isLoading: Bool { pendingLoads > 0 }

    private let world: World
    private var pendingLoads = 0

    public init(adUnitID: String, rootViewController: ViewController?, adTypes: [AdLoaderAdType] = [.customNative]) {
        self.adUnitID = adUnitID
        self.adTypes = adTypes
        self.rootViewController = rootViewController
        self.world = World.currentOrDetached(for: "CustomNativeAdLoader")
    }

    /// Requests one ad; see the type's description for what follows.
    public func load(_ request: AdRequest = AdRequest()) {
        guard adTypes.contains(.customNative) else {
            fail(
                .host(
                    .invalidRequest,
                    description: "Request Error: The loader's ad types do not include customNative, the only type it can load."))
            return
        }
        let formatIDs = delegate?.customNativeAdFormatIDs(for: self) ?? []
        guard !formatIDs.isEmpty else {
            fail(
                .host(
                    .invalidRequest,
                    description: "Request Error: No custom native format IDs to request; the loader's delegate listed none."))
            return
        }
        let serverRequest = CustomNativeAdRequest(
            adUnitID: adUnitID, formatIDs: formatIDs, isTestRequest: request.isTestRequest
        )
        let answer = world.hostAdServer.answer(serverRequest)
        world.report(.adServerExchange(request: serverRequest, answer: answer))
        pendingLoads += 1
        world.deliver(after: answer.latency) { [self] in
            pendingLoads -= 1
            finish(answer.outcome, formatIDs: formatIDs)
        }
    }

    private func finish(_ outcome: CustomNativeAdAnswer.Outcome, formatIDs: [String]) {
        guard let delegate else { return }
        switch outcome {
        case .failure(let code):
            fail(.host(code: code))
        case .fill(let payload) where !formatIDs.contains(payload.formatID):
            let asked = formatIDs.joined(separator: ", ")
            fail(
                .host(
                    .noFill,
                    description:
                        "Request Error: No ad to show. The ad server served custom native format \(payload.formatID), which the app did not ask for (\(asked))."
                ))
        case .fill(let payload):
            let ad = CustomNativeAd(payload: payload, world: world, rootViewController: rootViewController)
            world.report(.customNativeAdReceived(ad: ad.identifier, formatID: ad.formatID))
            delegate.adLoader(self, didReceive: ad)
        }
    }

    private func fail(_ error: MediationError) {
        guard let delegate else { return }
        world.report(.customNativeAdFailed(adUnitID: adUnitID, error: error))
        delegate.adLoader(self, didFailToReceiveAdWithError: error)
    }
}
