import CZlib

/// Gzip (RFC 1952) encoding with reproducible bytes, and bounded, CRC-checked decoding.
///
/// This is the only file that touches zlib; everything else sees byte arrays and ``GzipError``.
///
/// ```swift
/// let packed = Gzip.compress(Array("hello".utf8))
/// let text = try Gzip.decompress(packed, limit: 1 << 20)   // the five bytes of "hello"
/// ```
package enum Gzip {
    /// Always level 9: fixtures are small, so the extra CPU costs nothing, and a fixed level is
    /// one of the things that keeps the bytes the same from run to run.
    static let level: Int32 = 9

    /// How much zlib reads or writes per call; also the most ``decompress(_:limit:)`` holds
    /// beyond its limit.
    static let chunkSize = 64 * 1024

    /// Compresses `data` into a single gzip member.
    ///
    /// The header carries modification time 0, OS 255 (unknown), no name and no comment, and the
    /// level is fixed, so the same input gives the same bytes on every run and every machine
    /// that has the same zlib.
    ///
    /// - Parameter data: the bytes to compress; may be empty.
    /// - Returns: the gzip member; `zcat` reads it back.
    ///
    /// ```swift
    /// Gzip.compress([]).prefix(10)   // 1f 8b 08 00 00 00 00 00 02 ff
    /// ```
    public static func compress(_ data: [UInt8]) -> [UInt8] {
        compress(data, windowBits: windowBits(forInputOf: data.count))
    }

    /// The smallest window (2^9 to 2^15 bytes) that still lets every byte of an input of `count`
    /// bytes refer back to every earlier one: deflate then finds exactly the matches the largest
    /// window finds, so the bytes are those of a 32 KiB window, but zlib sets up (allocates and
    /// clears) far less for a small fixture. 262 is zlib's `MIN_LOOKAHEAD`: a match may start
    /// at most the window size less that far back.
    static func windowBits(forInputOf count: Int) -> Int32 {
        var bits: Int32 = 9
        while bits < 15, (1 << bits) - 262 < count { bits += 1 }
        return bits
    }

    /// Compresses with a window of 2^`windowBits` bytes.
    static func compress(_ data: [UInt8], windowBits: Int32) -> [UInt8] {
        var stream = z_stream()
        // zlib fails here only when out of memory or when handed bad parameters: neither
        // depends on `data`, so these are preconditions rather than errors a caller handles.
        let initStatus = deflateInit2_(
            &stream, level, Z_DEFLATED, windowBits + 16, 8, Z_DEFAULT_STRATEGY,
            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)
        )
        precondition(initStatus == Z_OK, "zlib deflateInit2 failed (\(initStatus))")
        defer { deflateEnd(&stream) }

        // zlib keeps the header's address until it writes the header, so it must not move.
        let header = UnsafeMutablePointer<gz_header>.allocate(capacity: 1)
        defer { header.deallocate() }
        header.initialize(to: gz_header())
        header.pointee.time = 0
        header.pointee.os = 255
        let headerStatus = deflateSetHeader(&stream, header)
        precondition(headerStatus == Z_OK, "zlib deflateSetHeader failed (\(headerStatus))")

        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { scratch.deallocate() }
        var output: [UInt8] = []
        output.reserveCapacity(Int(deflateBound(&stream, uLong(data.count))))

        data.withUnsafeBufferPointer { input in
            var fed = 0
            var flush = Z_NO_FLUSH
            repeat {
                let piece = min(input.count - fed, chunkSize)
                stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0 + fed) }
                stream.avail_in = uInt(piece)
                fed += piece
                if fed == input.count { flush = Z_FINISH }
                repeat {
                    stream.next_out = scratch.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    let status = deflate(&stream, flush)
                    precondition(status != Z_STREAM_ERROR, "zlib deflate state was clobbered")
                    output.append(contentsOf: scratch.prefix(chunkSize - Int(stream.avail_out)))
                } while stream.avail_out == 0
            } while flush != Z_FINISH
        }
        return output
    }

    /// Decompresses one gzip member, refusing anything that is not exactly that.
    ///
    /// Inflates in chunks and stops as soon as the output passes `limit`, so a hostile or broken
    /// file cannot make it allocate much more than `limit` bytes. Concatenated members, which
    /// RFC 1952 allows but ``compress(_:)`` never writes, count as trailing data.
    ///
    /// - Parameters:
    ///   - data: a whole gzip member and nothing else.
    ///   - limit: the largest decompressed size accepted, in bytes; exactly `limit` bytes is
    ///     fine, one more is ``GzipError/tooLarge(limit:)``. Negative counts as 0.
    /// - Returns: the decompressed bytes, after zlib has checked the trailer's CRC-32 and length.
    /// - Throws: ``GzipError``: `.truncated` for empty or cut-short input, `.notGzip` when the
    ///   magic bytes are wrong (plain text, a raw zlib stream), `.corrupt`, `.checksumMismatch`,
    ///   `.trailingData`, or `.tooLarge(limit:)`.
    ///
    /// ```swift
    /// try Gzip.decompress(Array("hello".utf8), limit: 100)   // throws GzipError.notGzip
    /// ```
    public static func decompress(_ data: [UInt8], limit: Int) throws(GzipError) -> [UInt8] {
        let limit = max(0, limit)
        // zlib would report a wrong magic number as a generic data error; checking it here
        // keeps "not gzip at all" apart from "damaged gzip".
        guard let first = data.first else { throw .truncated }
        guard first == 0x1f, data.count < 2 || data[1] == 0x8b else { throw .notGzip }

        let result = data.withUnsafeBufferPointer { input in
            Result { () throws(GzipError) in try inflateMember(input, limit: limit) }
        }
        return try result.get()
    }

    private static func inflateMember(
        _ input: UnsafeBufferPointer<UInt8>, limit: Int
    ) throws(GzipError) -> [UInt8] {
        var stream = z_stream()
        let initStatus = inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(initStatus == Z_OK, "zlib inflateInit2 failed (\(initStatus))")
        defer { inflateEnd(&stream) }

        // The trailer's ISIZE (the inflated size mod 2^32) sizes the buffers; it is only a hint
        // (the input is untrusted), so it is capped by the limit and the output still grows.
        let hint = min(Self.statedSize(of: input), limit)
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(chunkSize, max(4096, hint + 1)))
        defer { scratch.deallocate() }
        var output: [UInt8] = []
        output.reserveCapacity(hint)
        var fed = 0

        while true {
            if stream.avail_in == 0, fed < input.count, let base = input.baseAddress {
                let piece = min(input.count - fed, chunkSize)
                stream.next_in = UnsafeMutablePointer(mutating: base + fed)
                stream.avail_in = uInt(piece)
                fed += piece
            }
            // Room for at most one byte past the limit: enough to know the limit was passed.
            let remaining = limit - output.count
            let room = remaining >= scratch.count ? scratch.count : remaining + 1
            stream.next_out = scratch.baseAddress
            stream.avail_out = uInt(room)

            let status = inflate(&stream, Z_NO_FLUSH)

            let produced = room - Int(stream.avail_out)
            if output.count + produced > limit { throw .tooLarge(limit: limit) }
            grow(&output, toHold: output.count + produced, limit: limit)
            output.append(contentsOf: scratch.prefix(produced))

            let inputLeft = stream.avail_in > 0 || fed < input.count
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                if inputLeft { throw .trailingData }
                return output
            case Z_BUF_ERROR where !inputLeft:
                throw .truncated
            case Z_DATA_ERROR:
                throw dataError(message: stream.msg.map { String(cString: $0) })
            default:
                // Z_BUF_ERROR with input and room left, Z_NEED_DICT (a zlib-only feature) or
                // Z_MEM_ERROR: none is a well-formed gzip member we could go on reading.
                throw .corrupt
            }
        }
    }

    /// The inflated size a gzip member's trailer states (its last four bytes, little-endian), or 0
    /// when the input is too short to have one.
    private static func statedSize(of input: UnsafeBufferPointer<UInt8>) -> Int {
        guard input.count >= 18 else { return 0 }
        return input.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// Grows `output` geometrically but never past `limit`, so a large input cannot make the
    /// array reserve far more than it is allowed to hold.
    private static func grow(_ output: inout [UInt8], toHold count: Int, limit: Int) {
        guard count > output.capacity else { return }
        output.reserveCapacity(min(max(count, output.capacity * 2), limit))
    }

    /// Sorts zlib's `Z_DATA_ERROR` by its message, which is the only place zlib says whether
    /// the header, the deflate data or the trailer was at fault.
    private static func dataError(message: String?) -> GzipError {
        switch message {
        case "incorrect header check": .notGzip
        case "incorrect data check", "incorrect length check", "header crc mismatch": .checksumMismatch
        default: .corrupt
        }
    }
}
