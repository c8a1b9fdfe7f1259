/// The ad formats the Sample network serves.
public enum SampleAdFormat: String, Codable, CaseIterable, Sendable {
    case banner, interstitial, rewarded, appOpen, native
}

/// One request the Sample SDK sends its network: what a fixture records and a replay matches.
public struct SampleNetworkRequest: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var format: SampleAdFormat
    /// Nil when the app set none (rewarded and app open still ask after their BadRequest).
    public var adUnit: String?
    public var testMode: Bool
    public var keywords: [String]?
    /// Native only.
    public var shouldDownloadImages: Bool?
    public var preferredImageOrientation: NativeAdImageOrientation?
    public var shouldRequestMultipleImages: Bool?

    public init(
        format: SampleAdFormat, adUnit: String?, testMode: Bool = false, keywords: [String]? = nil,
        shouldDownloadImages: Bool? = nil, preferredImageOrientation: NativeAdImageOrientation? = nil,
        shouldRequestMultipleImages: Bool? = nil
    ) {
        self.format = format
        self.adUnit = adUnit
        self.testMode = testMode
        self.keywords = keywords
        self.shouldDownloadImages = shouldDownloadImages
        self.preferredImageOrientation = preferredImageOrientation
        self.shouldRequestMultipleImages = shouldRequestMultipleImages
    }

    init(format: SampleAdFormat, adUnit: String?, request: SampleAdRequest) {
        self.init(format: format, adUnit: adUnit, testMode: request.testMode, keywords: request.keywords)
        if let native = request as? SampleNativeAdRequest {
            shouldDownloadImages = native.shouldDownloadImages
            preferredImageOrientation = native.preferredImageOrientation
            shouldRequestMultipleImages = native.shouldRequestMultipleImages
        }
    }

    public var description: String {
        var parts = ["\(format)", "adUnit: \(adUnit.map { "\"\($0)\"" } ?? "nil")"]
        if testMode { parts.append("testMode") }
        if let keywords { parts.append("keywords: \(keywords)") }
        if let shouldDownloadImages { parts.append("downloadImages: \(shouldDownloadImages)") }
        if let preferredImageOrientation { parts.append("orientation: \(preferredImageOrientation)") }
        if let shouldRequestMultipleImages { parts.append("multipleImages: \(shouldRequestMultipleImages)") }
        return parts.joined(separator: ", ")
    }
}
