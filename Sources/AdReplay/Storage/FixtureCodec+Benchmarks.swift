extension FixtureCodec {
    /// A fixture file's bytes inflated as ``decode(_:path:networks:limit:)`` inflates them, for the
    /// benchmark (Benchmarks/AdReplayBench): its floor inflates with the very inflater a replay uses.
    package static func inflate(_ bytes: [UInt8], limit: Int = inflatedSizeLimit) throws(GzipError) -> [UInt8] {
        try Gzip.decompress(bytes, limit: limit)
    }
}
