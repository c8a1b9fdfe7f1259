import AdWorld
import Foundation
import Testing

@testable import AdReplay

/// Compression picks the smallest window that still reaches back over the whole input: the bytes
/// must be exactly those of zlib's largest window, or fixtures would change with their size.
@Suite struct GzipWindowTests {
    @Test func windowBits_growWithTheInput() {
        #expect(Gzip.windowBits(forInputOf: 0) == 9)
        #expect(Gzip.windowBits(forInputOf: 512 - 262) == 9)
        #expect(Gzip.windowBits(forInputOf: 512 - 261) == 10)
        #expect(Gzip.windowBits(forInputOf: 2_903) == 12)
        #expect(Gzip.windowBits(forInputOf: 32_768 - 262) == 15)
        #expect(Gzip.windowBits(forInputOf: 10_000_000) == 15)
    }

    @Test func everyCommittedFixture_compressesToTheSameBytesAsWithTheLargestWindow() throws {
        for path in try FixtureStore.fixturePaths(in: [recordingsFolder.path]) {
            let json = try Gzip.decompress(try FixtureStore.readBytes(path), limit: FixtureCodec.inflatedSizeLimit)
            #expect(Gzip.compress(json) == Gzip.compress(json, windowBits: 15), "\(path)")
            #expect(Gzip.compress(json) == (try FixtureStore.readBytes(path)), "\(path)")
        }
    }

    /// Fixture-like text (repetitive, with varying numbers and some noise) at sizes around every
    /// window boundary, where a wrong choice would first show.
    @Test func inputsAroundEveryWindowBoundary_compressAsWithTheLargestWindow() {
        var generator = SeededGenerator(seed: 7)
        var sizes: [Int] = []
        for bits in 9...15 {
            let edge = (1 << bits) - 262
            sizes += [edge - 1, edge, edge + 1, edge + 300]
        }
        for size in sizes + [40_000, 70_000] {
            var text: [UInt8] = []
            while text.count < size {
                let line =
                    #"{"at": \#(generator.next() % 100_000), "sdk": "sample", "callback": "nativeAdLoader\#(generator.next() % 7)", "noise": "\#(generator.next())"},"#
                text += Array(line.utf8)
            }
            text.removeLast(text.count - size)
            #expect(Gzip.compress(text) == Gzip.compress(text, windowBits: 15), "\(size) bytes")
        }
    }
}
