import Foundation

/// What the app's ad request carried, beyond the credentials, that GMA hands an adapter with each
/// load: a bidding line's bid response and watermark, the publisher's extras, the child-directed
/// tag. A scenario sets it (`record --bid-response`, `--watermark`, `--extra`,
/// `--child-directed`); a plain waterfall request from an app that sets none of them is the
/// empty value.
///
/// An adapter reads it through GMA's members on its configuration (`adConfiguration.bidResponse`,
/// `.watermark`, `.extras`, `.childDirectedTreatment`: ``MediationAdConfiguration``).
public struct MediationRequest: Codable, Equatable, Hashable, Sendable {
    /// The bid response a bidding line won with; nil for a waterfall line.
    public var bidResponse: String?
    /// The watermark GMA hands a bidding load beside its bid response, as base64 text of its
    /// bytes (GMA's is image data); nil when unset.
    public var watermark: String?
    /// The key-value pairs the app registered as extras (GMA's `Extras.additionalParameters`);
    /// nil when it registered none.
    public var extras: [String: String]?
    /// The app's child-directed tag: true or false when the app set it, nil when it did not.
    public var childDirectedTreatment: Bool?

    public init(
        bidResponse: String? = nil, watermark: String? = nil, extras: [String: String]? = nil,
        childDirectedTreatment: Bool? = nil
    ) {
        self.bidResponse = bidResponse
        self.watermark = watermark
        self.extras = extras
        self.childDirectedTreatment = childDirectedTreatment
    }

    /// Whether the app set none of it.
    public var isEmpty: Bool { self == MediationRequest() }

    /// The watermark's bytes; nil when unset or not base64 (a scenario is checked when read).
    public var watermarkData: Data? { watermark.flatMap { Data(base64Encoded: $0) } }

    /// Whether this is a bidding line's request: it carries a bid response.
    public var isBidding: Bool { bidResponse != nil }
}
