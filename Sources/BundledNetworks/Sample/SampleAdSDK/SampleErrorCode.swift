/// Why a Sample SDK load failed. Raw values are the SDK's integer codes.
public enum SampleErrorCode: Int, Codable, CaseIterable, Sendable {
    case badRequest = 0
    case unknown = 1
    case networkError = 2
    case noInventory = 3
}

/// Image orientation a native request may prefer (the loader ignores it; adapters map to it).
public enum NativeAdImageOrientation: Int, Codable, CaseIterable, Sendable {
    case any = 0
    case portrait = 1
    case landscape = 2
}
