/// Why `Gzip/decompress(_:limit:)` refused its input.
///
/// The ``description`` is a short lowercase predicate meant to follow the name of the file it
/// came from, so a caller can write one sentence:
///
/// ```swift
/// "\(path) \(error)"   // "recordings/banner/x.fixture.gz is truncated"
/// ```
public struct GzipError: Error, Equatable, Sendable, CustomStringConvertible {
    private enum Kind: Equatable, Sendable {
        case notGzip
        case truncated
        case corrupt
        case checksumMismatch
        case trailingData
        case tooLarge(limit: Int)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The input does not start with the gzip magic bytes (for example plain text, or a raw
    /// zlib or deflate stream).
    public static let notGzip = GzipError(.notGzip)

    /// The input ends before the gzip member does; empty input counts as truncated.
    public static let truncated = GzipError(.truncated)

    /// The gzip header or the deflate data inside it is invalid.
    public static let corrupt = GzipError(.corrupt)

    /// The data inflated, but its CRC-32 or length disagrees with the gzip trailer.
    public static let checksumMismatch = GzipError(.checksumMismatch)

    /// Bytes follow the end of the (single) gzip member.
    public static let trailingData = GzipError(.trailingData)

    /// Inflating would produce more than `limit` bytes.
    public static func tooLarge(limit: Int) -> GzipError {
        GzipError(.tooLarge(limit: limit))
    }

    public var description: String {
        switch kind {
        case .notGzip: "is not gzip data"
        case .truncated: "is truncated"
        case .corrupt: "is corrupt (invalid deflate data)"
        case .checksumMismatch: "fails its CRC check"
        case .trailingData: "has extra bytes after the end of its gzip data"
        case .tooLarge(let limit): "inflates past the \(Self.size(limit)) limit"
        }
    }

    /// "16 MiB", "512 KiB" or "1000-byte": whole binary units when the limit is a multiple of one.
    private static func size(_ bytes: Int) -> String {
        let mebibyte = 1 << 20, kibibyte = 1 << 10
        if bytes > 0, bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        if bytes > 0, bytes % kibibyte == 0 { return "\(bytes / kibibyte) KiB" }
        return "\(bytes)-byte"
    }
}
