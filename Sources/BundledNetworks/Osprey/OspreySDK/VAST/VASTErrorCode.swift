/// The VAST error codes the SDK reports to `Error` URLs, in place of `[ERRORCODE]`.
public enum VASTErrorCode: Int, Codable, Hashable, Sendable, CaseIterable {
    case xmlParsing = 100
    case schemaValidation = 101
    /// A wrapper's tag URI was unavailable or did not answer in time.
    case wrapperTimeout = 301
    /// A NonLinear-only ad: the SDK expects linear video.
    case linearity = 201
    /// More than five wrappers, or a wrapper chain that comes back to itself.
    case wrapperLimit = 302
    /// No ad after one or more wrappers.
    case noAdAfterWrapper = 303
    /// A linear ad could not play (no duration, no media).
    case generalLinear = 400
    /// No `MediaFile` of a type the request offered (`video.mimes`).
    case mediaUnsupported = 403
}
