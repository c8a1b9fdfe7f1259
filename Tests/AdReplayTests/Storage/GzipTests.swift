import AdReplay
import AdReplaySample
import AdWorld
import Foundation
import Testing

@Suite struct GzipTests {
    // MARK: Round trips

    @Test func roundTrip_empty() throws {
        #expect(try Gzip.decompress(Gzip.compress([]), limit: 0) == [])
    }

    @Test func roundTrip_smallText() throws {
        let text = Array("{\"schema\":1,\"name\":\"banner-fill\"}\n".utf8)
        #expect(try Gzip.decompress(Gzip.compress(text), limit: 1 << 20) == text)
    }

    @Test func roundTrip_oneMegabyteOfPseudoRandomBytes() throws {
        let data = Self.pseudoRandomBytes(count: 1_000_000, seed: 7)
        let packed = Gzip.compress(data)
        #expect(try Gzip.decompress(packed, limit: data.count) == data)
    }

    @Test func roundTrip_repetitiveDataShrinks() throws {
        let data = Array(String(repeating: "impression;click;", count: 50_000).utf8)
        let packed = Gzip.compress(data)
        #expect(packed.count < data.count / 100)
        #expect(try Gzip.decompress(packed, limit: data.count) == data)
    }

    @Test func decompress_acceptsOutputOfExactlyTheLimit() throws {
        let data = [UInt8](repeating: 0x41, count: 1000)
        #expect(try Gzip.decompress(Gzip.compress(data), limit: 1000) == data)
    }

    // MARK: Reproducible bytes

    @Test func compress_sameInputGivesSameBytes() {
        let data = Self.pseudoRandomBytes(count: 100_000, seed: 3) + Array("tail".utf8)
        #expect(Gzip.compress(data) == Gzip.compress(data))
    }

