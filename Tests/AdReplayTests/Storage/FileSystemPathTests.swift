import Testing

@testable import AdReplay

/// Paths carried in a `String` byte for byte, whatever bytes they hold.
@Suite struct FileSystemPathTests {
    @Test func utf8Paths_areTheirOwnText() {
        for path in ["recordings/banner/fill.fixture.gz", "née/é\u{301}.fixture.gz", "nl\n\u{301}.fixture.gz", "😀/\u{202E}x", ""] {
            #expect(FileSystemPath.string(Array(path.utf8)) == path)
            #expect(FileSystemPath.bytes(path) == Array(path.utf8))
            #expect(FileSystemPath.displayed(path) == path)
            #expect(!FileSystemPath.holdsRawBytes(path))
        }
    }

    @Test func everySingleByte_roundTrips() {
        for byte in UInt8.min...UInt8.max {
            let bytes: [UInt8] = [0x61, byte, 0x62]
            #expect(FileSystemPath.bytes(FileSystemPath.string(bytes)) == bytes, "byte \(byte)")
        }
    }

    @Test func malformedUTF8_roundTripsAndIsDisplayedByByte() {
        let cases: [([UInt8], String)] = [
            ([0xFF], #"\x{ff}"#),
            ([0xC3], #"\x{c3}"#),  // a lead byte and nothing after it
            ([0xC0, 0xAF], #"\x{c0}\x{af}"#),  // an overlong "/"
            ([0xED, 0xA0, 0x80], #"\x{ed}\x{a0}\x{80}"#),  // a UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], #"\x{f4}\x{90}\x{80}\x{80}"#),  // past U+10FFFF
            ([0xE2, 0x82], #"\x{e2}\x{82}"#),  // a cut-short euro sign
            ([0x80, 0x41], #"\x{80}A"#),
        ]
        for (bytes, shown) in cases {
            let path = FileSystemPath.string(bytes)
            #expect(FileSystemPath.bytes(path) == bytes)
            #expect(FileSystemPath.displayed(path) == shown)
            #expect(FileSystemPath.holdsRawBytes(path))
        }
    }

    @Test func aNameReallyHoldingTheByteScalars_isCarriedByItsBytes() {
        // U+EF80 and U+EFFF are valid UTF-8 (EE BE 80, EE BF BF): they must come back as those bytes,
        // not as the single bytes 0x80 and 0xFF they stand for when carried.
        let bytes = Array("a\u{EF80}b\u{EFFF}".utf8)
        let path = FileSystemPath.string(bytes)
        #expect(FileSystemPath.bytes(path) == bytes)
        #expect(path != "a\u{EF80}b\u{EFFF}")
        #expect(FileSystemPath.displayed(path) == #"a\x{ee}\x{be}\x{80}b\x{ee}\x{bf}\x{bf}"#)
    }

    @Test func cString_refusesNUL() {
        #expect(FileSystemPath.cString("a\u{0}b") == nil)
        #expect(FileSystemPath.cString("ab") == [0x61, 0x62, 0])
    }
}