    @Test func compress_writesFixedHeader() {
        // magic, deflate, no flags, mtime 0, XFL 2 (level 9), OS 255 (unknown).
        let header: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff]
        #expect(Array(Gzip.compress([]).prefix(10)) == header)
        #expect(Array(Gzip.compress(Array("hello".utf8)).prefix(10)) == header)
    }

    // MARK: Interoperating with the system gzip

    @Test func compress_isReadableByZcat() throws {
        let data = Array("fixture text\n".utf8) + Self.pseudoRandomBytes(count: 300_000, seed: 11)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GzipTests-\(UUID().uuidString).gz")
        try Data(Gzip.compress(data)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let (status, output) = try Self.run("/usr/bin/gzip", ["-dc", url.path])
        #expect(status == 0)
        #expect(output == data)
    }

    @Test func decompress_readsSystemGzipOutput() throws {
        let data = Array(String(repeating: "hello gzip ", count: 1000).utf8)
        let (status, packed) = try Self.run("/usr/bin/gzip", ["-c", "-n"], input: data)
        #expect(status == 0)
        #expect(try Gzip.decompress(packed, limit: data.count) == data)
    }

    // MARK: Refusals

    @Test func decompress_rejectsEmptyInputAsTruncated() {
        Self.expect([], fails: .truncated, saying: "is truncated")
    }

    @Test func decompress_rejectsInputCutInTheMiddle() {
        let packed = Gzip.compress(Self.pseudoRandomBytes(count: 10_000, seed: 1))
        Self.expect(Array(packed.prefix(packed.count / 2)), fails: .truncated, saying: "is truncated")
    }

    @Test func decompress_rejectsInputCutBeforeTheTrailer() {
        let packed = Gzip.compress(Array("some fixture".utf8))
        Self.expect(Array(packed.dropLast(8)), fails: .truncated, saying: "is truncated")
        Self.expect(Array(packed.dropLast(1)), fails: .truncated, saying: "is truncated")
    }

    @Test func decompress_rejectsHeaderOnlyPrefixes() {
        let packed = Gzip.compress(Array("x".utf8))
        Self.expect([0x1f], fails: .truncated, saying: "is truncated")
        Self.expect(Array(packed.prefix(10)), fails: .truncated, saying: "is truncated")
    }

    @Test func decompress_rejectsCorruptDeflateData() {
        var packed = Gzip.compress(Array("some fixture".utf8))
        packed[10] |= 0b110  // first block's type becomes 3, which deflate reserves
        Self.expect(packed, fails: .corrupt, saying: "is corrupt (invalid deflate data)")
    }

    @Test func decompress_rejectsUnknownCompressionMethod() {
        var packed = Gzip.compress(Array("some fixture".utf8))
        packed[2] = 7
        Self.expect(packed, fails: .corrupt, saying: "is corrupt (invalid deflate data)")
    }

    @Test func decompress_rejectsFlippedCRCByte() {
        var packed = Gzip.compress(Array("some fixture".utf8))
        packed[packed.count - 8] ^= 0xff
        Self.expect(packed, fails: .checksumMismatch, saying: "fails its CRC check")
    }

    @Test func decompress_rejectsWrongLengthInTrailer() {
        var packed = Gzip.compress(Array("some fixture".utf8))
        packed[packed.count - 4] ^= 0x01
        Self.expect(packed, fails: .checksumMismatch, saying: "fails its CRC check")
    }

    @Test func decompress_rejectsPlainText() {
        Self.expect(Array("hello".utf8), fails: .notGzip, saying: "is not gzip data")
    }

    @Test func decompress_rejectsRawZlibStream() {
        // zlib.compress(b"hello"): a zlib (RFC 1950) stream, not gzip.
        let zlibStream: [UInt8] = [0x78, 0x9c, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00, 0x06, 0x2c, 0x02, 0x15]
        Self.expect(zlibStream, fails: .notGzip, saying: "is not gzip data")
    }

    @Test func decompress_rejectsTrailingBytes() {
        let packed = Gzip.compress(Array("some fixture".utf8))
        let trailing = "has extra bytes after the end of its gzip data"
        Self.expect(packed + [0], fails: .trailingData, saying: trailing)
        Self.expect(packed + packed, fails: .trailingData, saying: trailing)
    }

    @Test func decompress_stopsPastTheLimit() {
        let packed = Gzip.compress([UInt8](repeating: 0, count: 2 << 20))
        Self.expect(packed, limit: 1 << 20, fails: .tooLarge(limit: 1 << 20), saying: "inflates past the 1 MiB limit")
    }

    @Test func decompress_stopsOneBytePastTheLimit() {
        let packed = Gzip.compress([UInt8](repeating: 0x41, count: 1000))
        Self.expect(packed, limit: 999, fails: .tooLarge(limit: 999), saying: "inflates past the 999-byte limit")
        Self.expect(packed, limit: 512, fails: .tooLarge(limit: 512), saying: "inflates past the 512-byte limit")
        Self.expect(packed, limit: 0, fails: .tooLarge(limit: 0), saying: "inflates past the 0-byte limit")
    }

    @Test func tooLarge_describesTheLimitInReadableUnits() {
        #expect(GzipError.tooLarge(limit: 16 << 20).description == "inflates past the 16 MiB limit")
        #expect(GzipError.tooLarge(limit: 64 << 10).description == "inflates past the 64 KiB limit")
    }

    @Test func errors_areDistinct() {
        let errors: [GzipError] = [
            .notGzip, .truncated, .corrupt, .checksumMismatch, .trailingData, .tooLarge(limit: 1), .tooLarge(limit: 2),
        ]
        for (i, a) in errors.enumerated() {
            for (j, b) in errors.enumerated() where i != j {
                #expect(a != b)
                #expect(a.description != b.description)
            }
        }
    }

    // MARK: Helpers

    private static func expect(
        _ bytes: [UInt8], limit: Int = 1 << 20, fails expected: GzipError, saying text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let output = try Gzip.decompress(bytes, limit: limit)
            Issue.record("expected \(expected), but decompressed \(output.count) bytes", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
            #expect(error.description == text, sourceLocation: sourceLocation)
        }
    }

    private static func pseudoRandomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 7)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next().littleEndian) { bytes.append(contentsOf: $0) }
        }
        return Array(bytes.prefix(count))
    }

    /// Runs a program with `input` on stdin and returns its exit status and stdout.
    private static func run(_ path: String, _ arguments: [String], input: [UInt8]? = nil) throws -> (Int32, [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // Write from another thread so a full stdout pipe cannot deadlock the two of us.
            let writer = stdin.fileHandleForWriting
            let bytes = Data(input)
            Thread.detachNewThread {
                writer.write(bytes)
                try? writer.close()
            }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(output))
    }
}
